/**
 * One v1 GET from admission to decoded answer: the quota meter admits it (or refuses it before
 * anything is sent), every attempt is counted against its module, network failures, timeouts and
 * 5xx are retried with the retry policy's backoff, and an over-limit answer is never retried: it
 * holds the module back and answers `rate-limited`. The last answer is decoded whatever its
 * status, so a 503 that never went away still reads as the provider's error with its code.
 *
 * A request with a `realCost` (a chain) is counted on an estimate, a reservation: every attempt
 * settles it, to the real cost of a decoded answer, or to nothing when the attempt failed in a way
 * that served no quotes (settlement.ts).
 */
import type { QuotaModule } from '../../../../shared/domain/quota.ts';
import { fail, type Result } from '../../../../shared/result.ts';
import type { ResponseBody } from '../common/decode/index.ts';
import type { Clock } from '../../services.ts';
import type { Session } from '../../session/session-types.ts';
import { sleep } from '../common/clock-sleep.ts';
import type { QuotaMeter } from '../quota/quota-meter.ts';
import {
  attemptReason,
  backoffDelayMs,
  isRetryable,
  retryAfterMs,
  withAttempts,
  type AttemptOutcome,
  type RetryNotice,
  type RetryPolicy,
} from '../common/retry-policy.ts';
import { isOverLimitAnswer, overLimitError, overLimitHoldMs } from './api-rate-limit.ts';
import { servedNothing, type AttemptFailure } from './settlement.ts';

export interface SendContext {
  session: Pick<Session, 'signedFetch'>;
  clock: Clock;
  random: () => number;
  timeoutMs: number;
  policy: RetryPolicy;
  meter: QuotaMeter;
  onRetry?: ((notice: RetryNotice) => void) | undefined;
}

/** What one request is and costs. */
export interface SendRequest<T> {
  url: string;
  module: QuotaModule;
  /** Units counted per attempt before the answer (a chain: the asked strikes × 2). */
  cost: number;
  maxBodyBytes: number;
  signal?: AbortSignal | undefined;
  decode: (response: ResponseBody) => Result<T>;
  /**
   * The real cost once decoded (a chain: 2 per pair in the answer). With it, `cost` is a
   * reservation: an attempt that served nothing gives it back (settlement.ts).
   */
  realCost?: ((data: T) => number) | undefined;
}

/** Creates the sender; it remembers over-limit answers in a row per module for the growing hold. */
export function createSender(context: SendContext) {
  const { session, clock, meter, policy } = context;
  const strikes: Record<QuotaModule, number> = { accounts: 0, markets: 0, orders: 0, users: 0 };

  return async function send<T>(request: SendRequest<T>): Promise<Result<T>> {
    const { url, module, signal } = request;
    for (let attempt = 1; ; attempt += 1) {
      const admitted = meter.admit(module, request.cost);
      if (!admitted.ok) return withAttempts(admitted, attempt - 1);
      const charge = meter.charge(module, request.cost);
      const result = await session.signedFetch({
        url,
        timeoutMs: context.timeoutMs,
        maxBodyBytes: request.maxBodyBytes,
        ...(signal === undefined ? {} : { signal }),
      });
      // Whatever this attempt turns out to be, a reservation it leaves behind is settled below.
      const release = (failed: AttemptFailure): void => {
        if (request.realCost !== undefined && servedNothing(failed)) charge.settle(0);
      };
      if (result.ok && isOverLimitAnswer(result.data.status, result.data.body)) {
        strikes[module] += 1;
        const holdMs = overLimitHoldMs(result.data.headers.get('retry-after'), clock.now(), strikes[module]);
        meter.holdBack(module, clock.now() + holdMs);
        release({ status: result.data.status });
        return withAttempts(overLimitError(module, result.data.status, result.data.body, holdMs), attempt);
      }
      if (result.ok && result.data.status < 400) strikes[module] = 0;
      const outcome: AttemptOutcome = result.ok
        ? { kind: 'answer', status: result.data.status, retryAfter: result.data.headers.get('retry-after') }
        : { kind: 'error', error: result.error };
      if (attempt >= Math.max(1, policy.maxAttempts) || !isRetryable(outcome)) {
        if (!result.ok) {
          release({ error: result.error.code });
          return withAttempts(result, attempt);
        }
        const decoded = request.decode({ body: result.data.body, status: result.data.status });
        if (decoded.ok && request.realCost !== undefined) charge.settle(request.realCost(decoded.data));
        if (!decoded.ok) release({ status: result.data.status, error: decoded.error.code });
        return withAttempts(decoded, attempt);
      }
      release(result.ok ? { status: result.data.status } : { error: result.error.code });
      const asked = outcome.kind === 'answer' ? retryAfterMs(outcome.retryAfter, clock.now()) : null;
      const delayMs = backoffDelayMs(policy, attempt, context.random, asked);
      context.onRetry?.({ url, attempt, delayMs, reason: attemptReason(outcome) });
      if (!(await sleep(clock, delayMs, signal))) return fail('cancelled', 'The request was cancelled.');
    }
  };
}
