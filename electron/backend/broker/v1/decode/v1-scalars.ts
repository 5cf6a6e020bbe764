/**
 * The v1 wire's own scalar conventions, on top of the shared readers (decode/scalars.ts), which
 * already take real JSON numbers and booleans as well as XML text.
 */
import { toEpochMs } from '../../../../../shared/domain/instant.ts';
import { InexactNumber } from '../../common/decode/inexact-number.ts';
import { readNumber, readText } from '../../common/decode/scalars.ts';

/**
 * Epoch seconds (chains, quotes, `closedDate`) as epoch ms; `null` when absent, unreadable, not
 * after 1970 or after the year 9999 (no clock shows "1e20"). A value already in milliseconds
 * (beyond year 5138 read as seconds) is taken as ms: the platform mixes units elsewhere, and a
 * date 1,000 times too far is never right. The one reading of instants is `toEpochMs`.
 */
export const readEpochSeconds = (value: unknown): number | null => toEpochMs(readNumber(value));

/** `inTheMoney`: "y"/"n" on the wire; a real boolean or "true"/"false" read alike; else `null`. */
export const readYesNo = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'y' || text === 'yes' || text === 'true') return true;
  if (text === 'n' || text === 'no' || text === 'false') return false;
  return null;
};

/** A number or `null`: the model's "absent or unreadable" (zero stays zero). */
export const numberOrNull = (value: unknown): number | null => readNumber(value) ?? null;

/** A numeric code as text, one spelling for both formats (1019, "1019" and "1019.0" alike); other text verbatim. */
export const readCode = (value: unknown): string | null => {
  if (value instanceof InexactNumber) return value.text;
  const number = readNumber(value);
  if (number !== undefined && Number.isSafeInteger(number)) return String(number);
  return readText(value) ?? null;
};
