/**
 * The quota-aware chain refresher on a fake clock: it asks only for the strikes in view around the
 * centre, pushes only the contracts whose quote changed (by OSI key), pauses while hidden, slows
 * down when the quote budget runs low (and says so), marks the data stale and backs off on
 * failure, and does nothing for the legacy generation.
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../../../../electron/backend/broker/quota/quota-meter.ts';
import { createChainRefresher } from '../../../../electron/backend/market/chain-refresher.ts';
import { refreshCost, STRIKE_MARGIN } from '../../../../electron/backend/market/chain-refresh-query.ts';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate, ChainWatch } from '../../../../shared/domain/chain-refresh.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../shared/domain/quota.ts';
import type { OptionChain, OptionContract } from '../../../../shared/domain/option-chain.ts';
import type { Quote } from '../../../../shared/domain/quotes.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { contractsOf, metaOf } from '../../../helpers/chain-pushes.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const query: ChainQuery = { underlier: 'AAPL', month: 1, year: 2027, day: 15, chainType: 'CALLPUT', includeAdjusted: false };
const watchOf = (extra: Partial<ChainWatch> = {}): ChainWatch => ({ query, centreStrike: 131, strikesInView: 3, visible: true, ...extra });

const contract = (side: 'C' | 'P', strike: number, bid: number): OptionContract => ({
  optionSymbol: null,
  exchange: null,
  rootSymbol: 'AAPL',
  adjusted: false,
  osiKey: `AAPL--270115${side}00${String(strike * 1000).padStart(6, '0')}`,
  category: 'STANDARD',
  quote: { bid, ask: bid + 0.1, bidSize: 1, askSize: 1, last: bid, netChange: 0, volume: 1, openInterest: 1, inTheMoney: false, time: null },
  greeks: null,
});
/** Strikes 130, 131… with these call bids (puts fixed). */
const chainOf = (bids: number[]): OptionChain => ({
  symbol: 'AAPL',
  mismatch: null,
  quoteType: 'REALTIME',
  quoteTime: START,
  expiries: [
    {
      date: '2027-01-15',
      daysToExpiry: 219,
      expiryType: null,
      strikes: bids.map((bid, i) => ({ strike: 130 + i, pairType: 'CALLPUT', call: contract('C', 130 + i, bid), put: contract('P', 130 + i, 2) })),
    },
  ],
});
const quoteOf = (last: number): Quote => ({
  symbol: 'AAPL',
  securityType: 'EQ',
  companyName: null,
  status: 'REALTIME',
  time: null,
  last,
  change: null,
  changePercent: null,
  bid: null,
  ask: null,
  previousClose: null,
  volume: null,
  lastTradeTime: null,
});

function setup(options: { generation?: 'v1' | 'legacy'; markets?: number } = {}) {
  const clock = createFakeClock(START);
  const meter = createQuotaMeter({ clock, limits: () => ({ ...DEFAULT_QUOTA_PER_HOUR, markets: options.markets ?? DEFAULT_QUOTA_PER_HOUR.markets }) });
  const asked: ChainQuery[] = [];
  const answers: Result<{ chain: OptionChain; underlier: Quote | null }>[] = [];
  let visible = true;
  let seconds = 5;
  const client = {
    generation: options.generation ?? 'v1',
    quota: meter,
    getOptionChain: async (q: unknown) => {
      asked.push(q as ChainQuery);
      const answer = answers.shift() ?? fail('network', 'no answer scripted');
      if (answer.ok) meter.charge('markets', refreshCost(3));
      return answer.ok ? ok({ query, chain: answer.data.chain, fetchedAt: clock.now(), underlier: answer.data.underlier }) : answer;
    },
  } as unknown as BrokerClient;
  const pushed: ChainQuotesUpdate[] = [];
  const refresher = createChainRefresher({
    clock,
    random: () => 0,
    logger: silentLogger,
    client: () => ok(client),
    news: fakeSessions('demo').news,
    refreshSeconds: () => seconds,
    windowVisible: () => visible,
    emit: (update) => pushed.push(update),
  });
  return {
    clock,
    meter,
    asked,
    pushed,
    refresher,
    answer: (bids: number[], last: number | null = 131.2) => answers.push(ok({ chain: chainOf(bids), underlier: last === null ? null : quoteOf(last) })),
    failWith: (code: 'network' | 'rate-limited') => answers.push(fail(code, `${code} failure`)),
    setVisible: (next: boolean) => {
      visible = next;
      refresher.reschedule();
    },
    setSeconds: (next: number) => {
      seconds = next;
    },
  };
}

describe('what a refresh asks and pushes', () => {
  it('asks for the strikes in view (+ margin) around the centre, one interval after watching', async () => {
    const t = setup();
    const answer = t.refresher.watch(watchOf());
    expect(answer).toEqual({ ok: true, data: { watching: true, intervalMs: 5_000, costPerRefresh: 2 * (3 + STRIKE_MARGIN) + 1 } });
    t.answer([5, 6, 7]);
    await t.clock.advance(4_999);
    expect(t.asked).toEqual([]);
    await t.clock.advance(1);
    expect(t.asked).toEqual([{ ...query, strikesNear: 131, strikeCount: 3 + STRIKE_MARGIN, priceType: 'ATNM' }]);
  });

  it('the first refresh pushes every contract in view; later ones only the changed; nothing changed, nothing pushed', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    t.answer([5, 6, 7]);
    t.answer([5, 6.5, 7]);
    t.answer([5, 6.5, 7]);
    await t.clock.advance(5_000);
    expect(t.pushed[0]?.quotes.kind).toBe('snapshot');
    expect(contractsOf(t.pushed[0]).length).toBe(6);
    expect(metaOf(t.pushed[0])).toMatchObject({ underlier: { last: 131.2 }, quoteType: 'REALTIME' });
    expect(t.pushed[0]).toMatchObject({ query, stale: null, intervalMs: 5_000, slowedBecause: null });
    await t.clock.advance(5_000);
    expect(t.pushed[1]?.quotes).toMatchObject({ kind: 'delta', base: t.pushed[0]?.revision });
    expect(contractsOf(t.pushed[1])).toEqual([
      expect.objectContaining({
        osiKey: 'AAPL--270115C00131000',
        strike: 131,
        side: 'call',
        expiry: '2027-01-15',
        quote: expect.objectContaining({ bid: 6.5 }),
      }),
    ]);
    // The underlier did not move: not sent again.
    expect(metaOf(t.pushed[1])?.underlier ?? null).toBeNull();
    await t.clock.advance(5_000);
    expect(t.asked.length).toBe(3);
    expect(t.pushed.length).toBe(2);
  });

  it('a scroll (same chain, new centre) keeps the schedule and the known quotes; another chain starts over', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    t.answer([5, 6, 7]);
    await t.clock.advance(5_000);
    await t.clock.advance(2_000);
    t.refresher.watch(watchOf({ centreStrike: 140, strikesInView: 9 }));
    t.answer([5, 6, 7]);
    await t.clock.advance(3_000);
    expect(t.asked[1]).toMatchObject({ strikesNear: 140, strikeCount: 9 + STRIKE_MARGIN });
    expect(t.pushed.length).toBe(1);
    t.refresher.watch(watchOf({ query: { ...query, day: 22 } }));
    t.answer([5, 6, 7]);
    await t.clock.advance(5_000);
    expect(t.pushed[1]?.quotes.kind).toBe('snapshot');
    expect(contractsOf(t.pushed[1]).length).toBe(6);
    expect(t.pushed[1]?.query.day).toBe(22);
  });
});

describe('when it runs', () => {
  it('hidden: no refresh at all; shown again: refreshes (overdue means at once)', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    t.setVisible(false);
    await t.clock.advance(60_000);
    expect(t.asked).toEqual([]);
    expect(t.clock.pending()).toBe(0);
    t.answer([5, 6, 7]);
    t.setVisible(true);
    await t.clock.advance(0);
    expect(t.asked.length).toBe(1);
  });

  it('the renderer saying the chain is not visible pauses it too', async () => {
    const t = setup();
    t.refresher.watch(watchOf({ visible: false }));
    await t.clock.advance(60_000);
    expect(t.asked).toEqual([]);
  });

  it('follows the refresh setting at the next plan', async () => {
    const t = setup();
    t.setSeconds(2);
    t.refresher.watch(watchOf());
    t.answer([5, 6, 7]);
    await t.clock.advance(2_000);
    expect(t.asked.length).toBe(1);
  });

  it('unwatch stops every timer', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    t.refresher.unwatch();
    expect(t.clock.pending()).toBe(0);
    await t.clock.advance(60_000);
    expect(t.asked).toEqual([]);
  });

  it('slower when the quote budget runs low, and the push says why', async () => {
    // 15 quotes every 5 s is 10,800 an hour: more than a 5,000 budget.
    const t = setup({ markets: 5_000 });
    const watched = t.refresher.watch(watchOf());
    const slowMs = watched.ok ? watched.data.intervalMs : 0;
    expect(slowMs).toBeGreaterThan(5_000);
    t.answer([5, 6, 7]);
    await t.clock.advance(5_000);
    expect(t.asked).toEqual([]);
    await t.clock.advance(slowMs - 5_000);
    expect(t.asked.length).toBe(1);
    expect(t.pushed[0]?.slowedBecause).toMatch(/budget running low/);
  });
});

describe('failures', () => {
  it('a failure pushes the stale mark once and backs off; success clears it', async () => {
    const t = setup();
    t.refresher.watch(watchOf());
    t.answer([5, 6, 7]);
    t.failWith('network');
    t.failWith('network');
    t.answer([5, 6, 7]);
    await t.clock.advance(5_000);
    await t.clock.advance(5_000);
    expect(t.pushed[1]).toMatchObject({
      quotes: { kind: 'same' },
      revision: t.pushed[0]?.revision,
      stale: { error: { code: 'network' }, since: START + 10_000 },
    });
    // Backoff: 5 s × 2 after one failure, × 4 after two.
    await t.clock.advance(9_999);
    expect(t.asked.length).toBe(2);
    await t.clock.advance(1);
    expect(t.asked.length).toBe(3);
    await t.clock.advance(20_000);
    expect(t.asked.length).toBe(4);
    const last = t.pushed[t.pushed.length - 1];
    expect(last).toMatchObject({ stale: null });
    expect(contractsOf(last)).toEqual([]);
  });

  it('the provider holding quotes back: no refresh before the hold ends; a refused refresh is pushed stale', async () => {
    const t = setup();
    t.meter.holdBack('markets', START + 120_000);
    const watched = t.refresher.watch(watchOf());
    expect(watched.ok && watched.data.intervalMs).toBe(120_000);
    t.failWith('rate-limited');
    await t.clock.advance(119_999);
    expect(t.asked.length).toBe(0);
    await t.clock.advance(1);
    expect(t.asked.length).toBe(1);
    expect(t.pushed[0]).toMatchObject({ stale: { error: { code: 'rate-limited' } } });
  });

  it('the legacy generation has no quotes to refresh: unsupported', () => {
    const t = setup({ generation: 'legacy' });
    expect(t.refresher.watch(watchOf())).toMatchObject({ ok: false, error: { code: 'unsupported' } });
    expect(t.clock.pending()).toBe(0);
  });
});

describe('the figure', () => {
  it('20 strikes in view at the default 5 s: 45 quotes a refresh, 720 refreshes, 32,400 quotes an hour', () => {
    expect(refreshCost(20)).toBe(45);
    expect(refreshCost(20) * (3_600 / 5)).toBe(32_400);
  });
});
