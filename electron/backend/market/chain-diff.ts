/**
 * What changed in the watched chain since the last push: contracts compared by OSI key (the one
 * id across requests), the underlier's quote by value; and when a refresh is worth a push. Only
 * the last known values are kept, one entry per contract seen, so memory is bounded by the
 * chain's size, not the number of refreshes.
 */
import type { ChainAnswer } from '../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate, ChainWatch, ContractQuoteChange } from '../../../shared/domain/chain-refresh.ts';
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import type { OptionChain, OptionContract } from '../../../shared/domain/option-chain.ts';
import type { Quote } from '../../../shared/domain/quotes.ts';
import { strikeRowsOf } from '../broker/chain-size.ts';
import { refreshQuery, type RefreshCost } from './chain-refresh-query.ts';

/** The last values pushed, by OSI key. */
export type KnownQuotes = Map<string, string>;

/** A contract's quote and greeks as one comparable text (time stamps included: a newer quote is news). */
const fingerprint = (contract: OptionContract): string => JSON.stringify([contract.quote ?? null, contract.greeks ?? null]);

/** The contracts of `chain` whose quote or greeks differ from `known`; `known` is updated. */
export function diffChainQuotes(known: KnownQuotes, chain: OptionChain): ContractQuoteChange[] {
  const changes: ContractQuoteChange[] = [];
  for (const expiry of chain.expiries) {
    for (const row of expiry.strikes) {
      for (const side of ['call', 'put'] as const) {
        const contract = row[side];
        const osiKey = contract?.osiKey;
        if (contract === null || osiKey === undefined || osiKey === null) continue;
        const print = fingerprint(contract);
        if (known.get(osiKey) === print) continue;
        known.set(osiKey, print);
        changes.push({ osiKey, expiry: expiry.date, strike: row.strike, side, quote: contract.quote ?? null, greeks: contract.greeks ?? null });
      }
    }
  }
  return changes;
}

/** Whether the underlier's quote differs from the last one pushed. */
export const quoteChanged = (last: Quote | null, next: Quote | null): boolean => JSON.stringify(last) !== JSON.stringify(next);

/** What a refresh pushes beside the feed status. */
export type ChainNews = Pick<ChainQuotesUpdate, 'changes' | 'underlier' | 'quoteType' | 'quoteTime' | 'fetchedAt'>;

/** What one watched chain remembers: its last pushed quotes, underlier, real cost and pace words. */
export interface ChainMemory {
  watch: ChainWatch;
  known: KnownQuotes;
  underlier: Quote | null;
  /** The real cost of the last answered refresh and its strike count: the pace never assumes less. */
  lastCost: RefreshCost | null;
  /** What the answer just taken changed, for the push that follows it. */
  taken: ChainNews | null;
  /** The pace as last pushed (whole seconds, slowed or not, stale since). */
  lastPace: string;
}

/** The memory of a chain just watched: nothing known yet. */
export const freshMemory = (watch: ChainWatch): ChainMemory => ({ watch, known: new Map(), underlier: null, lastCost: null, taken: null, lastPace: '' });

/** Takes an answer into `memory`: its real cost, the changed contracts and underlier, for the next push. */
export function takeAnswer(memory: ChainMemory, { chain, underlier: next = null }: ChainAnswer<OptionChain>, at: number): void {
  memory.lastCost = { strikeCount: refreshQuery(memory.watch).strikeCount ?? 0, units: 2 * strikeRowsOf(chain) + (next === null ? 0 : 1) };
  const underlier = next !== null && quoteChanged(memory.underlier, next) ? next : null;
  if (next !== null) memory.underlier = next;
  memory.taken = {
    changes: diffChainQuotes(memory.known, chain),
    underlier,
    quoteType: chain.quoteType ?? null,
    quoteTime: chain.quoteTime ?? null,
    fetchedAt: at,
  };
}

/**
 * What to push after a refresh landed at `now` (its answer taken, or failed): the changes, or
 * nothing changed but the pace or the stale mark. `null` when it says nothing new.
 */
export function newsToPush(memory: ChainMemory, status: FeedStatus, now: number): ChainNews | null {
  const taken = memory.taken ?? { changes: [], underlier: null, quoteType: null, quoteTime: null, fetchedAt: now };
  memory.taken = null;
  // Whole seconds and slowed-or-not: the budget's words carry this hour's count, which moves every refresh.
  const pace = `${Math.round(status.intervalMs / 1000)}|${status.slowedBecause === null}|${status.stale?.since ?? ''}`;
  if (taken.changes.length === 0 && taken.underlier === null && pace === memory.lastPace) return null;
  memory.lastPace = pace;
  return taken;
}
