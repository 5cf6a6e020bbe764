/**
 * Stored-sample mode imitates the brokerage's sandbox (docs/platform/legacy-api.md, "The legacy
 * sandbox"): every valid request gets the same stored answer whatever it asked for, old data
 * included; invalid requests still get an error, and OAuth is still enforced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, SAMPLE_ACCOUNT_ID, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../demo-broker/index.ts';
import { signedFetch, signIn } from '../helpers/demo-broker-client.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { asArray, readOrderPage } from '../helpers/order-list-reader.ts';

const SANDBOX = DEMO_CONSUMERS[2] as DemoConsumer;
let broker: DemoBroker;
let token: { token: string; secret: string };
const clock = new ManualClock('2027-08-11T15:00:00Z');
beforeAll(async () => {
  broker = await startDemoBroker({ clock, storedSample: true });
  token = await signIn(broker, clock, SANDBOX);
});
afterAll(() => broker.close());

const get = (path: string) => signedFetch(broker, clock, SANDBOX, path, { token });

describe('stored-sample mode', () => {
  it('answers a SPY chain request with the stored 2013 AAPL chain, and any other request the same', async () => {
    const spy = await (await get('/market/sandbox/rest/optionchains.json?chainType=PUT&expirationMonth=01&expirationYear=2028&underlier=SPY')).text();
    const ibm = await (await get('/market/sandbox/rest/optionchains.json?chainType=CALL&expirationMonth=5&expirationYear=2027&underlier=IBM')).text();
    expect(ibm).toBe(spy);
    const chain = (JSON.parse(spy) as { OptionChainResponse: { symbol: string; optionPairs: { call: { expireDate: { year: string } } }[] } })
      .OptionChainResponse;
    expect(chain.symbol).toBe('aapl');
    expect(asArray(chain.optionPairs).every((pair) => pair.call.expireDate.year === '2013')).toBe(true);
  });

  it('answers every order list request with the same stored list, ignoring account, count and marker', async () => {
    const a = await (await get('/order/sandbox/rest/orderlist/83405188.json?count=2')).text();
    const b = await (await get('/order/sandbox/rest/orderlist/99999999.json?marker=whatever')).text();
    expect(b).toBe(a);
    const page = readOrderPage(JSON.parse(a));
    expect(page.count).toBeGreaterThan(2); // the sandbox does not honour count
    expect(page.marker).toBe('');
    expect(page.entries.every((entry) => new Date(entry.placedTime).getUTCFullYear() === 2013)).toBe(true);
  });

  it('lists the stored sample account', async () => {
    expect(await (await get('/sandbox/v1/accounts/list.json')).text()).toContain(`"accountId":"${SAMPLE_ACCOUNT_ID}"`);
  });

  it('serves XML too', async () => {
    expect(await (await get('/order/sandbox/rest/orderlist/1')).text()).toMatch(/^<\?xml[^>]*\?><GetOrderListResponse>/);
  });

  it.each([
    ['/market/sandbox/rest/optionchains.json?chainType=BOTH&expirationMonth=1&expirationYear=2028&underlier=SPY'],
    ['/market/sandbox/rest/optionchains.json?chainType=CALL&expirationYear=2028&underlier=SPY'],
    ['/order/sandbox/rest/orderlist/abc.json'],
    ['/order/sandbox/rest/orderlist/1.json?count=zero'],
  ])('still answers a syntactically invalid request with an error: %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('"message"');
  });

  it('still requires OAuth', async () => {
    expect((await fetch(`${broker.url}/order/sandbox/rest/orderlist/1.json`)).status).toBe(401);
  });
});
