/**
 * The US equity and options exchanges' full-day holidays, by the rules the NYSE publishes (the
 * options exchanges follow the same calendar): New Year's Day, Martin Luther King Jr. Day,
 * Washington's Birthday, Good Friday, Memorial Day, Juneteenth, Independence Day, Labor Day,
 * Thanksgiving and Christmas. A holiday on a Sunday is kept on the Monday after; one on a
 * Saturday on the Friday before, except New Year's Day, which is then not kept at all (its Friday
 * is December 31 of the year before, the last trading day of a year, which the exchange keeps
 * open). Unforeseeable closings (a national day of mourning) are not in any rule and not here.
 */

const DAY_MS = 86_400_000;

/** A calendar day. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Day of the week, Sunday = 0 ... Saturday = 6. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) return 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7) + 7 * (n - 1);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return last - ((weekdayOf(year, month, last) - weekday + 7) % 7);
}

/** Easter Sunday of a year (the anonymous Gregorian computus). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** A fixed-date holiday moved off the weekend: Saturday to Friday, Sunday to Monday. */
function observed(year: number, month: number, day: number): CalendarDay {
  const weekday = weekdayOf(year, month, day);
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  const date = new Date(Date.UTC(year, month - 1, day + shift));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The exchange holidays of a year, in date order, with their names. */
export function marketHolidays(year: number): (CalendarDay & { name: string })[] {
  const easter = easterSunday(year);
  const goodFriday = new Date(Date.UTC(year, easter.month - 1, easter.day - 2));
  const list: (CalendarDay & { name: string })[] = [];
  // New Year's Day on a Saturday is not kept (see above); on a Sunday, on Monday the 2nd.
  if (weekdayOf(year, 1, 1) !== 6) list.push({ ...observed(year, 1, 1), name: "New Year's Day" });
  list.push({ year, month: 1, day: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' });
  list.push({ year, month: 2, day: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" });
  list.push({ year, month: goodFriday.getUTCMonth() + 1, day: goodFriday.getUTCDate(), name: 'Good Friday' });
  list.push({ year, month: 5, day: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' });
  // Juneteenth National Independence Day is an exchange holiday from 2022 on.
  if (year >= 2022) list.push({ ...observed(year, 6, 19), name: 'Juneteenth' });
  list.push({ ...observed(year, 7, 4), name: 'Independence Day' });
  list.push({ year, month: 9, day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' });
  list.push({ year, month: 11, day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' });
  list.push({ ...observed(year, 12, 25), name: 'Christmas Day' });
  return list;
}

const cache = new Map<number, ReadonlySet<number>>();

const dayKey = (year: number, month: number, day: number): number => year * 10_000 + month * 100 + day;

/** Whether the exchanges are closed for a holiday on this day. */
export function isMarketHoliday(year: number, month: number, day: number): boolean {
  let days = cache.get(year);
  if (days === undefined) {
    days = new Set(marketHolidays(year).map((holiday) => dayKey(holiday.year, holiday.month, holiday.day)));
    if (cache.size > 64) cache.clear();
    cache.set(year, days);
  }
  return days.has(dayKey(year, month, day));
}

/** Whether the exchanges trade on this day: a weekday that is not a holiday. */
export function isTradingDay(year: number, month: number, day: number): boolean {
  const weekday = weekdayOf(year, month, day);
  return weekday !== 0 && weekday !== 6 && !isMarketHoliday(year, month, day);
}

/** The trading day on or before a day (an expiry on a closed day moves to the day before). */
export function tradingDayOnOrBefore(year: number, month: number, day: number): CalendarDay {
  let at = Date.UTC(year, month - 1, day);
  for (;;) {
    const date = new Date(at);
    const parts = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (isTradingDay(parts.year, parts.month, parts.day)) return parts;
    at -= DAY_MS;
  }
}
