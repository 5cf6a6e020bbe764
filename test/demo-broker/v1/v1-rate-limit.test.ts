/**
 * The per-module hourly rate limit: budgets per consumer key for Accounts, Markets and Orders on
 * the simulated clock, a cost per answer, the legacy platform's over-limit page, and the
 * `--rate-limit` flags that turn it on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../demo-broker/cli-options.ts';
import { RateLimiter, REPORTED_BUDGETS } from '../../../demo-broker/http/rate-limiter.ts';
import { DEMO_ACCOUNTS } from '../../../demo-broker/index.ts';
import { ManualClock, HOURS, MINUTES } from '../../helpers/manual-clock.ts';
import { PROD_CALLBACK, v1Fixture, type V1Fixture } from './v1-fixture.ts';

const ORDERS = `/v1/accounts/${DEMO_ACCOUNTS[0]?.accountIdKey ?? ''}/orders.json?count=1`;

describe('the limiter', () => {
  it('charges each answer its cost and refuses, without charging, what does not fit', () => {
    const clock = new ManualClock('2027-01-04T15:00:00Z');
    const limiter = new RateLimiter(clock, { markets: 10 });
    expect(limiter.admit('k', 'markets', 4)).toBe(true);
    expect(limiter.admit('k', 'markets', 7)).toBe(false);
    expect(limiter.spent('k', 'markets')).toBe(4);
    expect(limiter.admit('k', 'markets', 6)).toBe(true);
    expect(limiter.admit('k', 'markets', 1)).toBe(false);
    // Other modules and other keys have budgets of their own; a module without one is unlimited.
    expect(limiter.admit('other', 'markets', 10)).toBe(true);
    expect(limiter.admit('k', 'orders', 1_000_000)).toBe(true);
  });

  it('starts again at the next clock hour of the simulated clock', () => {
    const clock = new ManualClock('2027-01-04T15:59:00Z');
    const limiter = new RateLimiter(clock, { orders: 1 });
    expect(limiter.admit('k', 'orders', 1)).toBe(true);
    expect(limiter.admit('k', 'orders', 1)).toBe(false);
    clock.advance(1 * MINUTES);
    expect(limiter.admit('k', 'orders', 1)).toBe(true);
  });

  it('refuses budgets that are not whole numbers of known modules', () => {
    expect(() => new RateLimiter({ now: () => 0 }, { orders: -1 })).toThrow(/non-negative integer/);
    expect(() => new RateLimiter({ now: () => 0 }, { quotes: 5 } as never)).toThrow(/unknown rate-limit module/);
  });
});

describe('over a real server', () => {
  let f: V1Fixture;
  beforeAll(async () => {
    f = await v1Fixture(undefined, { rateLimit: { accounts: 3, orders: 2 } });
  });
  beforeEach(() => f.broker.setRateLimit({ accounts: 3, orders: 2 }));
  afterAll(() => f.close());

  it('answers 400 with the HTML page once a module is over its hourly budget', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await f.get('/v1/accounts/list.json')).status);
    expect(statuses).toEqual([200, 200, 200, 400]);
    const refused = await f.get('/v1/accounts/list.json');
    expect(refused.type).toMatch(/^text\/html/);
    expect(refused.body).toContain('Number of requests exceeded the rate limit set');
  });

  it('counts modules apart, errors included', async () => {
    expect((await f.get('/v1/accounts/nope/orders.json')).status).toBe(400); // an error still counts
    expect((await f.get(ORDERS)).status).toBe(200);
    expect((await f.get(ORDERS)).body).toContain('exceeded the rate limit');
    expect((await f.get('/v1/accounts/list.json')).status).toBe(200);
  });

  it('counts per consumer key', async () => {
    for (let i = 0; i < 3; i += 1) await f.get('/v1/accounts/list.json');
    expect((await f.get('/v1/accounts/list.json')).status).toBe(400);
    expect((await f.get('/v1/accounts/list.json', { consumer: PROD_CALLBACK })).status).toBe(200);
  });

  it('counts the legacy routes in their modules too', async () => {
    const legacy = '/order/rest/orderlist/83405188.json?count=1';
    expect([(await f.get(legacy)).status, (await f.get(legacy)).status, (await f.get(legacy)).status]).toEqual([200, 200, 400]);
  });

  it('lets requests through again in the next hour of the clock, and not at all once turned off', async () => {
    for (let i = 0; i < 3; i += 1) await f.get('/v1/accounts/list.json');
    expect((await f.get('/v1/accounts/list.json')).status).toBe(400);
    f.clock.advance(1 * HOURS);
    expect((await f.get('/v1/accounts/list.json')).status).toBe(200);
    f.broker.setRateLimit(null);
    for (let i = 0; i < 10; i += 1) expect((await f.get('/v1/accounts/list.json')).status).toBe(200);
  });
});

describe('flags', () => {
  it('--rate-limit turns on the reported figures', () => {
    expect(parseCliArgs(['--rate-limit'])).toEqual({ help: false, options: { faults: {}, rateLimit: { ...REPORTED_BUDGETS } } });
  });

  it('--rate-limit-budgets changes some of them', () => {
    expect(parseCliArgs(['--rate-limit-budgets', 'orders=5,markets=900'])).toEqual({
      help: false,
      options: { faults: {}, rateLimit: { accounts: REPORTED_BUDGETS.accounts, markets: 900, orders: 5, users: REPORTED_BUDGETS.users } },
    });
  });

  it.each([['quotes=5'], ['orders=-1'], ['orders=5,']])('refuses --rate-limit-budgets %s', (list) => {
    expect(() => parseCliArgs(['--rate-limit-budgets', list])).toThrow(/--rate-limit-budgets must look like/);
  });

  it('stays off without the flags', () => {
    expect(parseCliArgs([])).toEqual({ help: false, options: { faults: {} } });
  });
});
