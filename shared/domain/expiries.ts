/**
 * Option expiry dates of an underlier (v1 `optionexpiredate`), nearest first, with days to expiry
 * counted in New York calendar days.
 */
import type { OpenEnum } from './open-enum.ts';
import type { OptionChain } from './option-chain.ts';

/** The kinds the provider names; unknown ones are kept as they come. */
export const EXPIRY_KINDS = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'DAILY', 'VIX', 'MONTHEND', 'ALL', 'UNSPECIFIED'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

export interface ExpiryDate {
  /** ISO `YYYY-MM-DD`. */
  readonly date: string;
  /** Wire `expiryType`; `null` when absent. */
  readonly kind: OpenEnum<ExpiryKind> | null;
  /** Calendar days from today (New York) to `date`; 0 on the expiry day, negative once past. */
  readonly daysToExpiry: number;
}

/**
 * The nearest expiry from today on, of any kind (weeklies included: the app's strip shows them by
 * default, and the platform's own symbol-only answer is the nearest even when weekly); undefined
 * when none is left. What the app opens a new symbol on and `chain` asks for when none is named.
 */
export function nearestExpiry(expiries: readonly ExpiryDate[]): ExpiryDate | undefined {
  let nearest: ExpiryDate | undefined;
  for (const expiry of expiries) if (expiry.daysToExpiry >= 0 && (nearest === undefined || expiry.date < nearest.date)) nearest = expiry;
  return nearest;
}

/**
 * One letter per kind, each its own: Monthly and Month end both start with M, so the month's end
 * is E. A kind this version does not know is tagged by its first letter, or its first two where
 * the letter is a known kind's.
 */
const KIND_TAGS: Readonly<Record<string, string>> = {
  WEEKLY: 'W',
  MONTHLY: 'M',
  QUARTERLY: 'Q',
  DAILY: 'D',
  VIX: 'V',
  MONTHEND: 'E',
  ALL: 'A',
  UNSPECIFIED: 'U',
};
const TAKEN = new Set(Object.values(KIND_TAGS));

/** The strip's and the terminal's tag of a kind: W weekly, M monthly, Q quarterly, E month end, D daily, V VIX. */
export function expiryTag(kind: ExpiryDate['kind']): string {
  if (kind === null || kind === '') return '';
  const text = String(kind).toUpperCase();
  if (Object.hasOwn(KIND_TAGS, text)) return KIND_TAGS[text] as string;
  return TAKEN.has(text.charAt(0)) ? text.slice(0, 2) : text.charAt(0);
}

/** "W weekly · M monthly · E month end": the tags of `kinds` (each once, in the order given) and their words. */
export function expiryTagLegend(kinds: readonly ExpiryDate['kind'][]): string {
  const seen = new Map<string, string>();
  for (const kind of kinds) {
    const tag = expiryTag(kind);
    if (tag !== '' && !seen.has(tag)) seen.set(tag, expiryKindWords(kind).toLowerCase());
  }
  return [...seen].map(([tag, words]) => `${tag} ${words}`).join(' · ');
}

const KIND_WORDS: Readonly<Record<string, string>> = { WEEKLY: 'Weekly', MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', DAILY: 'Daily', MONTHEND: 'Month end' };

/** "Weekly", "Month end": the kind in words (the strip's label, the terminal's column); an unknown kind as it came. */
export const expiryKindWords = (kind: ExpiryDate['kind']): string => {
  const text = kind === null ? '' : String(kind);
  return Object.hasOwn(KIND_WORDS, text) ? (KIND_WORDS[text] as string) : text;
};

/** "weekly", "month end", "expiry type not given": the kind as the terminal's chain heading says it. */
export const expiryTypeText = (kind: ExpiryDate['kind']): string => (kind === null ? 'expiry type not given' : expiryKindWords(kind).toLowerCase());

/**
 * The chain with each expiry its answer left unnamed (a v1 chain names no kind; the backend names
 * it from the expiry list when it has one, and the chain can arrive first) named as the expiry
 * list names it, so the app's strip, section badge and details and the terminal's `expiries` and
 * `chain` say one kind for one date. The same object when nothing is named.
 */
export function withListedKinds(chain: OptionChain, dates: readonly ExpiryDate[] | undefined): OptionChain {
  if (dates === undefined || chain.expiries.every((e) => e.expiryType !== null)) return chain;
  const kinds = new Map(dates.flatMap((d) => (d.kind === null ? [] : [[d.date, d.kind] as const])));
  let named = false;
  const expiries = chain.expiries.map((expiry) => {
    const kind = expiry.expiryType === null ? kinds.get(expiry.date) : undefined;
    if (kind === undefined) return expiry;
    named = true;
    return { ...expiry, expiryType: kind };
  });
  return named ? { ...chain, expiries } : chain;
}
