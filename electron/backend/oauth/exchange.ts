/**
 * One HTTP exchange with the provider: send, read the body within the caller's cap, give up after
 * a timeout measured on the injected clock (so tests can trigger it without waiting). Network
 * failures, timeouts and oversized answers are values, not exceptions.
 */
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { Clock, Fetch } from '../services.ts';
import { describeSize, ERROR_BODY_BYTES } from './body-limits.ts';
import { readCappedBody } from './read-capped-body.ts';

/** How long one provider call may take, unless the caller says otherwise. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ExchangeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /**
   * The largest successful (2xx) answer the caller accepts, by kind (body-limits.ts); a larger one
   * fails with a size error as soon as the cap is passed. Any other answer keeps only its first
   * ERROR_BODY_BYTES, which is all an error document or page is read for.
   */
  maxBodyBytes: number;
  /** The caller's own cancellation (sign-in cancelled, app quitting). */
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The body; for an unsuccessful status, at most its first ERROR_BODY_BYTES. */
  body: string;
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const causeText = cause instanceof Error ? `${(cause as { code?: string }).code ?? cause.name}: ${cause.message}` : '';
  return causeText === '' ? error.message : `${error.message} (${causeText})`;
}

const isSuccess = (status: number): boolean => status >= 200 && status <= 299;

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
    const success = isSuccess(response.status);
    const read = await readCappedBody(
      response,
      success ? { maxBytes: request.maxBodyBytes, keepPrefix: false } : { maxBytes: ERROR_BODY_BYTES, keepPrefix: true },
    );
    // Stopped early: close the connection rather than let the rest arrive unread.
    if (read.kind !== 'whole') controller.abort(new Error('stopped reading'));
    if (read.kind === 'too-large') {
      const limit = describeSize(request.maxBodyBytes);
      const detail =
        'declared' in read ? `${host} announced ${describeSize(read.declared)} (Content-Length).` : `${host} sent more than ${limit}; the rest was not read.`;
      return fail('malformed', `The provider's answer was larger than ${limit}; stopped reading.`, detail);
    }
    return ok({ status: response.status, headers: response.headers, body: read.text });
  } catch (error) {
    if (timedOut) return fail('timeout', `${host} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Check the connection and try again.`);
    if (request.signal?.aborted === true) return fail('cancelled', 'The request was cancelled.');
    return fail('network', `Could not reach ${host}. Check the network connection and the environment's hosts.`, describeCause(error));
  } finally {
    cancelTimer();
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}
