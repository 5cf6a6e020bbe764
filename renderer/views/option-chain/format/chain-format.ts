/**
 * How the chain's values read on screen: strikes as traders write them, expiry dates with their
 * weekday, days to expiry, and the provider's expiry types in words.
 */
import { formatCalendarDay } from '../../../../shared/domain/calendar.ts';
import { expiryKindWords } from '../../../../shared/domain/expiries.ts';
import { formatNewYorkClock } from '../../../../shared/domain/market-time.ts';
import type { ChainExpiry } from '../../../../shared/domain/option-chain.ts';

const strikeFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false });
const centsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** "150", "152.50": whole strikes bare, others to the cent (as option symbols write them). */
export function formatStrike(strike: number): string {
  return Number.isInteger(strike) ? strikeFormat.format(strike) : centsFormat.format(strike);
}

/** "Fri, Mar 19, 2027" from "2027-03-19"; the provider's text as it came when it is not a date. */
export function formatExpiryDate(isoDate: string): string {
  return formatCalendarDay(isoDate) ?? isoDate;
}

/** "09:00:05 ET": when an answer arrived, in New York time as every time the app shows. */
export function formatChainTime(epochMs: number): string {
  return `${formatNewYorkClock(epochMs)} ET`;
}

/** "12 days", "1 day", "expires today", "expired 1 day ago", "expired 3 days ago". */
export function formatDaysToExpiry(days: number): string {
  if (days === 0) return 'expires today';
  if (days < 0) return `expired ${-days} day${days === -1 ? '' : 's'} ago`;
  return `${days} day${days === 1 ? '' : 's'}`;
}

/**
 * "Weekly", "Monthly", "Month end", or the provider's own word when it is a new one; "Not given"
 * when absent. The same words as the expiry strip's and the terminal's (expiries.ts), so a date
 * reads as one kind everywhere.
 */
export function expiryTypeLabel(type: ChainExpiry['expiryType']): string {
  return type === null ? 'Not given' : expiryKindWords(type);
}

/** "Call and put", "Call only", "Put only" for the provider's CALLPUT, CALLONLY, PUTONLY; any other word as it came. */
export function pairTypeLabel(pairType: string): string {
  if (pairType === 'CALLPUT') return 'Call and put';
  if (pairType === 'CALLONLY') return 'Call only';
  if (pairType === 'PUTONLY') return 'Put only';
  return pairType;
}
