/**
 * Option expiry dates: the standard monthly expiry on the third Friday, and in the quarter months
 * (March, June, September, December) a quarterly expiry on the last weekday of the month.
 * Exchange holidays are ignored: the demo only needs plausible dates.
 */
import type { ExpiryType } from '../../shared/spec-constants.ts';

/** One expiry date in a month. */
export interface Expiry {
  year: number;
  month: number;
  day: number;
  expiryType: ExpiryType;
}

function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Day of month of the third Friday. */
export function thirdFriday(year: number, month: number): number {
  const firstFriday = 1 + ((5 - weekday(year, month, 1) + 7) % 7);
  return firstFriday + 14;
}

/** Day of month of the last Monday-to-Friday day. */
export function lastWeekday(year: number, month: number): number {
  let day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  while (weekday(year, month, day) === 0 || weekday(year, month, day) === 6) day -= 1;
  return day;
}

/** Whether a month carries a quarterly expiry. */
export function isQuarterMonth(month: number): boolean {
  return month % 3 === 0;
}

/** The expiries of a month in date order. */
export function expiriesInMonth(year: number, month: number): Expiry[] {
  const expiries: Expiry[] = [{ year, month, day: thirdFriday(year, month), expiryType: 'MONTHLY' }];
  if (isQuarterMonth(month)) expiries.push({ year, month, day: lastWeekday(year, month), expiryType: 'QUARTERLY' });
  return expiries;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Strike as the platform writes it in option symbols: whole dollars bare, otherwise cents. */
export function formatStrike(strike: number): string {
  return Number.isInteger(strike) ? String(strike) : strike.toFixed(2);
}

/**
 * Option symbol of spec 2.2: symbol, expiry date, strike, Call or Put, then `q` for a quarterly
 * expiry (nothing for monthly), e.g. `IBM Jan 20 '17 $150 Call` or `IBM Mar 31 '17 $152.50 Put q`.
 */
export function optionSymbol(root: string, expiry: Expiry, strike: number, callPut: 'CALL' | 'PUT'): string {
  const month = MONTH_NAMES[expiry.month - 1] ?? '???';
  const day = String(expiry.day).padStart(2, '0');
  const year = String(expiry.year % 100).padStart(2, '0');
  const side = callPut === 'CALL' ? 'Call' : 'Put';
  const suffix = expiry.expiryType === 'QUARTERLY' ? ' q' : '';
  return `${root} ${month} ${day} '${year} $${formatStrike(strike)} ${side}${suffix}`;
}
