/**
 * The option chain in the React Query cache: one entry per environment and query
 * (`['chain', environment, query]`), and the in-place update live quotes will use (a pushed
 * change to one contract patches the cached chain, immutably, without a refetch).
 *
 * An update replaces only the path to the contract (its strike row, its expiry and the lists
 * above them); every other object stays the same, so memoised rows showing them do not
 * re-render.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ChainAnswer, ChainQuery } from '../../shared/domain/chain-query.ts';
import type { ContractQuote, LiveQuotesMeta } from '../../shared/domain/chain-refresh.ts';
import type { OptionChain, OptionContract } from '../../shared/domain/option-chain.ts';
import type { EnvironmentId } from '../../shared/settings.ts';
import { mergeQuoteChanges } from '../feeds/chain/merge-quotes.ts';

/** The cache key of one chain. */
export type ChainKey = readonly ['chain', EnvironmentId, ChainQuery];

/** What the cache holds for a chain key. */
export type CachedChain = ChainAnswer<OptionChain>;

/** The key of the chain `query` answers in `environment`. */
export const chainKey = (environment: EnvironmentId, query: ChainQuery): ChainKey => ['chain', environment, query];

/** Keys compare by value (React Query's own hash), not by the objects in them. */
export const sameChainKey = (a: ChainKey | null, b: ChainKey | null): boolean => a !== null && b !== null && hashKey(a) === hashKey(b);

/** Which contract: its expiry date, strike and side, and its option symbol where several share the strike (adjusted ones). */
export interface ContractRef {
  /** ISO `YYYY-MM-DD`. */
  expiry: string;
  strike: number;
  side: 'call' | 'put';
  /** Tells apart contracts that share the strike; omitted, the first one at the strike is taken. */
  optionSymbol?: string | null;
}

/** The chain with one contract replaced by `update(contract)`; the same chain when there is no such contract or nothing changed. */
export function updateContract(chain: OptionChain, ref: ContractRef, update: (contract: OptionContract) => OptionContract): OptionChain {
  const expiryIndex = chain.expiries.findIndex((expiry) => expiry.date === ref.expiry);
  const expiry = chain.expiries[expiryIndex];
  if (expiry === undefined) return chain;
  const rowIndex = expiry.strikes.findIndex((row) => {
    const contract = row[ref.side];
    return row.strike === ref.strike && contract !== null && (ref.optionSymbol === undefined || contract.optionSymbol === ref.optionSymbol);
  });
  const row = expiry.strikes[rowIndex];
  const contract = row?.[ref.side];
  if (row === undefined || contract === undefined || contract === null) return chain;
  const next = update(contract);
  if (next === contract) return chain;
  const strikes = expiry.strikes.with(rowIndex, { ...row, [ref.side]: next });
  return { ...chain, expiries: chain.expiries.with(expiryIndex, { ...expiry, strikes }) };
}

/**
 * Updates one contract of a cached chain in place (observers re-render, nothing is fetched).
 * False when the chain is not in the cache or has no such contract.
 */
export function patchCachedContract(client: QueryClient, key: ChainKey, ref: ContractRef, update: (contract: OptionContract) => OptionContract): boolean {
  const cached = client.getQueryData<CachedChain>(key);
  if (cached === undefined) return false;
  const chain = updateContract(cached.chain, ref, update);
  if (chain === cached.chain) return false;
  client.setQueryData<CachedChain>(key, { ...cached, chain });
  return true;
}

/**
 * A cached chain with pushed live quotes merged (shared/domain/chain-refresh.ts): the contracts a
 * push carried, by OSI key, and its rest when it carried one (the underlier's quote, the quote
 * type and time). The same object when it changes nothing (so nothing re-renders).
 */
export function applyLiveQuotes(cached: CachedChain, contracts: readonly ContractQuote[], meta: LiveQuotesMeta | null): CachedChain {
  const { chain: merged } = mergeQuoteChanges(cached.chain, contracts);
  const quoteType = meta?.quoteType ?? cached.chain.quoteType ?? null;
  const quoteTime = meta?.quoteTime ?? cached.chain.quoteTime ?? null;
  const stamped = quoteType === (cached.chain.quoteType ?? null) && quoteTime === (cached.chain.quoteTime ?? null);
  const chain = stamped ? merged : { ...merged, quoteType, quoteTime };
  const underlier = meta?.underlier ?? null;
  if (chain === cached.chain && underlier === null) return cached;
  return { ...cached, chain, ...(underlier === null ? {} : { underlier }) };
}

/**
 * Merges pushed live quotes into the cached chain of `query` in `environment`, in place. False
 * when that chain is not cached or the quotes changed nothing.
 */
export function patchCachedQuotes(
  client: QueryClient,
  environment: EnvironmentId,
  query: ChainQuery,
  contracts: readonly ContractQuote[],
  meta: LiveQuotesMeta | null,
): boolean {
  const key = chainKey(environment, query);
  const cached = client.getQueryData<CachedChain>(key);
  if (cached === undefined) return false;
  const next = applyLiveQuotes(cached, contracts, meta);
  if (next === cached) return false;
  client.setQueryData<CachedChain>(key, next);
  return true;
}

/**
 * Forgets every cached chain but `keep` and those still on screen (observed): a chain can be
 * large, and only the one shown and the one asked for are ever needed again.
 */
export function pruneChains(client: QueryClient, keep: ChainKey): void {
  const cache = client.getQueryCache();
  const kept = hashKey(keep);
  for (const query of cache.findAll({ queryKey: ['chain'] })) {
    if (query.queryHash !== kept && query.getObserversCount() === 0) cache.remove(query);
  }
}
