/**
 * Option expiry dates of an underlier (v1 `optionexpiredate`), nearest first, with days to expiry
 * counted in New York calendar days.
 */
import type { OpenEnum } from './open-enum.ts';

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
