/**
 * Which expiries to offer when the named day has none: the provider's list around it. (The one
 * `chain` asks for when none is named is `nearestExpiry`, shared with the app.)
 */
import { calendarDayNumber, formatCalendarDay } from '../../shared/domain/calendar.ts';
import type { ExpiryDate } from '../../shared/domain/expiries.ts';

const byDate = (expiries: readonly ExpiryDate[]): ExpiryDate[] => [...expiries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

const weekday = (date: string): string => formatCalendarDay(date)?.slice(0, 3) ?? '';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2026-11-27 (Fri, 1 day before)". */
function offered(expiry: ExpiryDate, asked: string): string {
  const days = calendarDayNumber(expiry.date) - calendarDayNumber(asked);
  return `${expiry.date} (${weekday(expiry.date)}, ${plural(Math.abs(days), 'day')} ${days < 0 ? 'before' : 'after'})`;
}

/**
 * The sentence for a day the provider lists no expiry on, naming the expiries just before and
 * after it; null when the day is listed (the provider refused something else).
 */
export function noExpiryOn(symbol: string, asked: string, expiries: readonly ExpiryDate[]): string | null {
  const sorted = byDate(expiries);
  if (sorted.some((expiry) => expiry.date === asked)) return null;
  const before = sorted.filter((expiry) => expiry.date < asked).at(-1);
  const after = sorted.find((expiry) => expiry.date > asked);
  const near = [before, after].filter((expiry): expiry is ExpiryDate => expiry !== undefined).map((expiry) => offered(expiry, asked));
  const day = formatCalendarDay(asked) ?? asked;
  const offer = near.length === 0 ? `The provider lists no expiries for ${symbol}.` : `The nearest: ${near.join(' and ')}.`;
  return `No ${symbol} options expire on ${day}. ${offer} \`strikeboard expiries --symbol ${symbol}\` lists them all.`;
}
