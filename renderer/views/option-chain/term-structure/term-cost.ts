/**
 * The term structure's cost in words, said before it is spent: how many expiries, how many strikes
 * each, what that is in quotes and what is left of the hour's market data budget (the quota meter
 * the chain's toolbar shows); or, within the minute an answer is cached, that drawing it again
 * costs nothing. Pure, for the panel and its tests.
 */
import type { QuotaSnapshot } from '../../../../shared/domain/quota.ts';
import type { TermPlan } from '../../../../shared/domain/term-structure.ts';
import { formatChainTime } from '../format/chain-format.ts';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** What the cost line says, and whether the budget left can pay for it. */
export interface TermCostWords {
  readonly text: string;
  /** False when the meter says the hour's quotes cannot pay for it (the Draw button waits). */
  readonly affordable: boolean;
}

/** Quotes left this hour on the markets meter, or null without a meter. */
export function quotesLeft(snapshot: QuotaSnapshot | undefined): number | null {
  const markets = snapshot?.modules.markets;
  return markets === undefined ? null : Math.max(0, markets.limit - markets.used);
}

const expiriesWord = (n: number): string => `${grouped.format(n)} expir${n === 1 ? 'y' : 'ies'}`;

/**
 * "Term structure: 12 expiries × 2 strikes near the money (a call and a put each) + 1 for the price =
 * 49 quotes of your Market budget (139,951 left this hour)"; cached: "… drawn at 10:02:13 ET: drawing it again before 10:03:13 ET costs nothing".
 */
export function termCostWords(plan: TermPlan, snapshot: QuotaSnapshot | undefined): TermCostWords {
  const left = quotesLeft(snapshot);
  if (plan.quotes === 0 && plan.freshUntil !== null) {
    return {
      text: `Term structure: ${expiriesWord(plan.expiries)} cached until ${formatChainTime(plan.freshUntil)}: drawing it again costs nothing`,
      affordable: true,
    };
  }
  // Within the minute, only the expiries that failed are asked again (the underlier's price is kept).
  const again = plan.freshUntil !== null;
  const asked = again ? plan.quotes / (plan.strikesPerExpiry * 2) : plan.expiries;
  const underlier = again ? '' : ' + 1 for the price';
  const budget = left === null ? '' : ` (${grouped.format(left)} left this hour)`;
  const text = `Term structure: ${expiriesWord(asked)}${again ? ' that failed' : ''} × ${plan.strikesPerExpiry} strikes near the money (a call and a put each)${underlier} = ${grouped.format(plan.quotes)} quotes of your Market budget${budget}`;
  const blocked = snapshot?.modules.markets.blockedUntil ?? null;
  return { text, affordable: (left === null || left >= plan.quotes) && blocked === null };
}

/** "Spent 49 quotes" or "From the cache: no quotes spent", said once it is drawn. */
export const spentWords = (answer: { spent: number; cached: boolean; fetchedAt: number }): string =>
  answer.cached
    ? `From the cache (drawn at ${formatChainTime(answer.fetchedAt)}): no quotes spent`
    : `Drawn at ${formatChainTime(answer.fetchedAt)} for ${grouped.format(answer.spent)} quotes`;
