/**
 * US Eastern calendar arithmetic (America/New_York, DST-correct) through Intl, so the tz database
 * of the runtime decides when daylight saving starts and ends.
 */
import { MARKET_TIME_ZONE } from '../shared/spec-constants.ts';

const DAY_MS = 86_400_000;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Wall-clock fields of an instant in US Eastern time. */
export interface EasternParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The US Eastern wall-clock reading of an epoch-millisecond instant. */
export function easternParts(ms: number): EasternParts {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of Eastern wall time from UTC at an instant, in ms (-4 h in summer, -5 h in winter). */
export function easternOffsetMs(ms: number): number {
  const p = easternParts(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of 00:00 Eastern on a calendar date (month 1-12; day may overflow, like Date.UTC).
 * Midnight is never inside a DST jump (those happen at 02:00), so the offset one hour after the
 * UTC-5 guess is the offset at midnight itself.
 */
export function easternMidnight(year: number, month: number, day: number): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const offset = easternOffsetMs(utcMidnight + 5 * 3_600_000);
  return utcMidnight - offset;
}

/** The first Eastern midnight strictly after an instant: when an access token expires. */
export function nextEasternMidnight(ms: number): number {
  const p = easternParts(ms);
  return easternMidnight(p.year, p.month, p.day + 1);
}

/** The Eastern midnight that starts the day containing an instant. */
export function easternDayStart(ms: number): number {
  const p = easternParts(ms);
  return easternMidnight(p.year, p.month, p.day);
}

/** Days since 1970-01-01 of the Eastern calendar date containing an instant (a stable day key). */
export function easternDayNumber(ms: number): number {
  const p = easternParts(ms);
  return Math.round(Date.UTC(p.year, p.month - 1, p.day) / DAY_MS);
}
