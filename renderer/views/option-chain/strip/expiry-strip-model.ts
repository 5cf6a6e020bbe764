/**
 * The expiry strip's model: every expiry the provider lists, nearest first, with its days to
 * expiry and W / M / Q tag; weeklies can be hidden. Pure, so the strip's rules are tested alone.
 */
import { expiryKindWords, expiryTag, type ExpiryDate } from '../../../../shared/domain/expiries.ts';

/** One choice of the strip. */
export interface StripExpiry {
  readonly date: string;
  readonly tag: string;
  /** "W" → "Weekly": what a screen reader says for the tag. */
  readonly kindLabel: string;
  readonly daysToExpiry: number;
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** "2027-03-19" → its parts, or null when the provider's text is not a date. */
function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * The strip's expiries: past ones dropped, nearest first (the provider's order is not trusted),
 * duplicates once, weeklies only when `weeklies` is on. Unknown kinds are kept and tagged by
 * their first letter.
 */
export function stripExpiries(dates: readonly ExpiryDate[], weeklies: boolean): StripExpiry[] {
  const seen = new Set<string>();
  const result: StripExpiry[] = [];
  for (const expiry of [...dates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const parts = dateParts(expiry.date);
    if (parts === null || expiry.daysToExpiry < 0 || seen.has(expiry.date)) continue;
    if (!weeklies && expiry.kind === 'WEEKLY') continue;
    seen.add(expiry.date);
    result.push({ date: expiry.date, tag: expiryTag(expiry.kind), kindLabel: expiryKindWords(expiry.kind), daysToExpiry: expiry.daysToExpiry, ...parts });
  }
  return result;
}

/** "12d", "0d": short days to expiry for the strip. */
export const shortDays = (days: number): string => `${days}d`;

/** The index a roving-focus key moves to in a strip of `count` (Home/End, arrows), or null for other keys. */
export function stripKeyTarget(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(count - 1, at + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, at - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
