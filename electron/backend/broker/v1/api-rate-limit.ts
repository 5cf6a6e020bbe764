/**
 * The provider's over-limit answer. Its v1 shape is unconfirmed (docs/platform/budgets.md, "Over
 * the limit": the legacy API answered 400 with an HTML page "Number of requests exceeded the rate
 * limit set"), so this is tolerant: any 429, and a 400 or 503 whose body is a page or text (not
 * the provider's error document) that speaks of a rate limit. Such an answer is never retried at
 * once: the module is held back until a computed time, growing with each over-limit answer.
 */
import { fail, type AppError } from '../../../../shared/result.ts';
import { QUOTA_MODULE_LABELS, type QuotaModule } from '../../../../shared/domain/quota.ts';
import { ERROR_BODY_BYTES } from '../../oauth/body-limits.ts';
import { providerText } from '../../oauth/provider-text.ts';
import { describeWait } from '../quota/quota-meter.ts';
import { retryAfterMs } from '../common/retry-policy.ts';

/** The first hold after an over-limit answer without Retry-After; doubled for each one in a row. */
export const OVER_LIMIT_FIRST_HOLD_MS = 60_000;
/** The longest hold: by then the hour's window has moved on. */
export const OVER_LIMIT_MAX_HOLD_MS = 3_600_000;

const SPEAKS_OF_LIMIT = /rate[\s_-]*limit|too many requests|requests? exceeded|exceeded the (?:rate|request|quota)|throttl|quota exceeded/i;

/** Whether an answer is the provider saying "too many requests". */
export function isOverLimitAnswer(status: number, body: string): boolean {
  if (status === 429) return true;
  if (status !== 400 && status !== 503) return false;
  // A page, text or even an error document: only its words about a limit count (an error
  // document about a bad date or symbol stays the provider error it is).
  return SPEAKS_OF_LIMIT.test(body.slice(0, ERROR_BODY_BYTES));
}

/**
 * How long to hold the module back: what Retry-After asks (at least a second), else a minute
 * doubled for each over-limit answer in a row, at most an hour.
 */
export function overLimitHoldMs(retryAfter: string | null, now: number, strikes: number): number {
  const asked = retryAfterMs(retryAfter, now);
  if (asked !== null) return Math.min(OVER_LIMIT_MAX_HOLD_MS, Math.max(1_000, asked));
  return Math.min(OVER_LIMIT_MAX_HOLD_MS, OVER_LIMIT_FIRST_HOLD_MS * 2 ** Math.max(0, Math.min(strikes - 1, 10)));
}

/** The typed error for an over-limit answer; the page's words in `detail`. */
export function overLimitError(module: QuotaModule, status: number, body: string, holdMs: number): { ok: false; error: AppError } {
  const detail = providerText(body);
  return fail(
    'rate-limited',
    `The provider says the ${QUOTA_MODULE_LABELS[module]} request limit was reached (HTTP ${status}): requests resume in ${describeWait(holdMs)}.`,
    detail === '' ? undefined : detail,
  );
}
