/**
 * What an OSI key (`AAPL--210129C00127000`: root padded with '-' to 6, yymmdd, C|P, strike × 1000
 * in 8 digits) says about its contract: the fallback when a chain leaves out its SelectedED or a
 * contract its strikePrice, and the option an alert's symbol names. Anything that is not an OSI
 * key reads as nothing.
 */
import { isoDate } from '../../../../../shared/domain/calendar.ts';

// Read from the end: the root's padding ('-' here, spaces in the OSI standard) varies.
const OSI_TAIL = /(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;

/** The contract an OSI key names. */
export interface OsiContract {
  /** The root symbol, padding removed (upper case as sent). */
  root: string;
  /** ISO date of the expiry. */
  date: string;
  callPut: 'CALL' | 'PUT';
  strike: number;
}

/** Whether a character pads the root: '-' on this platform, a space in the OSI standard. */
const isPadding = (code: number): boolean => code === 0x2d || code === 0x20;

/** The root before the tail, without its padding ('' when it is all padding). */
const rootOf = (key: string, end: number): string => {
  let last = end;
  while (last > 0 && isPadding(key.charCodeAt(last - 1))) last -= 1;
  return key.slice(0, last);
};

/** The contract an OSI key names (its expiry as an ISO date), or `null`. */
export const readOsiKey = (key: string | null): OsiContract | null => {
  if (key === null) return null;
  const trimmed = key.trim();
  const match = OSI_TAIL.exec(trimmed);
  if (match === null || match.index === 0) return null;
  const root = rootOf(trimmed, match.index);
  if (root === '') return null;
  // Two-digit years: OSI keys of listed options are this century.
  const date = isoDate(2000 + Number(match[1]), Number(match[2]), Number(match[3]));
  return date === null ? null : { root, date, callPut: match[4] === 'C' ? 'CALL' : 'PUT', strike: Number(match[5]) / 1000 };
};
