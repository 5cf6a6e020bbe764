/**
 * What each market answer costs against the Markets budget (docs/platform/budgets.md: a quote
 * request for N symbols costs N, an option chain 2 per pair): the `cost` the per-module rate limit
 * counts.
 */
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../demo-broker/http/api-request.ts';
import { v1MarketHandlers } from '../../../demo-broker/market/v1-market-handlers.ts';

const clock = { now: () => Date.parse('2026-11-18T17:00:00Z') };
const handlers = v1MarketHandlers(5, clock, false);
const request = (query: [string, string][], path: Record<string, string> = {}, environment: ApiRequest['environment'] = 'production'): ApiRequest => ({
  query,
  format: 'json',
  environment,
  username: 'demo',
  path,
});

describe('quote cost of market answers', () => {
  it('charges an option chain 2 quotes per pair', () => {
    const reply = handlers.v1chain(
      request([
        ['symbol', 'SPX'],
        ['noOfStrikes', '7'],
      ]),
    );
    const pairs = (JSON.parse(reply.body) as { OptionChainResponse: { OptionPair: unknown[] } }).OptionChainResponse.OptionPair.length;
    expect(pairs).toBe(7);
    expect(reply.cost).toBe(14);
    // Every strike of SPX's listed ladder (5 points near the money, wider out): hundreds of pairs, 2 quotes each.
    const every = handlers.v1chain(
      request([
        ['symbol', 'SPX'],
        ['priceType', 'ALL'],
      ]),
    );
    const all = (JSON.parse(every.body) as { OptionChainResponse: { OptionPair: unknown[] } }).OptionChainResponse.OptionPair.length;
    expect(all).toBeGreaterThan(300);
    expect(every.cost).toBe(2 * all);
  });

  it('charges a quote request one per symbol asked, known or not', () => {
    expect(handlers.v1quote(request([], { symbols: 'AAPL,MSFT,NOPEQ' })).cost).toBe(3);
  });

  it('charges the expiry list one, and an error one (a request like any other)', () => {
    expect(handlers.v1expiries(request([['symbol', 'AAPL']])).cost).toBe(1);
    const error = handlers.v1chain(
      request([
        ['symbol', 'AAPL'],
        ['expiryYear', '2026'],
        ['expiryMonth', '11'],
        ['expiryDay', '19'],
      ]),
    );
    expect(error.status).toBe(400);
    expect(error.cost).toBe(1);
  });

  it('charges the sandbox canned chain for its one pair', () => {
    expect(
      handlers.v1chain(
        request(
          [
            ['symbol', 'SPX'],
            ['priceType', 'ALL'],
          ],
          {},
          'sandbox',
        ),
      ).cost,
    ).toBe(2);
  });
});
