/**
 * One HTTP exchange with the provider: send, read the whole body, give up after a timeout measured
 * on the injected clock (so tests can trigger it without waiting). Network failures and timeouts
 * are values, not exceptions.
 */
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { Clock, Fetch } from '../services.ts';

/** How long one provider call may take, unless the caller says otherwise. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ExchangeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /** The caller's own cancellation (sign-in cancelled, app quitting). */
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const causeText = cause instanceof Error ? `${(cause as { code?: string }).code ?? cause.name}: ${cause.message}` : '';
  return causeText === '' ? error.message : `${error.message} (${causeText})`;
}

/** Performs one request; the body is read before the timeout is cleared. */
export async function exchange(fetchFn: Fetch, clock: Clock, request: ExchangeRequest): Promise<Result<Answer>> {
  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cancelTimer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted === true) onCallerAbort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const host = (() => {
    try {
      return new URL(request.url).host;
    } catch {
      return request.url;
    }
  })();
  try {
    const init: RequestInit = { method: request.method, headers: request.headers, signal: controller.signal, redirect: 'manual' };
    if (request.body !== undefined) init.body = request.body;
    const response = await fetchFn(request.url, init);
    const body = await response.text();
    return ok({ status: response.status, headers: response.headers, body });
  } catch (error) {
    if (timedOut) return fail('timeout', `${host} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Check the connection and try again.`);
    if (request.signal?.aborted === true) return fail('cancelled', 'The request was cancelled.');
    return fail('network', `Could not reach ${host}. Check the network connection and the environment's hosts.`, describeCause(error));
  } finally {
    cancelTimer();
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}
