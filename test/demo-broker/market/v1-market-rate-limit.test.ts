/**
 * Market answers spend the Markets budget at their cost (docs/platform/budgets.md: 2 quotes per
 * chain pair, 1 per quoted symbol), so `--rate-limit` refuses a chain that would overspend the hour
 * while a cheaper request still fits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { ManualClock } from '../../helpers/manual-clock.ts';

const PROD = DEMO_CONSUMERS.find((consumer) => consumer.kind === 'production') as DemoConsumer;
const clock = new ManualClock('2026-11-18T17:00:00Z');
let broker: DemoBroker;
let token: { token: string; secret: string };
beforeAll(async () => {
  broker = await startDemoBroker({ clock, seed: 5, rateLimit: { markets: 30 } });
  token = await signIn(broker, clock, PROD);
});
afterAll(() => broker.close());

const status = async (path: string): Promise<number> => (await signedFetch(broker, clock, PROD, path, { token })).status;

describe('Markets budget', () => {
  it('charges a chain 2 quotes per pair and a quote 1 per symbol', async () => {
    expect(await status('/v1/market/optionchains.json?symbol=SPX&noOfStrikes=10')).toBe(200);
    expect(await status('/v1/market/quote/AAPL,MSFT,IBM,SPY,QQQ.json')).toBe(200);
    // 20 + 5 spent: another 10-pair chain (20 more) no longer fits, a 5-symbol quote still does.
    const refused = await signedFetch(broker, clock, PROD, '/v1/market/optionchains.json?symbol=SPX&noOfStrikes=10', { token });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Number of requests exceeded the rate limit set');
    expect(await status('/v1/market/quote/AAPL,MSFT,IBM,SPY,QQQ.json')).toBe(200);
    expect(await status('/v1/market/optionexpiredate.json?symbol=SPX')).toBe(400);
  });
});
