/**
 * Calendar dates as ISO `YYYY-MM-DD` strings. Expiries are calendar days, not instants: they are
 * checked and read here without any time zone (which day it is *now* in New York is market time,
 * `market-time.ts`).
 */

const MS_PER_DAY = 86_400_000;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * The ISO date of a year, month (1-12) and day, or `null` when they do not name a real day
 * (month 13, 30 February, a two-digit year).
 */
export const isoDate = (year: number, month: number, day: number): string | null => {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  // Date.UTC rolls 30 February over into March; a day that rolls over is not a real day.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
};

/** Days since 1970-01-01 of an ISO date: differences of two are whole calendar days, DST or not. */
export const calendarDayNumber = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / MS_PER_DAY;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Fri, Mar 19, 2027" from "2027-03-19", or `null` when the text is not a real ISO day. Pure
 * arithmetic: a calendar day reads the same in every zone.
 */
export function formatCalendarDay(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (isoDate(year, month, day) === null) return null;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday] ?? ''}, ${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** "Jul 17 '26" from an ISO day, the way an option's expiry is written; the text is kept when it is not one, "—" when not given. */
export function formatShortExpiry(iso: string | null): string {
  if (iso === null) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (match === null) return iso;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)} '${year.slice(2)}`;
}
