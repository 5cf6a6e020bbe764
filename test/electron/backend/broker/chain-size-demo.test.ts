/**
 * Chain sizes against the running demo broker through the real backend (signed session, session
 * client, market service, real decoders). On the current API the demo lists SPX as the exchange
 * does, so its whole chain of every category fits one view (a chain too large is refused on
 * loopback: v1/api-client-huge-answers.test.ts). The legacy API cannot ask for a window: its SPX
 * month (5,201 strikes, every whole point) is refused with those words under a lower limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CHAIN_STRIKES } from '../../../../electron/backend/broker/chain-size.ts';
import { createLegacyClient } from '../../../../electron/backend/broker/legacy/api-client.ts';
import { createSessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createMarketService } from '../../../../electron/backend/market/market-service.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../helpers/signed-in-demo.ts';

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function marketOn(api: 'v1' | 'legacy') {
  const f = await signedInDemo({ api, start: '2026-11-18T17:00:00Z' });
  fixture = f;
  const client = createSessionClient({
    current: () => ({ session: f.session, environment: f.environment }),
    clock: skippingClock(f.time),
    logger: silentLogger,
    random: () => 0,
  });
  const used = (): number => client.meter().snapshot().modules.markets.used;
  const chainsSent = (): number => f.sent.filter((url) => url.includes('/optionchains')).length;
  return { market: createMarketService(client), used, chainsSent, f };
}

const SPX = { underlier: 'SPX', month: 12, year: 2026, day: 18, chainType: 'CALLPUT', includeAdjusted: false } as const;

describe('the current API: SPX with every strike of every category', () => {
  // The demo lists SPX as the exchange does (docs/demo-broker.md, "The current API (v1)"), so its
  // whole chain fits one view; a chain too large for it is refused with its size and a window on
  // loopback (v1/api-client-huge-answers.test.ts), where a provider can answer anything.
  it('is the listed ladder, shown whole: every strike a multiple of 5, the nearest 5 apart, far under the limit', async () => {
    const { market, chainsSent } = await marketOn('v1');
    const answer = await market.getOptionChain({ ...SPX, priceType: 'ALL', category: 'ALL' });
    expect(answer.ok).toBe(true);
    const strikes = answer.ok ? [...new Set((answer.data.chain.expiries[0]?.strikes ?? []).map((row) => row.strike))] : [];
    expect(strikes.length).toBeGreaterThan(100);
    expect(strikes.length).toBeLessThan(MAX_CHAIN_STRIKES);
    expect(strikes.every((strike) => strike % 5 === 0)).toBe(true);
    let smallest = Infinity;
    for (let i = 1; i < strikes.length; i += 1) smallest = Math.min(smallest, (strikes[i] ?? 0) - (strikes[i - 1] ?? 0));
    expect(smallest).toBe(5);
    expect(chainsSent()).toBe(1);
  }, 120_000);
});

describe('the legacy API', () => {
  it('refuses a month of more strikes than the limit, saying that only the current API asks for a window', async () => {
    const f = await signedInDemo({ api: 'legacy', start: '2026-11-18T17:00:00Z' });
    fixture = f;
    const client = createLegacyClient({
      session: f.session,
      environment: f.environment,
      clock: skippingClock(f.time),
      random: () => 0,
      maxChainStrikes: 5_000,
    });
    const answer = await client.getOptionChain({ underlier: 'SPX', month: 2, year: 2027, chainType: 'CALLPUT', includeAdjusted: false });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        message:
          'The option chain of SPX for 2027-02 has 5,201 strikes, more than the 5,000 one chain view shows, so it was not loaded. The legacy API cannot ask for a window of strikes; the current API can (Settings, Advanced, API generation).',
      },
    });
  }, 120_000);
});
