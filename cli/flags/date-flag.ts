/**
 * Date flags (--expiry, --from, --to) as people type them. Only `YYYY-MM-DD` is taken, as
 * `strikeboard expiries` prints it; a US date (`11/27/2026`) or a compact one (`20261127`) is
 * refused with its ISO spelling, so the fix is one copy away; a well-formed date that names no
 * day (30 February) says why.
 */
import { isoDate } from '../../shared/domain/calendar.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What the flag takes, for messages. */
export const DATE_FLAG_HINT = 'must be a date as YYYY-MM-DD';

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The other spellings a date comes in, and the parts they name. */
const SPELLINGS: readonly { pattern: RegExp; parts: (m: RegExpExecArray) => [number, number, number] }[] = [
  // 11/27/2026, 11-27-2026 (US order: month first)
  { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, parts: (m) => [Number(m[3]), Number(m[1]), Number(m[2])] },
  // 2026/11/27, 2026.11.27, 2026-1-5
  { pattern: /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // 20261127
  { pattern: /^(\d{4})(\d{2})(\d{2})$/, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
];

/** The ISO day `typed` names, or the problem with it in words. */
export function readDateFlag(typed: string): { ok: true; date: string } | { ok: false; problem: string } {
  const text = typed.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso !== null) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const date = isoDate(year, month, day);
    if (date !== null) return { ok: true, date };
    if (month < 1 || month > 12) return { ok: false, problem: `${DATE_FLAG_HINT}: there is no month ${month}` };
    return { ok: false, problem: `is not a real day: ${MONTHS[month - 1] ?? month} ${year} has ${daysIn(year, month)} days` };
  }
  for (const spelling of SPELLINGS) {
    const match = spelling.pattern.exec(text);
    if (match === null) continue;
    const date = isoDate(...spelling.parts(match));
    if (date !== null) return { ok: false, problem: `${DATE_FLAG_HINT}: ${text} is written ${date}` };
  }
  return { ok: false, problem: `${DATE_FLAG_HINT}, such as 2026-11-27 (not ${JSON.stringify(typed)})` };
}
