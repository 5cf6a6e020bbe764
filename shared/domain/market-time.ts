/**
 * Market time: every New York time question the client asks, answered in one place. The trading
 * day, expiries and token expiry (docs/platform/wire-and-errors.md, "Times") are US Eastern, not
 * the machine's zone, and daylight saving moves the UTC instant of New York midnight, so offsets
 * come from the time zone database through Intl, never from a fixed number of hours. One formatter,
 * created when the module loads, reads each UTC hour's offset once; an instant's parts are
 * arithmetic on it, and every format is assembled from them, so nothing is built per call. (The
 * demo broker keeps its own copy on purpose: it plays the provider, not the client.)
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

/** The wall clock at `epochMs` as the formatter reads it (about 4 µs a call in Node 22). */
function readParts(epochMs: number): NewYorkParts {
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

const HOUR_MS = 3_600_000;
/** Hours whose offset is known, at most: a two-year history asks about 17,500. */
const HOURS_KEPT = 32_768;
/** New York's offset from UTC (ms) and the zone's name, by UTC hour (epoch ms / 1 h, floored). */
const hourOffsets = new Map<number, { offset: number; zone: string }>();

/**
 * The offset and zone name of the UTC hour `epochMs` falls in, read once per hour. New York's
 * offset is a whole number of hours and changes only at 02:00 local time (06:00 or 07:00 UTC):
 * since the standard zone began (1883-11-18, 17:00 UTC) it never changes inside a UTC hour.
 */
function hourOffset(epochMs: number): { offset: number; zone: string } {
  const key = Math.floor(epochMs / HOUR_MS);
  let known = hourOffsets.get(key);
  if (known === undefined) {
    const start = key * HOUR_MS;
    const p = readParts(start);
    const wall = new Date(0);
    wall.setUTCFullYear(p.year, p.month - 1, p.day);
    wall.setUTCHours(p.hour, p.minute, p.second, 0);
    known = { offset: wall.getTime() - start, zone: p.zone };
    if (hourOffsets.size >= HOURS_KEPT) hourOffsets.clear();
    hourOffsets.set(key, known);
  }
  return known;
}

/**
 * The New York wall clock at `epochMs`: the formatter is read once per UTC hour (the offset and
 * the zone's name), the rest is arithmetic, so rendering a thousand times of one day costs a map
 * lookup each rather than a formatter call.
 */
export function newYorkParts(epochMs: number): NewYorkParts {
  const { offset, zone } = hourOffset(epochMs);
  const wall = new Date(epochMs + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    zone,
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

const dateOf = (p: NewYorkParts): string => `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}`;
const clockOf = (p: NewYorkParts): string => `${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;

/** "2026-06-10": the New York calendar date at `epochMs`, the trading day's "today". */
export function newYorkDate(epochMs: number): string {
  return dateOf(newYorkParts(epochMs));
}

/** New York's offset from UTC at an instant, in milliseconds (-4 h in summer, -5 h in winter). */
const offsetAt = (epochMs: number): number => hourOffset(epochMs).offset;

/**
 * The instant of a New York midnight given as its wall reading in UTC (Date.UTC of the date).
 * Midnight is never in a DST gap in New York (changes happen at 02:00), so two offset passes
 * suffice: the first guess can sit on the other side of a change, the second cannot.
 */
function midnightInstant(wallAsUtc: number): number {
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  return wallAsUtc - offsetAt(guess);
}

/** The first New York midnight strictly after `epochMs`: when an access token dies (docs/platform/oauth.md). */
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
