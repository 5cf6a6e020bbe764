/**
 * The times of a v1 order (docs/platform/wire-and-errors.md, "Times"): epoch milliseconds, but the
 * sandbox mixes seconds into `placedTime`, and non-executed orders may carry a garbage
 * `executedTime` (2129352816 on an EXPIRED order: as seconds 2037, as milliseconds 1970).
 */
import { toEpochMs } from '../../../../../shared/domain/instant.ts';
import { isPartlyFilled } from '../../../../../shared/domain/orders.ts';
import { readNumber } from '../../common/decode/scalars.ts';

/** Before the platform's v1 API existed: no order of it can be this old (2010-01-01). */
const EARLIEST_MS = Date.UTC(2010, 0, 1);
/** After any plausible order time (2100-01-01): a later value is garbage, not a date. */
const LATEST_MS = Date.UTC(2100, 0, 1);

/** A plausible order instant in ms (seconds told by magnitude), else `null`. */
export const orderMs = (value: unknown): number | null => {
  const ms = toEpochMs(readNumber(value));
  return ms !== null && ms >= EARLIEST_MS && ms < LATEST_MS ? ms : null;
};

/** Statuses whose `executedTime` is a real execution (fully or partly filled). */
const EXECUTED_STATUSES: ReadonlySet<string> = new Set(['EXECUTED', 'DONE_TRADE_EXECUTED']);

/** A good-till-cancelled order lives at most about 60 days; a year is generous. */
const LONGEST_LIFE_MS = 366 * 86_400_000;
/** Clocks of the platform's systems may disagree by a little. */
const SKEW_MS = 60_000;

/**
 * The execution time: only for an executed or partly filled order, only when plausible (after
 * it was placed and within a year of it), so everything else is "no execution time", never 1970
 * or 2037. Without a placed time only a millisecond value counts: a 10-digit value alone is
 * exactly the garbage the platform has been seen to send.
 */
export const executedAtOf = (value: unknown, status: string | null, placedAt: number | null): number | null => {
  if (status === null || !(EXECUTED_STATUSES.has(status) || isPartlyFilled(status))) return null;
  const number = readNumber(value);
  if (number === undefined) return null;
  const ms = orderMs(number);
  if (ms === null) return null;
  if (placedAt === null) return number >= 1e11 ? ms : null;
  return ms >= placedAt - SKEW_MS && ms <= placedAt + LONGEST_LIFE_MS ? ms : null;
};
