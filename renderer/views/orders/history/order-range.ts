/**
 * The range of orders the view shows: Today (live, the watcher), or a window of history (not
 * live; fetched with `orders:history` and refreshed on request). Every range is a span of New
 * York calendar days: "yesterday" is the New York day before today's, never 24 hours ago (on a
 * DST change a day lasts 23 or 25 hours), and "this month" starts on the 1st in New York.
 */
import { calendarDayNumber } from '../../../../shared/domain/calendar.ts';
import type { ApiGeneration } from '../../../../shared/environments.ts';
import { newYorkDate } from '../../../../shared/domain/market-time.ts';

export const RANGE_KINDS = ['today', 'yesterday', 'last7', 'month', 'custom'] as const;
/** Which range the control has picked. */
export type RangeKind = (typeof RANGE_KINDS)[number];

export const RANGE_LABELS: Readonly<Record<RangeKind, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  month: 'This month',
  custom: 'Custom…',
};

/** A picked range; `from` and `to` (ISO New York days) only for a custom one. */
export type OrderRange = { kind: Exclude<RangeKind, 'custom'> } | { kind: 'custom'; from: string; to: string };

/** The first and last New York day of a range, inclusive, as `YYYY-MM-DD`. */
export interface RangeDates {
  from: string;
  to: string;
}

/** The provider keeps two years of history. */
export const HISTORY_YEARS = 2;

const MS_PER_DAY = 86_400_000;

/** The ISO date `days` calendar days after `iso` (negative goes back); pure date arithmetic, no zone. */
export function addDays(iso: string, days: number): string {
  return new Date((calendarDayNumber(iso) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The same day `years` years earlier (29 February falls back to the 28th). */
export function yearsBefore(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) - years;
  const candidate = `${String(year).padStart(4, '0')}${iso.slice(4)}`;
  return iso.slice(5) === '02-29' && !isLeapYear(year) ? `${candidate.slice(0, 8)}28` : candidate;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days a range spans at `nowMs` (a custom range is taken as given; check it with `customRangeProblem`). */
export function rangeDates(range: OrderRange, nowMs: number): RangeDates {
  const today = newYorkDate(nowMs);
  switch (range.kind) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { from: range.from, to: range.to };
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (iso: string): boolean => ISO_DAY.test(iso) && addDays(iso, 0) === iso;

/**
 * What is wrong with a typed custom range at `nowMs`, in words, or `null` when it is fine: both
 * days real, `from` not after `to`, `to` not after today (New York), and `from` within the two
 * years of history the provider keeps.
 */
export function customRangeProblem(from: string, to: string, nowMs: number): string | null {
  if (!realDay(from)) return 'The first day is not a date.';
  if (!realDay(to)) return 'The last day is not a date.';
  if (from > to) return 'The first day comes after the last day.';
  const today = newYorkDate(nowMs);
  if (to > today) return `The last day is after today (${today}, New York).`;
  const oldest = yearsBefore(today, HISTORY_YEARS);
  if (from < oldest) return `The brokerage keeps two years of orders: the first day can be ${oldest} at the earliest.`;
  return null;
}

/** The days a custom range may span at `nowMs`: two years back to today, New York (the date inputs' min and max). */
export function customRangeLimits(nowMs: number): { min: string; max: string } {
  const today = newYorkDate(nowMs);
  return { min: yearsBefore(today, HISTORY_YEARS), max: today };
}

/** Why a range cannot be picked on a generation, or `null` when it can: the legacy API lists today's orders only. */
export const rangeUnavailable = (kind: RangeKind, generation: ApiGeneration): string | null =>
  kind === 'today' || generation === 'v1' ? null : 'Order history needs the current API (v1): the legacy API lists only today’s orders.';

/** The range in force on a generation: a window of history picked on v1 falls back to Today on legacy. */
export const rangeOn = (range: OrderRange, generation: ApiGeneration): OrderRange =>
  rangeUnavailable(range.kind, generation) === null ? range : { kind: 'today' };

/** "Today", "Last 7 days (2026-11-17 – 2026-11-23)", "2026-11-01 – 2026-11-23". */
export function rangeWords(range: OrderRange, dates: RangeDates): string {
  const span = dates.from === dates.to ? dates.from : `${dates.from} – ${dates.to}`;
  if (range.kind === 'today') return 'Today';
  if (range.kind === 'custom') return span;
  return `${RANGE_LABELS[range.kind]} (${span})`;
}
