/**
 * Option expiry dates as the exchanges list them: the standard monthly expiry on the third Friday,
 * and for the underliers that have them (the index and the broad ETFs) a quarterly expiry on the
 * last trading day of March, June, September and December. An expiry that falls on an exchange
 * holiday moves to the trading day before (a Friday holiday, such as Good Friday or Juneteenth,
 * moves it to the Thursday), so none is ever on a day the market is closed.
 */
import type { ExpiryType } from '../../shared/spec-constants.ts';
import { tradingDayOnOrBefore, weekdayOf } from './market-holidays.ts';
import type { Listing } from './underlier-table.ts';

/** One expiry date in a month. */
export interface Expiry {
  year: number;
  month: number;
  day: number;
  expiryType: ExpiryType;
}

/** Day of month of the third Friday. */
export function thirdFriday(year: number, month: number): number {
  const firstFriday = 1 + ((5 - weekdayOf(year, month, 1) + 7) % 7);
  return firstFriday + 14;
}

/** Day of month of the standard monthly expiry: the third Friday, or the trading day before it when that Friday is a holiday. */
export function monthlyExpiryDay(year: number, month: number): number {
  return tradingDayOnOrBefore(year, month, thirdFriday(year, month)).day;
}

/** Day of month of the last trading day (a weekday that is not an exchange holiday). */
export function lastTradingDay(year: number, month: number): number {
  return tradingDayOnOrBefore(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate()).day;
}

/** Whether a month carries a quarterly expiry. */
export function isQuarterMonth(month: number): boolean {
  return month % 3 === 0;
}

/** The monthly and quarterly expiries of a month in date order (quarterlies where `listing` has them). */
export function expiriesInMonth(year: number, month: number, listing: Pick<Listing, 'quarterlies'>): Expiry[] {
  const expiries: Expiry[] = [{ year, month, day: monthlyExpiryDay(year, month), expiryType: 'MONTHLY' }];
  if (listing.quarterlies && isQuarterMonth(month)) expiries.push({ year, month, day: lastTradingDay(year, month), expiryType: 'QUARTERLY' });
  return expiries;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Strike as the platform writes it in option symbols: whole dollars bare, otherwise cents. */
export function formatStrike(strike: number): string {
  return Number.isInteger(strike) ? String(strike) : strike.toFixed(2);
}

/**
 * The legacy option symbol (docs/platform/legacy-api.md, "Option chains"): symbol, expiry date,
 * strike, Call or Put, then `q` for a quarterly expiry (nothing for monthly), e.g.
 * `IBM Jan 20 '17 $150 Call` or `IBM Mar 31 '17 $152.50 Put q`.
 */
export function optionSymbol(root: string, expiry: Expiry, strike: number, callPut: 'CALL' | 'PUT'): string {
  const month = MONTH_NAMES[expiry.month - 1] ?? '???';
  const day = String(expiry.day).padStart(2, '0');
  const year = String(expiry.year % 100).padStart(2, '0');
  const side = callPut === 'CALL' ? 'Call' : 'Put';
  const suffix = expiry.expiryType === 'QUARTERLY' ? ' q' : '';
  return `${root} ${month} ${day} '${year} $${formatStrike(strike)} ${side}${suffix}`;
}
