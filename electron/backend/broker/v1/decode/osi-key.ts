/**
 * What an OSI key (`AAPL--210129C00127000`: root padded with '-' to 6, yymmdd, C|P, strike × 1000
 * in 8 digits) says about its contract: the fallback when a chain leaves out its SelectedED or a
 * contract its strikePrice. Anything that is not an OSI key reads as nothing.
 */
import { isoDate } from '../../../../../shared/domain/calendar.ts';

// Read from the end: the root's padding ('-' here, spaces in the OSI standard) varies.
const OSI_TAIL = /(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;

/** The expiry (ISO date) and strike an OSI key names, or `null`. */
export const readOsiKey = (key: string | null): { date: string; strike: number } | null => {
  if (key === null) return null;
  const match = OSI_TAIL.exec(key.trim());
  if (match === null || match.index === 0) return null;
  // Two-digit years: OSI keys of listed options are this century.
  const date = isoDate(2000 + Number(match[1]), Number(match[2]), Number(match[3]));
  return date === null ? null : { date, strike: Number(match[5]) / 1000 };
};
