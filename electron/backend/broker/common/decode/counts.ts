/**
 * A count the provider states (`totalAlerts`): shown to a person ("1,234 unread") and added up,
 * so it must be what a count can be, a whole number from 0 to 2^53 - 1. Text that is no number
 * is an unknown count, as before; a number that no count can be (negative, fractional, past
 * 2^53 where doubles skip integers, "1e+300") makes the whole answer malformed: a provider that
 * says it is not to be believed about the rest either.
 */
import { malformed } from './malformed.ts';
import { readNumber } from './scalars.ts';

/** The count `value` states; `undefined` when absent or not a number; throws malformed (naming `what`) for a number no count can be. */
export function readCount(value: unknown, what: string): number | undefined {
  const number = readNumber(value);
  if (number === undefined) return undefined;
  if (!Number.isSafeInteger(number) || number < 0) {
    const shown = typeof value === 'string' ? value.slice(0, 40) : String(number);
    return malformed(`${what} is not a count (a whole number from 0 to 2^53 - 1): ${JSON.stringify(shown)}`);
  }
  return number;
}
