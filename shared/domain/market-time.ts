/**
 * Market time: every New York time question the client asks, answered in one place. The trading
 * day, expiries and token expiry (spec 3.2, 4.3) are US Eastern, not the machine's zone, and daylight
 * saving moves the UTC instant of New York midnight, so offsets come from the time zone database
 * through Intl, never from a fixed number of hours. One formatter, created when the module loads,
 * reads an instant's parts; every format is assembled from them, so nothing is built per call.
 * (The demo broker keeps its own copy on purpose: it plays the provider, not the client.)
 */
import { MARKET_TIME_ZONE } from '../spec-constants.ts';
import { calendarDayNumber, isoDate } from './calendar.ts';

/** The wall clock in New York at an instant: month 1-12, hour 0-23, zone "EST" or "EDT". */
export interface NewYorkParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly zone: string;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  timeZoneName: 'short',
});

/** The New York wall clock at `epochMs`. */
export function newYorkParts(epochMs: number): NewYorkParts {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let zone = '';
  for (const part of partsFormat.formatToParts(epochMs)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    // Some engines say 24 for the midnight that opens a day, even in a 0-23 cycle.
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
    else if (part.type === 'second') second = Number(part.value);
    else if (part.type === 'timeZoneName') zone = part.value;
  }
  return { year, month, day, hour, minute, second, zone };
}

const two = (n: number): string => String(n).padStart(2, '0');

const dateOf = (p: NewYorkParts): string => `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}`;
const clockOf = (p: NewYorkParts): string => `${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;

/** "2026-06-10": the New York calendar date at `epochMs`, the trading day's "today". */
export function newYorkDate(epochMs: number): string {
  return dateOf(newYorkParts(epochMs));
}

/** New York's offset from UTC at an instant, in milliseconds (-4 h in summer, -5 h in winter). */
function offsetAt(epochMs: number): number {
  const p = newYorkParts(epochMs);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant of a New York midnight given as its wall reading in UTC (Date.UTC of the date).
 * Midnight is never in a DST gap in New York (changes happen at 02:00), so two offset passes
 * suffice: the first guess can sit on the other side of a change, the second cannot.
 */
function midnightInstant(wallAsUtc: number): number {
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  return wallAsUtc - offsetAt(guess);
}

/** The first New York midnight strictly after `epochMs`: when an access token dies (spec 3.2). */
export function nextNewYorkMidnight(epochMs: number): number {
  const p = newYorkParts(epochMs);
  // Date.UTC rolls day 32 over into the next month, and month 13 into the next year.
  return midnightInstant(Date.UTC(p.year, p.month - 1, p.day + 1));
}

/** The New York midnight that opened the day `epochMs` falls in (23 or 25 hours before the next on DST days). */
export function newYorkDayStart(epochMs: number): number {
  const p = newYorkParts(epochMs);
  return midnightInstant(Date.UTC(p.year, p.month - 1, p.day));
}

/**
 * The instant of 16:00 New York on the ISO date `expiry` ("2027-03-19"): when the options of
 * that expiry stop trading, the end of the time the option model counts. Null for a date that does
 * not parse. No DST change happens in a New York afternoon, so midnight plus 16 hours is exact.
 */
export function newYorkCloseOf(expiry: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(expiry);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (isoDate(year, month, day) === null) return null;
  return midnightInstant(Date.UTC(year, month - 1, day)) + 16 * 3_600_000;
}

/** "14:03:07": the time of day in New York. */
export function formatNewYorkClock(epochMs: number): string {
  return clockOf(newYorkParts(epochMs));
}

/** "2026-06-10 14:03:07": an unambiguous, sortable New York stamp (files, CSV). */
export function formatNewYorkStamp(epochMs: number): string {
  const p = newYorkParts(epochMs);
  return `${dateOf(p)} ${clockOf(p)}`;
}

/** "00:00 EST": hours and minutes in New York with the zone's name. */
export function formatNewYorkTime(epochMs: number): string {
  const p = newYorkParts(epochMs);
  return `${two(p.hour)}:${two(p.minute)} ${p.zone}`;
}

/** "06/11/2026, 00:00 EDT": the date (US order) and time in New York, as the command line prints it. */
export function formatNewYorkDateTime(epochMs: number): string {
  const p = newYorkParts(epochMs);
  return `${two(p.month)}/${two(p.day)}/${String(p.year).padStart(4, '0')}, ${two(p.hour)}:${two(p.minute)} ${p.zone}`;
}

/**
 * Whole calendar days from the New York date of `nowMs` to the ISO date `expiry`: 0 on the day of
 * expiry, negative once it has passed (the sandbox's stored chains expired long ago).
 */
export function daysToExpiry(expiry: string, nowMs: number): number {
  return calendarDayNumber(expiry) - calendarDayNumber(newYorkDate(nowMs));
}
