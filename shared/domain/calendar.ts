/**
 * Calendar dates as ISO `YYYY-MM-DD` strings, and "today" on the market's clock. Expiries are
 * calendar days, not instants, and the trading day is US Eastern (spec 4.3), so days to expiry
 * count from the Eastern date of "now", never from the machine's local date.
 */
import { MARKET_TIME_ZONE } from '../spec-constants.ts';

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

const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The ISO date in US Eastern time of an epoch-milliseconds instant. */
export const easternIsoDate = (epochMs: number): string => {
  let year = '';
  let month = '';
  let day = '';
  for (const part of easternParts.formatToParts(epochMs)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
};

const utcDayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / MS_PER_DAY;

/**
 * Whole calendar days from the Eastern date of `nowMs` to the ISO date `expiry`: 0 on the day of
 * expiry, negative once it has passed (the sandbox's stored chains expired long ago).
 */
export const daysUntil = (expiry: string, nowMs: number): number =>
  utcDayNumber(expiry) - utcDayNumber(easternIsoDate(nowMs));
