/**
 * "Today's orders" on the current API (v1), which has no today mode (docs/platform/current-api.md,
 * "Orders"). THE RULE, in one place:
 *
 * 1. The day is the New York calendar day of the clock (DST-correct: market-time.ts).
 * 2. Ask the window `fromDate` = yesterday, `toDate` = today (New York days). The platform leaves
 *    `fromDate == toDate` unconfirmed, and "toDate should be greater than fromDate": a two-day
 *    window is always accepted. Orders come newest first, so paging stops at the first page that
 *    reaches before today (every later page is older still), and orders placed yesterday are dropped.
 * 3. Ask `status=OPEN` over the longest window (two years ending today) on every refresh:
 *    still-open orders placed on an earlier day (good-till-cancelled) belong on today's book too.
 * 4. Ask `status=INDIVIDUAL_FILLS` over the same window on the day's first refresh (a fresh start
 *    would otherwise miss an older order that is already partly filled), and on every refresh
 *    while the book holds an older order that is working but not OPEN (one list ask instead of one
 *    single-order call per order).
 * 5. An earlier-day order that was still working at the last refresh (OPEN, partly filled:
 *    INDIVIDUAL_FILLS or PARTIAL, or CANCEL_REQUESTED) and is in none of the answers is asked by
 *    the single-order call on every refresh while it keeps working (it may fill further, a cancel
 *    may be refused); once it stops working (executed, cancelled, expired) it is kept for the rest
 *    of the day without asking again, so its transition is seen and notified instead of it vanishing.
 * So a refresh costs 2 requests on a day of up to 100 orders (one page each); 3 on the day's first
 * refresh and while an older order is working but not OPEN; plus one per older order that left
 * OPEN since the last refresh or sits in PARTIAL or CANCEL_REQUESTED, against the Orders budget
 * (17,800 an hour; 720 an hour at the default 10 s for 2 a refresh, 1,080 for 3).
 */
import { newYorkDate, newYorkDayStart } from '../../../shared/domain/market-time.ts';

/** The window of history that holds today's orders, and where today starts. */
export interface TodayWindow {
  /** Today, New York, YYYY-MM-DD. */
  today: string;
  /** Yesterday, New York: the window's `fromDate`. */
  from: string;
  /** Epoch ms of today's New York midnight: orders placed before it are not today's. */
  dayStart: number;
  /** Two years back from today (plus one day, to stay inside the provider's limit): the OPEN ask's `fromDate`. */
  openFrom: string;
}

/** The ISO date `days` days and `years` years after `iso` (calendar arithmetic, no time zone). */
export const shiftIsoDate = (iso: string, shift: { years?: number; days?: number }): string => {
  const year = Number(iso.slice(0, 4)) + (shift.years ?? 0);
  const month = Number(iso.slice(5, 7)) - 1;
  const day = Number(iso.slice(8, 10));
  // 29 February minus a year is 1 March: Date.UTC rolls over, which only narrows the window.
  const date = new Date(Date.UTC(year, month, day + (shift.days ?? 0)));
  return date.toISOString().slice(0, 10);
};

/** The longest history the provider keeps: a window may start no earlier than this before `to`. */
export const earliestFrom = (to: string): string => shiftIsoDate(to, { years: -2, days: 1 });

/** Today's window at `now` (epoch ms). */
export function todayWindow(now: number): TodayWindow {
  const dayStart = newYorkDayStart(now);
  const today = newYorkDate(now);
  // The last millisecond of yesterday is yesterday in New York, whether yesterday had 23, 24 or 25 hours.
  const from = newYorkDate(dayStart - 1);
  return { today, from, dayStart, openFrom: earliestFrom(today) };
}
