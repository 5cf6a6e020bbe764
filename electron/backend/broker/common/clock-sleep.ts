/** Waiting on the injected clock, so backoff in tests passes without real time. */
import type { Clock } from '../../services.ts';

/** Resolves after `ms` of `clock` time, or early (false) when `signal` aborts. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted === true) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      cancel();
      resolve(false);
    };
    const cancel = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
