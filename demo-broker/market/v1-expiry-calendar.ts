/**
 * The expiries the current-API market lists for an underlier: weeklies every Friday for eight
 * weeks, monthlies on the third Friday for twelve months, January monthlies one and two years out
 * (LEAPS), and where the underlier has them quarterlies on the last trading day of March, June,
 * September and December for four quarters and end-of-month expiries on the last trading day of
 * the next six months, and for SPX, SPY and QQQ an expiry every trading day for three weeks (the
 * dailies: today's is the 0DTE). An expiry on an exchange holiday moves to the trading day before, so a
 * Good Friday weekly expires on the Thursday. One date is listed once, under the first of
 * monthly, quarterly, month-end, weekly and daily that it is. An expiry is listed until 16:00 Eastern of
 * its day, measured at the market instant, so Friday's weekly disappears with Friday's close and
 * does not come back over the weekend.
 */
import { easternMidnight, easternParts } from '../eastern-time.ts';
import { isQuarterMonth, lastTradingDay, monthlyExpiryDay } from './expiry-calendar.ts';
import { isTradingDay, tradingDayOnOrBefore } from './market-holidays.ts';
import type { Listing } from './underlier-table.ts';

/** The expiry types this market lists (the platform has more: VIX...). */
export type V1ExpiryType = 'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'MONTHEND' | 'DAILY';

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
const MONTH_END_MONTHS = 6;
const LEAP_YEARS = 2;
/** Which type a date shared by two kinds of expiry is listed as: the lower rank. */
const RANK: Readonly<Record<V1ExpiryType, number>> = { MONTHLY: 0, QUARTERLY: 1, MONTHEND: 2, WEEKLY: 3, DAILY: 4 };
/** Trading days ahead that carry a daily expiry (today's, the 0DTE, while it trades). */
const DAILY_DAYS = 15;

function expiry(year: number, month: number, day: number, expiryType: V1ExpiryType): V1Expiry {
  return { year, month, day, expiryType, expiresAt: easternMidnight(year, month, day) + 16 * 3_600_000 };
}

function key(year: number, month: number, day: number): number {
  return year * 10_000 + month * 100 + day;
}

/** Every expiry an underlier with `listing` has at a market instant, ascending. */
export function listedExpiries(instant: number, listing: Listing): V1Expiry[] {
  const today = easternParts(instant);
  const byDate = new Map<number, V1Expiry>();
  const add = (item: V1Expiry): void => {
    if (item.expiresAt <= instant) return;
    const id = key(item.year, item.month, item.day);
    const listed = byDate.get(id);
    if (listed === undefined || RANK[item.expiryType] < RANK[listed.expiryType]) byDate.set(id, item);
  };
  if (listing.weeklies) {
    const base = Date.UTC(today.year, today.month - 1, today.day);
    const toFriday = (5 - new Date(base).getUTCDay() + 7) % 7;
    for (let week = 0; week < WEEKLY_WEEKS; week += 1) {
      const friday = new Date(base + (toFriday + 7 * week) * DAY_MS);
      const day = tradingDayOnOrBefore(friday.getUTCFullYear(), friday.getUTCMonth() + 1, friday.getUTCDate());
      add(expiry(day.year, day.month, day.day, 'WEEKLY'));
    }
  }
  if (listing.dailies) {
    // Every trading day from today on (today's until its close), as SPXW, SPY and QQQ list them.
    const base = Date.UTC(today.year, today.month - 1, today.day);
    for (let ahead = 0, found = 0; found < DAILY_DAYS && ahead < 3 * DAILY_DAYS; ahead += 1) {
      const date = new Date(base + ahead * DAY_MS);
      if (!isTradingDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())) continue;
      found += 1;
      add(expiry(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 'DAILY'));
    }
  }
  for (let offset = 0; offset < MONTHLY_MONTHS; offset += 1) {
    const year = today.year + Math.floor((today.month - 1 + offset) / 12);
    const month = ((today.month - 1 + offset) % 12) + 1;
    add(expiry(year, month, monthlyExpiryDay(year, month), 'MONTHLY'));
    if (listing.quarterlies && isQuarterMonth(month)) add(expiry(year, month, lastTradingDay(year, month), 'QUARTERLY'));
    if (listing.monthEnd && offset < MONTH_END_MONTHS) add(expiry(year, month, lastTradingDay(year, month), 'MONTHEND'));
  }
  for (let leap = 1; leap <= LEAP_YEARS; leap += 1) add(expiry(today.year + leap, 1, monthlyExpiryDay(today.year + leap, 1), 'MONTHLY'));
  return [...byDate.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}

/** Years from an instant to an expiry (calendar years of 365 days). */
export function yearsToExpiry(item: V1Expiry, instant: number): number {
  return (item.expiresAt - instant) / (365 * DAY_MS);
}
