/**
 * Pushes the quota meter's snapshot (`quota:changed`) at most once per interval: a chain refresh
 * counts several requests in a burst, and the UI only needs the last figure. The first change
 * after a quiet interval is pushed at once; changes within the interval are pushed once at its end.
 */
import type { QuotaSnapshot } from '../../../../shared/domain/quota.ts';
import type { Clock } from '../../services.ts';

export const QUOTA_PUSH_INTERVAL_MS = 1_000;

export interface QuotaPublisher {
  /** Something changed: push now or at the end of the interval. */
  changed(): void;
  /** Stops a pending push. */
  stop(): void;
}

/** Creates the throttle; `snapshot` is read when the push happens, so it is always the latest. */
export function createQuotaPublisher(
  clock: Clock,
  snapshot: () => QuotaSnapshot,
  emit: (snapshot: QuotaSnapshot) => void,
  intervalMs = QUOTA_PUSH_INTERVAL_MS,
): QuotaPublisher {
  let lastAt = Number.NEGATIVE_INFINITY;
  let cancel: (() => void) | null = null;

  const push = (): void => {
    cancel = null;
    lastAt = clock.now();
    emit(snapshot());
  };

  return {
    changed() {
      if (cancel !== null) return;
      const wait = lastAt + intervalMs - clock.now();
      if (wait <= 0) push();
      else cancel = clock.setTimeout(push, wait);
    },
    stop() {
      cancel?.();
      cancel = null;
    },
  };
}
