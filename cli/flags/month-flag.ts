/**
 * The `--month` flag as a person types it: a number (`3`, `03`) or the month's name, whole or
 * abbreviated to its first three letters (`March`, `Mar`, `mar`; `Sept` too), in any case.
 */

const NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

/** What the flag takes, for the message that refuses anything else. */
export const MONTH_FLAG_HINT = 'must be a month number 1-12 or a name (March, Mar)';

/** The month number 1-12 that `typed` names, or null when it names none. */
export function parseMonth(typed: string): number | null {
  const text = typed.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) {
    const month = Number(text);
    return month >= 1 && month <= 12 ? month : null;
  }
  if (text.length < 3) return null;
  // A prefix of at least three letters of one name ("sept", "janu"); no two names share three.
  const index = NAMES.findIndex((name) => name.startsWith(text));
  return index === -1 ? null : index + 1;
}
