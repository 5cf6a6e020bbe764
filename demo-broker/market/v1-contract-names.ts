/**
 * How the current API names a contract: the OSI key (root padded with '-' to six characters,
 * yymmdd, C or P, strike x 1000 in eight digits: "AAPL--210129C00127000"), the display symbol
 * ("AAPL Jan 29 '21 $127 Call") and the quote-detail link (never followed by clients).
 */
import { formatStrike } from './expiry-calendar.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number): string => String(value).padStart(2, '0');

/** A calendar date of an expiry. */
export interface ExpiryDate {
  year: number;
  month: number;
  day: number;
}

/** The OSI key of a contract. */
export function osiKey(root: string, expiry: ExpiryDate, side: 'CALL' | 'PUT', strike: number): string {
  const thousandths = String(Math.round(strike * 1000)).padStart(8, '0');
  return `${root.padEnd(6, '-')}${two(expiry.year % 100)}${two(expiry.month)}${two(expiry.day)}${side === 'CALL' ? 'C' : 'P'}${thousandths}`;
}

/** The display symbol of a contract. */
export function displaySymbol(root: string, expiry: ExpiryDate, side: 'CALL' | 'PUT', strike: number): string {
  const month = MONTHS[expiry.month - 1] ?? '???';
  return `${root} ${month} ${two(expiry.day)} '${two(expiry.year % 100)} $${formatStrike(strike)} ${side === 'CALL' ? 'Call' : 'Put'}`;
}

/** The quote-detail link, on the platform's production host as the live service writes it. */
export function quoteDetailUrl(root: string, expiry: ExpiryDate, side: 'CALL' | 'PUT', strike: number): string {
  return `https://api.etrade.com/v1/market/quote/${root}:${expiry.year}:${expiry.month}:${expiry.day}:${side}:${strike.toFixed(6)}`;
}
