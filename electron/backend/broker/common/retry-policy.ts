/**
 * How long one attempt of a data request may take, when it is tried again, how long to wait first
 * and how a retry is told: the same for both API generations. All data requests are idempotent
 * GETs, so a network failure, a timeout, 429 (rate limited) and 5xx are retried a bounded number
 * of times with exponential backoff and jitter (so that many clients do not retry in step). A 401
 * is never retried here: the session decides between renewing once and asking for a sign-in.
 */
import type { AppError, Result } from '../../../../shared/result.ts';

/** How hard to try. */
export interface RetryPolicy {
  /** Attempts in all, the first included (at least 1). */
  maxAttempts: number;
  /** Wait before the second attempt, before jitter. */
  baseDelayMs: number;
  /** No wait is longer than this, whatever Retry-After says. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 8_000 };

/** Per-attempt timeout of a data request. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/** One retry about to happen, for logs, the CLI and tests. */
export interface RetryNotice {
  url: string;
  /** The attempt that failed (1 = the first). */
  attempt: number;
  delayMs: number;
  /** "HTTP 503", "timeout: ...". */
  reason: string;
}

/** What one attempt came to, as far as retrying is concerned. */
export type AttemptOutcome = { kind: 'answer'; status: number; retryAfter: string | null } | { kind: 'error'; error: AppError };

/** What an attempt came to, in the words of a retry notice and the log ("HTTP 503", "timeout: ..."). */
export const attemptReason = (outcome: AttemptOutcome): string =>
  outcome.kind === 'answer' ? `HTTP ${outcome.status}` : `${outcome.error.code}: ${outcome.error.message}`;

/** A failure still there after retries says how often it was tried. */
export const withAttempts = <T>(result: Result<T>, attempts: number): Result<T> =>
  result.ok || attempts <= 1 ? result : { ok: false, error: { ...result.error, message: `${result.error.message} (tried ${attempts} times)` } };

/** Whether an attempt's outcome is worth another try. */
export function isRetryable(outcome: AttemptOutcome): boolean {
  if (outcome.kind === 'error') return outcome.error.code === 'network' || outcome.error.code === 'timeout';
  return outcome.status === 429 || (outcome.status >= 500 && outcome.status <= 599);
}

/** Retry-After in ms: delta seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d{1,6}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before attempt `attempt + 1` (attempt counts from 1): base × 2^(attempt-1), half of it
 * fixed and half random ("equal jitter"), never below what Retry-After asks, never above the cap.
 */
export function backoffDelayMs(policy: RetryPolicy, attempt: number, random: () => number, retryAfter: number | null = null): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + (exponential / 2) * Math.min(1, Math.max(0, random()));
  return Math.round(Math.min(policy.maxDelayMs, Math.max(jittered, retryAfter ?? 0)));
}
