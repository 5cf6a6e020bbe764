/**
 * Access tokens expire at midnight US Eastern time (spec 3.2). The UTC instant of that midnight
 * moves with daylight saving time, so it is computed from the time zone database through Intl,
 * never from a fixed offset.
 */
import { MARKET_TIME_ZONE } from '../../../shared/spec-constants.ts';

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading in New York at an instant. */
export function easternWallClock(epochMs: number): WallClock {
  const reading: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') reading[part.type] = Number(part.value);
  }
  return {
    year: reading.year ?? 0,
    month: reading.month ?? 0,
    day: reading.day ?? 0,
    hour: reading.hour ?? 0,
    minute: reading.minute ?? 0,
    second: reading.second ?? 0,
  };
}

/** New York's offset from UTC at an instant, in milliseconds (-4 h in summer, -5 h in winter). */
function easternOffsetMs(epochMs: number): number {
  const wall = easternWallClock(epochMs);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The first midnight in New York strictly after `epochMs`, as epoch milliseconds. Midnight is
 * never inside a DST gap in New York (changes happen at 2:00), so one offset correction suffices;
 * the second pass covers the day whose midnight has a different offset from `epochMs` itself.
 */
export function nextEasternMidnight(epochMs: number): number {
  const wall = easternWallClock(epochMs);
  // Date.UTC rolls day 32 over into the next month, and month 13 into the next year.
  const nextMidnightWall = Date.UTC(wall.year, wall.month - 1, wall.day + 1);
  let instant = nextMidnightWall - easternOffsetMs(epochMs);
  instant = nextMidnightWall - easternOffsetMs(instant);
  return instant;
}

/** The New York calendar date (YYYY-MM-DD) at an instant: "today" for the trading day. */
export function easternDate(epochMs: number): string {
  const wall = easternWallClock(epochMs);
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}
