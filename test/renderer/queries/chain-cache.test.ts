import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ChainAnswer, ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { OptionChain, OptionContract } from '../../../shared/domain/option-chain.ts';
import { chainKey, patchCachedContract, pruneChains, sameChainKey, updateContract } from '../../../renderer/queries/chain-cache.ts';
import { chain, expiry, strike } from '../views/option-chain/chain-fixtures.ts';

const MARCH = '2027-03-19';
const APRIL = '2027-04-16';
const query: ChainQuery = { underlier: 'AAPL', month: 3, year: 2027, chainType: 'CALLPUT', includeAdjusted: true };

/** A chain whose every object is frozen: an update that mutated it would throw. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

const sample = (): OptionChain =>
  frozen(chain(expiry(MARCH, [strike(MARCH, 150), strike(MARCH, 150, 'both', 'AAPL1'), strike(MARCH, 155)]), expiry(APRIL, [160])));
const answer = (c: OptionChain): ChainAnswer<OptionChain> => frozen({ query, chain: c, fetchedAt: 1 });
const renamed =
  (exchange: string) =>
  (contract: OptionContract): OptionContract => ({ ...contract, exchange });

describe('updateContract: one contract of a chain, changed without touching the rest', () => {
  it('replaces only the path to the contract: its strike row, its expiry, the lists above them', () => {
    const before = sample();
    const after = updateContract(before, { expiry: MARCH, strike: 155, side: 'put' }, renamed('XPHO'));
    const [march, april] = after.expiries;
    expect(march?.strikes[2]?.put?.exchange).toBe('XPHO');
    expect(before.expiries[0]?.strikes[2]?.put?.exchange).toBe('CINC');
    // Everything else is the very same object, so memoised rows that show it do not re-render.
    expect(april).toBe(before.expiries[1]);
    expect(march?.strikes[0]).toBe(before.expiries[0]?.strikes[0]);
    expect(march?.strikes[1]).toBe(before.expiries[0]?.strikes[1]);
    expect(march?.strikes[2]?.call).toBe(before.expiries[0]?.strikes[2]?.call);
    expect(after).not.toBe(before);
    expect(march).not.toBe(before.expiries[0]);
  });

  it('tells an adjusted contract from the standard one at the same strike by its option symbol', () => {
    const before = sample();
    const adjusted = before.expiries[0]?.strikes[1]?.call?.optionSymbol ?? null;
    const after = updateContract(before, { expiry: MARCH, strike: 150, side: 'call', optionSymbol: adjusted }, renamed('XISE'));
    expect(after.expiries[0]?.strikes.map((row) => row.call?.exchange)).toEqual(['CINC', 'XISE', 'CINC']);
  });

  it('takes the first contract at the strike without a symbol to tell them apart', () => {
    const after = updateContract(sample(), { expiry: MARCH, strike: 150, side: 'call' }, renamed('XISE'));
    expect(after.expiries[0]?.strikes.map((row) => row.call?.exchange)).toEqual(['XISE', 'CINC', 'CINC']);
  });

  it('gives back the same chain when there is no such contract or nothing changed', () => {
    const before = sample();
    expect(updateContract(before, { expiry: '2027-05-21', strike: 150, side: 'call' }, renamed('X'))).toBe(before);
    expect(updateContract(before, { expiry: MARCH, strike: 151, side: 'call' }, renamed('X'))).toBe(before);
    expect(updateContract(before, { expiry: MARCH, strike: 150, side: 'put', optionSymbol: 'nope' }, renamed('X'))).toBe(before);
    expect(updateContract(before, { expiry: MARCH, strike: 150, side: 'call' }, (contract) => contract)).toBe(before);
    const oneSided = frozen(chain(expiry(MARCH, [strike(MARCH, 150, 'call')])));
    expect(updateContract(oneSided, { expiry: MARCH, strike: 150, side: 'put' }, renamed('X'))).toBe(oneSided);
  });
});

describe('patchCachedContract: a live update into the query cache, without a refetch', () => {
  it('updates the cached answer in place and tells its observers, never calling the query function', async () => {
    const client = new QueryClient();
    const key = chainKey('demo', query);
    const queryFn = vi.fn(async () => answer(sample()));
    await client.fetchQuery({ queryKey: key, queryFn, staleTime: Infinity });
    const observer = new QueryObserver(client, { queryKey: key, queryFn, staleTime: Infinity });
    const seen: (ChainAnswer<OptionChain> | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    const before = client.getQueryData<ChainAnswer<OptionChain>>(key);

    expect(patchCachedContract(client, key, { expiry: APRIL, strike: 160, side: 'call' }, renamed('XPHO'))).toBe(true);

    const after = client.getQueryData<ChainAnswer<OptionChain>>(key);
    expect(after?.chain.expiries[1]?.strikes[0]?.call?.exchange).toBe('XPHO');
    expect(after?.query).toBe(before?.query);
    expect(after?.chain.expiries[0]).toBe(before?.chain.expiries[0]);
    expect(seen.at(-1)).toBe(after);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(key)?.fetchStatus).toBe('idle');
    stop();
  });

  it('changes nothing for a chain not in the cache, another environment, or a contract it does not have', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: chainKey('demo', query), queryFn: async () => answer(sample()) });
    const before = client.getQueryData(chainKey('demo', query));
    expect(patchCachedContract(client, chainKey('sandbox', query), { expiry: APRIL, strike: 160, side: 'call' }, renamed('X'))).toBe(false);
    expect(client.getQueryData(chainKey('sandbox', query))).toBeUndefined();
    expect(patchCachedContract(client, chainKey('demo', query), { expiry: APRIL, strike: 999, side: 'call' }, renamed('X'))).toBe(false);
    expect(client.getQueryData(chainKey('demo', query))).toBe(before);
  });
});

describe('chain keys', () => {
  it('are equal for the same environment and query, whatever the objects', () => {
    expect(sameChainKey(chainKey('demo', query), chainKey('demo', { ...query }))).toBe(true);
    expect(sameChainKey(chainKey('demo', query), chainKey('sandbox', query))).toBe(false);
    expect(sameChainKey(chainKey('demo', query), chainKey('demo', { ...query, month: 4 }))).toBe(false);
    expect(sameChainKey(null, chainKey('demo', query))).toBe(false);
  });

  it('prune: only the chain kept and chains still observed stay in the cache', async () => {
    const client = new QueryClient();
    const keep = chainKey('demo', query);
    const watched = chainKey('demo', { ...query, month: 4 });
    const old = chainKey('sandbox', query);
    for (const key of [keep, watched, old]) await client.fetchQuery({ queryKey: key, queryFn: async () => answer(sample()) });
    await client.fetchQuery({ queryKey: ['settings'], queryFn: async () => 1 });
    const stop = new QueryObserver(client, { queryKey: watched, enabled: false }).subscribe(() => {});
    pruneChains(client, keep);
    expect(client.getQueryData(keep)).toBeDefined();
    expect(client.getQueryData(watched)).toBeDefined();
    expect(client.getQueryData(old)).toBeUndefined();
    expect(client.getQueryData(['settings'])).toBe(1);
    stop();
  });
});

describe('applyLiveQuotes / patchCachedQuotes: pushed live quotes in the cache', () => {
  it('merges the contracts, stamps the quote type and time, keeps the underlier unless a new one came', async () => {
    const { applyLiveQuotes, patchCachedQuotes } = await import('../../../renderer/queries/chain-cache.ts');
    const { quotedStrike, osiKeyOf, quoteOf, greeksOf } = await import('../views/option-chain/chain-fixtures.ts');
    const v1: OptionChain = frozen({ ...chain(expiry(MARCH, [quotedStrike(MARCH, 150), quotedStrike(MARCH, 155)])), quoteType: 'REALTIME', quoteTime: 1 });
    const cached = frozen({ query, chain: v1, fetchedAt: 1, underlier: null });
    const contracts = [{ osiKey: osiKeyOf(MARCH, 'call', 155), expiry: MARCH, strike: 155, side: 'call' as const, quote: quoteOf(9), greeks: greeksOf(0.7) }];
    const meta = { underlier: null, quoteType: 'CLOSING', quoteTime: 2 };
    const next = applyLiveQuotes(cached, contracts, meta);
    expect(next.chain.quoteType).toBe('CLOSING');
    expect(next.chain.quoteTime).toBe(2);
    expect(next.chain.expiries[0]?.strikes[0]).toBe(v1.expiries[0]?.strikes[0]);
    expect(next.chain.expiries[0]?.strikes[1]?.call?.quote?.bid).toBe(9);
    expect(next.underlier).toBeNull();
    // Nothing new (no contract, the rest as it was, or none sent): the same object, so nothing re-renders.
    expect(applyLiveQuotes(cached, [], { underlier: null, quoteType: 'REALTIME', quoteTime: 1 })).toBe(cached);
    expect(applyLiveQuotes(cached, [], null)).toBe(cached);

    const client = new QueryClient();
    expect(patchCachedQuotes(client, 'demo', query, contracts, meta)).toBe(false);
    client.setQueryData(chainKey('demo', query), cached);
    expect(patchCachedQuotes(client, 'demo', query, contracts, meta)).toBe(true);
    expect(client.getQueryData<ChainAnswer<OptionChain>>(chainKey('demo', query))?.chain.quoteType).toBe('CLOSING');
  });
});
