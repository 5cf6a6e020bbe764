/**
 * Choosing the expiries to compare from the strip: a click adds an expiry or removes an open one;
 * two to four side by side (COMPARE_MAX), the fifth refused with the reason. Pure, so the rules are
 * tested alone; use-compare.ts carries the choice out.
 */
import { formatExpiryDate } from '../format/chain-format.ts';
import { COMPARE_MAX } from './compare-rows.ts';

/** What a click on `date` does to the open expiries. */
export type CompareChoice =
  | { kind: 'add'; extras: string[] }
  | { kind: 'remove'; extras: string[] }
  /** The asked expiry removed: the next open one is asked in its place (it is the one refreshed live). */
  | { kind: 'lead'; date: string; extras: string[] }
  | { kind: 'refuse'; reason: string };

/** The choice a click on `date` makes, `primary` being the asked expiry and `extras` the others open. */
export function compareChoice(primary: string, extras: readonly string[], date: string): CompareChoice {
  if (date === primary) {
    const [next, ...rest] = extras;
    if (next === undefined) return { kind: 'refuse', reason: `${formatExpiryDate(date)} is the only expiry open: add another to compare with it.` };
    return { kind: 'lead', date: next, extras: rest };
  }
  if (extras.includes(date)) return { kind: 'remove', extras: extras.filter((d) => d !== date) };
  if (1 + extras.length >= COMPARE_MAX) {
    return {
      kind: 'refuse',
      reason: `Compare shows ${COMPARE_MAX} expiries at most: remove one (click it in the strip) before adding ${formatExpiryDate(date)}.`,
    };
  }
  return { kind: 'add', extras: [...extras, date] };
}

/** The dates to open when compare is turned on: the asked one and those last compared for the underlier, at most COMPARE_MAX. */
export function restoredExtras(primary: string, remembered: readonly string[] | undefined, listed: readonly string[]): string[] {
  return (remembered ?? []).filter((date) => date !== primary && listed.includes(date)).slice(0, COMPARE_MAX - 1);
}

/** What the compare note says while compare is on and nothing was refused. */
export function compareWords(open: number): string {
  if (open < 2) return `Click a second expiry in the strip (2 to ${COMPARE_MAX})`;
  return `${open} of ${COMPARE_MAX} side by side`;
}
