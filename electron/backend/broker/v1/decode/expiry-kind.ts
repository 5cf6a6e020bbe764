/**
 * The kind of a chain's expiry when the chain answer does not say (v1 `SelectedED` has no type):
 * from the expiry dates the caller already knows, else the one rule that holds without them, the
 * standard monthly expiry on the third Friday of its month. Anything else stays unknown (`null`).
 */
import type { ExpiryDate } from '../../../../../shared/domain/expiries.ts';

/** Whether an ISO date is the third Friday of its month. */
export const isThirdFriday = (iso: string): boolean => {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 5 && day >= 15 && day <= 21;
};

/** The expiry's kind: as `known` lists it, else MONTHLY on a third Friday, else `null`. */
export const expiryKindOf = (date: string, known: readonly ExpiryDate[] | undefined): string | null => {
  const listed = known?.find((expiry) => expiry.date === date);
  if (listed !== undefined && listed.kind !== null) return listed.kind;
  return isThirdFriday(date) ? 'MONTHLY' : null;
};
