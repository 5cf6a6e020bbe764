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

/** The strip's one-letter tag: W weekly, M monthly, Q quarterly, else the kind's first letter. */
export const expiryTag = (kind: ExpiryDate['kind']): string => (kind === null || kind === '' ? '' : kind.charAt(0).toUpperCase());

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
