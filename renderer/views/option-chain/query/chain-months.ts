/**
 * Expiry months as the query form offers them: the coming 24 months, the current one first.
 * "Current" is the New York month, where listed options expire, not the user's local month.
 */
import { newYorkParts } from '../../../../shared/domain/market-time.ts';

/** A calendar month (1-12) of a year. */
export interface YearMonth {
  month: number;
  year: number;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The month it is in New York at `now`. */
export function easternMonth(now: number): YearMonth {
  const { month, year } = newYorkParts(now);
  return { month, year };
}

/** The month `delta` months after (or before) `from`. */
export function shiftMonth(from: YearMonth, delta: number): YearMonth {
  const index = from.year * 12 + (from.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "March 2027". */
export function monthLabel(at: YearMonth): string {
  return `${MONTH_NAMES[at.month - 1] ?? '?'} ${at.year}`;
}

/** "Mar 2027", for tight places such as buttons. */
export function shortMonthLabel(at: YearMonth): string {
  return `${(MONTH_NAMES[at.month - 1] ?? '?').slice(0, 3)} ${at.year}`;
}

/** The `count` months from the current New York month on. */
export function comingMonths(now: number, count = 24): YearMonth[] {
  const first = easternMonth(now);
  return Array.from({ length: count }, (_, i) => shiftMonth(first, i));
}

/** A stable key for a month, usable as a select value: "2027-03". */
export function monthKey(at: YearMonth): string {
  return `${at.year}-${String(at.month).padStart(2, '0')}`;
}

/** The inverse of monthKey; null for anything else. */
export function parseMonthKey(key: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}
