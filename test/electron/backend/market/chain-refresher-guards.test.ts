/**
 * The chain refresher's guards (review findings): a refresh never asks for the whole ladder
 * (priceType ALL) and paces on what a refresh really cost; a chain watched in one session or
 * environment is never re-asked from another (sign-out stops it, another environment stops it, a
 * new session of the same environment starts its memory afresh).
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../../../../electron/backend/broker/quota/quota-meter.ts';
import { createChainRefresher } from '../../../../electron/backend/market/chain-refresher.ts';
import { refreshCost, STRIKE_MARGIN } from '../../../../electron/backend/market/chain-refresh-query.ts';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate, ChainWatch } from '../../../../shared/domain/chain-refresh.ts';
import type { OptionChain, OptionContract } from '../../../../shared/domain/option-chain.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../shared/domain/quota.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { contractsOf } from '../../../helpers/chain-pushes.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const query: ChainQuery = { underlier: 'SPX', month: 1, year: 2027, day: 15, chainType: 'CALLPUT', includeAdjusted: false, priceType: 'ALL' };
const watchOf = (extra: Partial<ChainWatch> = {}): ChainWatch => ({ query, centreStrike: 5000, strikesInView: 3, visible: true, ...extra });

const contract = (side: 'C' | 'P', strike: number, bid: number): OptionContract => ({
  optionSymbol: null,
  exchange: null,
  rootSymbol: 'SPX',
  adjusted: false,
  osiKey: `SPX---270115${side}0${String(strike * 1000).padStart(7, '0')}`,
  category: 'STANDARD',
  quote: { bid, ask: bid + 0.1, bidSize: 1, askSize: 1, last: bid, netChange: 0, volume: 1, openInterest: 1, inTheMoney: false, time: null },
  greeks: null,
});
const chainOf = (pairs: number, bid = 5): OptionChain => ({
  symbol: 'SPX',
  mismatch: null,
  quoteType: 'REALTIME',
  quoteTime: START,
  expiries: [
    {
      date: '2027-01-15',
      daysToExpiry: 219,
      expiryType: null,
      strikes: Array.from({ length: pairs }, (_, i) => ({
        strike: 4000 + i,
        pairType: 'CALLPUT',
        call: contract('C', 4000 + i, bid),
        put: contract('P', 4000 + i, bid),
      })),
    },
  ],
});

/** A v1 client stand-in answering `pairs` pairs per chain; the session and environment can change under the refresher. */
function setup(options: { markets?: number; pairs?: number } = {}) {
  const clock = createFakeClock(START);
  const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, markets: options.markets ?? DEFAULT_QUOTA_PER_HOUR.markets }) });
  const asked: { client: string; query: ChainQuery }[] = [];
  // The same quotes every time: only a refresher that forgot them pushes them again.
  const bid = 5;
  const makeClient = (name: string): BrokerClient =>
    ({
      generation: 'v1',
      quota: meter,
      getOptionChain: async (q: unknown) => {
        asked.push({ client: name, query: q as ChainQuery });
        return ok({ query, chain: chainOf(options.pairs ?? 5, bid), fetchedAt: clock.now(), underlier: null });
      },
    }) as unknown as BrokerClient;
  const state: { client: Result<BrokerClient> } = { client: ok(makeClient('demo-1')) };
  const sessions = fakeSessions('demo');
  const pushed: ChainQuotesUpdate[] = [];
  const refresher = createChainRefresher({
    clock,
    random: () => 0,
    logger: silentLogger,
    client: () => state.client,
    news: sessions.news,
    refreshSeconds: () => 5,
    windowVisible: () => true,
    emit: (update) => pushed.push(update),
  });
  return {
    clock,
    meter,
    asked,
    pushed,
    refresher,
    signIn: (name: string, environment: 'demo' | 'sandbox') => {
      state.client = ok(makeClient(name));
      sessions.signIn(environment);
    },
    signOut: () => {
      state.client = fail('not-signed-in', 'Not signed in.');
      sessions.signOut();
    },
    /** What the backend does on every change of the session view: the news looks at the session. */
    sessionChanged: () => sessions.news.check(),
  };
}

describe('what a refresh costs', () => {
  it('a chain watched with priceType ALL is refreshed near the money only (ALL answers every strike)', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    await t.clock.advance(5_000);
    expect(t.asked.map((a) => a.query)).toEqual([{ ...query, strikesNear: 5000, strikeCount: 3 + STRIKE_MARGIN, priceType: 'ATNM' }]);
  });

  it('paces on what a refresh really cost when the answer held more strikes than asked for', async () => {
    // The provider answered 500 pairs (1,000 quotes) for 5 strikes asked: the pace must not assume 11.
    const t = setup({ markets: 100_000, pairs: 500 });
    const watched = t.refresher.watch(watchOf());
    expect(watched.ok && watched.data.costPerRefresh).toBe(refreshCost(3));
    await t.clock.advance(5_000);
    expect(t.pushed[0]?.costPerRefresh).toBe(1_000);
    expect(t.pushed[0]?.intervalMs).toBe(t.meter.pace('markets', 1_000, 5_000).intervalMs);
    expect(t.pushed[0]?.intervalMs).toBeGreaterThan(5_000);
    // A scroll to another strike count: the estimate of that count again until it is answered.
    const rewatched = t.refresher.watch(watchOf({ strikesInView: 7 }));
    expect(rewatched.ok && rewatched.data.costPerRefresh).toBe(refreshCost(7));
  });
});

describe('sessions and environments', () => {
  it('signed out: the watch ends, nothing is asked again, and signing in to another environment does not revive it', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    await t.clock.advance(5_000);
    t.signOut();
    t.sessionChanged();
    t.signIn('sandbox-1', 'sandbox');
    t.sessionChanged();
    await t.clock.advance(60_000);
    expect(t.asked.map((a) => a.client)).toEqual(['demo-1']);
    expect(t.clock.pending()).toBe(0);
  });

  it('another environment signed in without a sign-out between: the chain is not asked from it', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    await t.clock.advance(5_000);
    // Even before the backend says the session changed, the refresh checks the environment.
    t.signIn('sandbox-1', 'sandbox');
    await t.clock.advance(60_000);
    expect(t.asked.map((a) => a.client)).toEqual(['demo-1']);
  });

  it('the environment is part of the watched chain: the same query watched in another environment starts afresh', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    await t.clock.advance(5_000);
    expect(contractsOf(t.pushed[0]).length).toBe(10);
    t.signIn('sandbox-1', 'sandbox');
    t.refresher.watch(watchOf());
    await t.clock.advance(5_000);
    expect(t.asked.map((a) => a.client)).toEqual(['demo-1', 'sandbox-1']);
    // Nothing known from the demo's quotes: every contract is pushed again.
    expect(t.pushed[1]?.quotes.kind).toBe('snapshot');
    expect(contractsOf(t.pushed[1]).length).toBe(10);
  });

  it('a new session of the same environment: the refresh goes on with the new client and its memory starts afresh', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    await t.clock.advance(5_000);
    t.signIn('demo-2', 'demo');
    t.sessionChanged();
    await t.clock.advance(5_000);
    expect(t.asked.map((a) => a.client)).toEqual(['demo-1', 'demo-2']);
    expect(t.pushed[1]?.quotes.kind).toBe('snapshot');
    expect(contractsOf(t.pushed[1]).length).toBe(10);
  });

  it('the same session: sessionChanged is a no-op (the schedule and the known quotes stay)', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    await t.clock.advance(5_000);
    await t.clock.advance(2_000);
    t.sessionChanged();
    await t.clock.advance(3_000);
    expect(t.asked.length).toBe(2);
  });
});
