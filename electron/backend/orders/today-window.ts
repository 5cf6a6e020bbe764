/**
 * "Today's orders" on the current API (v1), which has no today mode (provider v1 notes, "List
 * orders"). THE RULE, in one place:
 *
 * 1. The day is the New York calendar day of the clock (DST-correct: market-time.ts).
 * 2. Ask the window `fromDate` = yesterday, `toDate` = today (New York days). The notes leave
 *    `fromDate == toDate` unconfirmed, and "toDate should be greater than fromDate": a two-day
 *    window is always accepted. Orders come newest first, so paging stops at the first page that
 *    reaches before today (every later page is older still), and orders placed yesterday are dropped.
 * 3. Ask `status=OPEN` over the longest window (two years ending today): still-open orders placed
 *    on an earlier day (good-till-cancelled) belong on today's book too.
 * 4. An earlier-day order that was open at the last refresh and is in neither answer has just left
 *    OPEN (executed, cancelled, expired today): it is fetched once by the single-order call and kept
 *    for the rest of the day, so its transition is seen and notified instead of it vanishing.
 * So a refresh costs 2 requests on a day of up to 100 orders (one page each), plus one per older
 * order that changes status, against the Orders budget (17,800 an hour).
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
