/**
 * What the watched chain's refresh pushes (shared/domain/feed-push.ts): the live quotes, every
 * contract read since the watch began by OSI key (the one id across requests), each push a change
 * against the revision last pushed; and when a refresh is worth a push. Only the last value of
 * each contract seen is kept, so memory is bounded by the chain's size, not the number of
 * refreshes.
 */
import type { ChainAnswer } from '../../../shared/domain/chain-query.ts';
import { diffData, sameValue, type DataChange } from '../../../shared/domain/feed-push.ts';
import {
  liveQuotesKeying,
  type ChainQuotesUpdate,
  type ChainWatch,
  type ContractQuote,
  type LiveQuotes,
  type LiveQuotesMeta,
} from '../../../shared/domain/chain-refresh.ts';
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import { strikeRowsOf } from '../broker/chain-size.ts';
import { revisionOf } from '../live/push-encoder.ts';
import { refreshQuery, type RefreshCost } from './chain-refresh-query.ts';

/** The contracts of `chain` with their quotes, in the chain's order (those without an OSI key cannot be told apart and are left out). */
export function contractQuotes(chain: OptionChain): ContractQuote[] {
  const contracts: ContractQuote[] = [];
  for (const expiry of chain.expiries) {
    for (const row of expiry.strikes) {
      for (const side of ['call', 'put'] as const) {
        const contract = row[side];
        const osiKey = contract?.osiKey;
        if (contract === null || osiKey === undefined || osiKey === null) continue;
        contracts.push({ osiKey, expiry: expiry.date, strike: row.strike, side, quote: contract.quote ?? null, greeks: contract.greeks ?? null });
      }
    }
  }
  return contracts;
}

/** What a refresh pushes beside the feed status. */
export type ChainNews = Pick<ChainQuotesUpdate, 'revision' | 'quotes' | 'fetchedAt'>;

/** What one watched chain remembers: the live quotes read and last pushed, the real cost and the pace words. */
export interface ChainMemory {
  watch: ChainWatch;
  /** Every contract read since the watch began, by OSI key (a Map keeps the first read's order). */
  read: Map<string, ContractQuote>;
  /** The live quotes as of the last answer (a new object only when a contract or the rest moved). */
  current: LiveQuotes | null;
  /** The live quotes last pushed: the base of the next push (none yet: it is the snapshot). */
  pushed: LiveQuotes | null;
  /** The real cost of the last answered refresh and its strike count: the pace never assumes less. */
  lastCost: RefreshCost | null;
  /** When the answer just taken came, for the push that follows it. */
  fetchedAt: number | null;
  /** The pace as last pushed (whole seconds, slowed or not, stale since). */
  lastPace: string;
}

/** The memory of a chain just watched: nothing read yet. */
export const freshMemory = (watch: ChainWatch): ChainMemory => ({
  watch,
  read: new Map(),
  current: null,
  pushed: null,
  lastCost: null,
  fetchedAt: null,
  lastPace: '',
});

/** Takes an answer into `memory`: its real cost, and its contracts and underlier into the live quotes. */
export function takeAnswer(memory: ChainMemory, { chain, underlier = null }: ChainAnswer<OptionChain>, at: number): void {
  memory.lastCost = { strikeCount: refreshQuery(memory.watch).strikeCount ?? 0, units: 2 * strikeRowsOf(chain) + (underlier === null ? 0 : 1) };
  memory.fetchedAt = at;
  let moved = false;
  for (const contract of contractQuotes(chain)) {
    const known = memory.read.get(contract.osiKey);
    if (known !== undefined && sameValue(known, contract)) continue;
    memory.read.set(contract.osiKey, contract);
    moved = true;
  }
  const before = memory.current;
  const meta: LiveQuotesMeta = {
    // An answer without the underlier keeps the last one read.
    underlier: underlier ?? before?.underlier ?? null,
    quoteType: chain.quoteType ?? null,
    quoteTime: chain.quoteTime ?? null,
  };
  if (before !== null && !moved && sameValue(liveQuotesKeying.meta(before), meta)) return;
  memory.current = { ...meta, contracts: [...memory.read.values()] };
}

/** Whether a change says something a person sees: a contract or the underlier moved (the stamp alone is not news). */
function moves(change: DataChange<LiveQuotes, ContractQuote, LiveQuotesMeta>, before: LiveQuotes | null): boolean {
  if (change.kind !== 'delta') return change.kind === 'snapshot';
  return change.upserted.length > 0 || (change.meta !== undefined && !sameValue(change.meta.underlier, before?.underlier ?? null));
}

/**
 * What to push after a refresh landed at `now` (its answer taken, or failed): the change of the
 * live quotes since the last push, or nothing changed but the pace or the stale mark. `null`
 * when it says nothing new (the next push then carries what moved since the last one pushed).
 */
export function newsToPush(memory: ChainMemory, status: FeedStatus, now: number): ChainNews | null {
  const fetchedAt = memory.fetchedAt ?? now;
  memory.fetchedAt = null;
  const { current, pushed } = memory;
  const change: DataChange<LiveQuotes, ContractQuote, LiveQuotesMeta> =
    current === pushed
      ? { kind: 'same' }
      : pushed === null
        ? { kind: 'snapshot', data: current }
        : diffData(liveQuotesKeying, pushed, current, revisionOf(pushed));
  // Whole seconds and slowed-or-not: the budget's words carry this hour's count, which moves every refresh.
  const pace = `${Math.round(status.intervalMs / 1000)}|${status.slowedBecause === null}|${status.stale?.since ?? ''}`;
  if (!moves(change, pushed) && pace === memory.lastPace) return null;
  memory.lastPace = pace;
  // A change that names nothing (the stamp moved, with the pace) still moves the listener to the data it stands for.
  const quotes =
    change.kind === 'same' && current !== pushed && pushed !== null ? { kind: 'delta' as const, base: revisionOf(pushed), upserted: [], removed: [] } : change;
  memory.pushed = current;
  return { revision: revisionOf(current), quotes, fetchedAt };
}
