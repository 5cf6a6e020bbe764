/**
 * What the quota meter says, in the user's words: how long a wait is, why a request is refused
 * before it is sent, and why a poller refreshes more slowly than asked.
 */
import { QUOTA_MODULE_LABELS, type QuotaModule } from '../../../../shared/domain/quota.ts';

/** "12 min", "45 s", "1 h 5 min". */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 === 0 ? '' : ` ${minutes % 60} min`}`;
}

/** One formatter for every count: `toLocaleString` builds one per call, tens of microseconds each. */
const COUNTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count as people read it: 140,000. */
export const formatCount = (n: number): string => COUNTS.format(Math.round(n));

/** The refusal while the provider's over-limit answer holds `module` back for `waitMs`. */
export const heldBackMessage = (module: QuotaModule, waitMs: number): string =>
  `The provider said the ${QUOTA_MODULE_LABELS[module]} limit was reached: requests resume in ${describeWait(waitMs)}.`;

/** The refusal of a request that would take the hour over `limit`; room frees in `waitMs`. */
export const overBudgetMessage = (module: QuotaModule, limit: number, waitMs: number): string =>
  `This request would take the hourly ${QUOTA_MODULE_LABELS[module]} budget (${formatCount(limit)}) over its limit: requests resume in ${describeWait(waitMs)}.`;

/** Why a poller of `module` waits `waitMs` instead of `askedMs`: the budget is spent (`spent`) or running low. */
export function slowedReason(module: QuotaModule, used: number, limit: number, spent: boolean, waitMs: number, askedMs: number): string {
  const label = QUOTA_MODULE_LABELS[module];
  const use = `${formatCount(used)} of ${formatCount(limit)} this hour`;
  return spent
    ? `${label} budget spent (${use}): next refresh in ${describeWait(waitMs)}`
    : `${label} budget running low (${use}): refreshing every ${describeWait(waitMs)} instead of ${describeWait(askedMs)}`;
}
