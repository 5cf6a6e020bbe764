/**
 * Chains too large to show, against the running demo broker through the real backend (signed
 * session, session client, market service, real decoders). On the current API, SPX with every
 * strike (`priceType=ALL`) and every category (standard and mini contracts) is 10,402 rows: refused
 * with its size and a window to ask for, counted at its estimate, and not asked for again; its
 * standard ladder (5,201 strikes, the grid's own large case) is shown. The legacy API cannot ask
 * for a window: its SPX month (5,201 strikes) is refused with those words under a lower limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CHAIN_STRIKES } from '../../../../electron/backend/broker/chain-size.ts';
import { createLegacyClient } from '../../../../electron/backend/broker/legacy/api-client.ts';
import { createSessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { UNSEEN_LADDER_COST } from '../../../../electron/backend/broker/v1/api-client.ts';
import { createMarketService } from '../../../../electron/backend/market/market-service.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../helpers/signed-in-demo.ts';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';

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
  it('is refused with its size and a window, counted at its estimate, and not asked for again', async () => {
    const { market, used, chainsSent } = await marketOn('v1');
    const every: ChainQuery = { ...SPX, priceType: 'ALL', category: 'ALL' };
    const first = await market.getOptionChain(every);
    expect(first).toEqual({
      ok: false,
      error: {
        code: 'invalid-argument',
        message:
          'The option chain of SPX for 2026-12-18 has 10,402 strikes, more than the 10,000 one chain view shows, so it was not loaded. Ask for a window instead: up to 2,000 strikes around a price (noOfStrikes with strikePriceNear; on the command line, --strikes with --near).',
      },
    });
    // Its estimate and the underlier's quote, not the 20,804 quotes of its 10,402 pairs.
    expect(used()).toBe(UNSEEN_LADDER_COST + 1);
    expect(chainsSent()).toBe(1);

    const again = await market.getOptionChain(every);
    expect(again).toMatchObject({ ok: false, error: { code: 'invalid-argument', message: expect.stringContaining('has 10,402 strikes (its last answer)') } });
    expect(chainsSent()).toBe(1);
    expect(used()).toBe(UNSEEN_LADDER_COST + 1);

    // A window of it is asked for and shown.
    const window = await market.getOptionChain({ ...every, strikesNear: 5000, strikeCount: 40, priceType: 'ATNM' });
    expect(window.ok && window.data.chain.expiries[0]?.strikes.length).toBeGreaterThanOrEqual(40);
    expect(chainsSent()).toBe(2);
  }, 120_000);

  it('its standard ladder, 5,201 strikes, is shown whole', async () => {
    const { market } = await marketOn('v1');
    const answer = await market.getOptionChain({ ...SPX, priceType: 'ALL' });
    expect(answer.ok && answer.data.chain.expiries[0]?.strikes.length).toBe(5_201);
    expect(5_201).toBeLessThan(MAX_CHAIN_STRIKES);
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
