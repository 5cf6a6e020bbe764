/**
 * The expiries the current-API market lists: weeklies every Friday for eight weeks, monthlies on
 * the third Friday for twelve months, quarterlies on the last weekday of March, June, September and
 * December for four quarters, and January monthlies two years out (LEAPS). An expiry is listed
 * until 16:00 Eastern of its day, measured at the market instant, so Friday's weekly disappears
 * with Friday's close and does not come back over the weekend.
 */
import { easternMidnight, easternParts } from '../eastern-time.ts';
import { isQuarterMonth, lastWeekday, thirdFriday } from './expiry-calendar.ts';

/** The expiry types this market lists (the platform has more: DAILY, VIX, MONTHEND...). */
export type V1ExpiryType = 'WEEKLY' | 'MONTHLY' | 'QUARTERLY';

/** One listed expiry date. */
export interface V1Expiry {
  year: number;
  month: number;
  day: number;
  expiryType: V1ExpiryType;
  /** Epoch ms of 16:00 Eastern on that day: when it expires. */
  expiresAt: number;
}

const DAY_MS = 86_400_000;
const WEEKLY_WEEKS = 8;
const MONTHLY_MONTHS = 12;
const LEAP_YEARS = 2;

function expiry(year: number, month: number, day: number, expiryType: V1ExpiryType): V1Expiry {
  return { year, month, day, expiryType, expiresAt: easternMidnight(year, month, day) + 16 * 3_600_000 };
}

function key(year: number, month: number, day: number): number {
  return year * 10_000 + month * 100 + day;
}

/** Every expiry listed at a market instant, ascending. */
export function listedExpiries(instant: number): V1Expiry[] {
  const today = easternParts(instant);
  const byDate = new Map<number, V1Expiry>();
  const add = (item: V1Expiry): void => {
    if (item.expiresAt > instant) byDate.set(key(item.year, item.month, item.day), item);
  };
  const base = Date.UTC(today.year, today.month - 1, today.day);
  const toFriday = (5 - new Date(base).getUTCDay() + 7) % 7;
  for (let week = 0; week < WEEKLY_WEEKS; week += 1) {
    const date = new Date(base + (toFriday + 7 * week) * DAY_MS);
    add(expiry(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 'WEEKLY'));
  }
  for (let offset = 0; offset <= MONTHLY_MONTHS; offset += 1) {
    const year = today.year + Math.floor((today.month - 1 + offset) / 12);
    const month = ((today.month - 1 + offset) % 12) + 1;
    if (offset < MONTHLY_MONTHS) add(expiry(year, month, thirdFriday(year, month), 'MONTHLY'));
    if (isQuarterMonth(month) && offset < MONTHLY_MONTHS) add(expiry(year, month, lastWeekday(year, month), 'QUARTERLY'));
  }
  for (let leap = 1; leap <= LEAP_YEARS; leap += 1) add(expiry(today.year + leap, 1, thirdFriday(today.year + leap, 1), 'MONTHLY'));
  return [...byDate.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}

/** Years from an instant to an expiry (calendar years of 365 days). */
export function yearsToExpiry(item: V1Expiry, instant: number): number {
  return (item.expiresAt - instant) / (365 * DAY_MS);
}
