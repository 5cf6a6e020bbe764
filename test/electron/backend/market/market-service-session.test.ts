/**
 * The market service's live refresh hears the session news (the backend checks it on every change
 * of the session view, beside every other feed): signed out, the watched chain is no longer
 * refreshed and nothing more is pushed; signed in to another environment, it is not asked from
 * there either. A fake session client and a fake clock; the refresh is the real one.
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../electron/backend/broker/broker-client.ts';
import { createQuotaMeter } from '../../../../electron/backend/broker/quota/quota-meter.ts';
import type { SessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createMarketService } from '../../../../electron/backend/market/market-service.ts';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { ChainQuotesUpdate } from '../../../../shared/domain/chain-refresh.ts';
import type { OptionChain } from '../../../../shared/domain/option-chain.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../shared/domain/quota.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { fakeSessions } from '../live/fake-sessions.ts';
import { createFakeClock } from '../session/fake-clock.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const query: ChainQuery = { underlier: 'AAPL', month: 1, year: 2027, day: 15, chainType: 'CALLPUT', includeAdjusted: false };
const empty: OptionChain = { symbol: 'AAPL', mismatch: null, quoteType: 'REALTIME', quoteTime: START, expiries: [] };

function setup() {
  const clock = createFakeClock(START);
  const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
  const asked: string[] = [];
  const clientOf = (name: string) =>
    ({
      generation: 'v1',
      quota: meter,
      getOptionChain: async () => {
        asked.push(name);
        return ok({ query, chain: empty, fetchedAt: clock.now(), underlier: null });
      },
    }) as unknown as BrokerClient;
  const state: { client: Result<BrokerClient> } = { client: ok(clientOf('demo')) };
  const sessions = fakeSessions('demo');
  const sessionClient: SessionClient = { get: () => state.client, news: sessions.news, reset() {}, meter: () => meter };
  const pushed: ChainQuotesUpdate[] = [];
  const market = createMarketService(sessionClient, {
    clock,
    logger: silentLogger,
    random: () => 0,
    refreshSeconds: () => 5,
    emitQuotes: (update) => pushed.push(update),
  });
  return {
    clock,
    asked,
    pushed,
    market,
    signOut: () => {
      state.client = fail('not-signed-in', 'Not signed in.');
      sessions.signOut();
    },
    signIn: (environment: 'demo' | 'sandbox') => {
      state.client = ok(clientOf(environment));
      sessions.signIn(environment);
    },
    /** What the backend does on every change of the session view. */
    sessionChanged: () => sessions.news.check(),
  };
}

describe('the market service and session changes', () => {
  it('signed out: the watched chain is dropped, no refresh, no stale push', async () => {
    const t = setup();
    expect(t.market.watchChain({ query, centreStrike: 131, strikesInView: 3, visible: true }).ok).toBe(true);
    await t.clock.advance(5_000);
    expect(t.asked).toEqual(['demo']);
    const pushes = t.pushed.length;
    t.signOut();
    t.sessionChanged();
    await t.clock.advance(60_000);
    expect(t.pushed.length).toBe(pushes);
    expect(t.clock.pending()).toBe(0);
  });

  it('signed in to another environment: the chain watched in the demo is not asked from it', async () => {
    const t = setup();
    t.market.watchChain({ query, centreStrike: 131, strikesInView: 3, visible: true });
    await t.clock.advance(5_000);
    t.signIn('sandbox');
    t.sessionChanged();
    await t.clock.advance(60_000);
    expect(t.asked).toEqual(['demo']);
    expect(t.clock.pending()).toBe(0);
  });
});
