/**
 * The v1 client's portfolio and balance over a real signed session against the demo broker on
 * loopback: every page asked by number, JSON and XML giving one model, each page counted under
 * the Accounts budget; COMPLETE's greeks turned into the account's share equivalents; a balance
 * consistent with the portfolio; the account errors in words, the closed account's empty
 * portfolio, the sandbox's canned answers, and the legacy generation saying it has none of it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../../demo-broker/index.ts';
import { createLegacyClient } from '../../../../../electron/backend/broker/legacy/api-client.ts';
import { createQuotaMeter } from '../../../../../electron/backend/broker/quota/quota-meter.ts';
import { createV1Client } from '../../../../../electron/backend/broker/v1/api-client.ts';
import { accountValue, buyingPower, cashBalance } from '../../../../../shared/domain/account-balance.ts';
import { accountGreeks, sumPositions } from '../../../../../shared/domain/position-math.ts';
import type { Portfolio } from '../../../../../shared/domain/positions.ts';
import { DEFAULT_QUOTA_PER_HOUR } from '../../../../../shared/domain/quota.ts';
import type { WireFormat } from '../../../../../shared/environments.ts';
import type { Result } from '../../../../../shared/result.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../../helpers/signed-in-demo.ts';

const [MAIN, IRA, , CLOSED] = DEMO_ACCOUNTS.map((account) => account.accountIdKey);

let fixtures: DemoFixture[] = [];
afterEach(async () => {
  for (const fixture of fixtures) await fixture.close();
  fixtures = [];
});

async function v1Client(options: { wireFormat?: WireFormat; kind?: 'production' | 'sandbox'; start?: string } = {}) {
  const fixture = await signedInDemo({ api: 'v1', ...options });
  fixtures.push(fixture);
  const clock = skippingClock(fixture.time);
  const meter = createQuotaMeter({ clock, limits: () => DEFAULT_QUOTA_PER_HOUR });
  const client = createV1Client({ session: fixture.session, environment: { ...fixture.environment, api: 'v1' }, clock, meter });
  return { fixture, client, meter };
}

const data = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.message} ${result.error.detail ?? ''}`);
  return result.data;
};

describe('v1 client portfolio against the demo broker', () => {
  it('reads every page by number, one Accounts request a page; JSON and XML give one portfolio', async () => {
    const json = await v1Client({ wireFormat: 'json' });
    const xml = await v1Client({ wireFormat: 'xml' });
    const fromJson = data(await json.client.getPortfolio(MAIN ?? '', { view: 'COMPLETE', pageSize: 25 }));
    const fromXml = data(await xml.client.getPortfolio(MAIN ?? '', { view: 'COMPLETE', pageSize: 25 }));
    expect(fromXml).toEqual(fromJson);
    expect(fromJson.pages).toBeGreaterThan(2);
    expect(fromJson.positions.length).toBeGreaterThan(25 * (fromJson.pages - 1));
    expect(fromJson.problems).toEqual([]);
    expect(json.meter.snapshot().modules.accounts.used).toBe(fromJson.pages);
    const paths = json.fixture.sent.map((url) => new URL(url));
    expect(paths.map((url) => url.pathname)).toEqual(Array(fromJson.pages).fill(`/v1/accounts/${MAIN}/portfolio.json`));
    expect(paths.map((url) => url.searchParams.get('pageNumber'))).toEqual([null, ...Array.from({ length: fromJson.pages - 1 }, (_, i) => String(i + 2))]);
    expect(paths.every((url) => url.searchParams.get('view') === 'COMPLETE' && url.searchParams.get('totalsRequired') === 'true')).toBe(true);
  });

  it('COMPLETE: every option with its greeks and multiplier; the account’s delta in share equivalents', async () => {
    const { client } = await v1Client();
    const portfolio = data(await client.getPortfolio(MAIN ?? '', { view: 'COMPLETE' }));
    const options = portfolio.positions.filter((position) => position.option !== null);
    expect(options.length).toBeGreaterThan(5);
    for (const option of options) {
      expect(option.greeks?.delta).toEqual(expect.any(Number));
      expect(option.multiplier).toBe(100);
      expect(option.daysToExpiry).toBeGreaterThanOrEqual(0);
      expect(option.option?.osiKey).toMatch(/^[A-Z]+-*\d{6}[CP]\d{8}$/);
    }
    const byHand = portfolio.positions.reduce((sum, p) => sum + p.quantity * p.multiplier * (p.option === null ? 1 : (p.greeks?.delta ?? 0)), 0);
    expect(accountGreeks(portfolio.positions)).toMatchObject({ missing: 0 });
    expect(accountGreeks(portfolio.positions).delta).toBeCloseTo(byHand, 6);
  });

  it('QUICK has no greeks; a holding of unknown cost shows none; shorts are negative', async () => {
    const { client } = await v1Client();
    const portfolio = data(await client.getPortfolio(MAIN ?? '', { view: 'QUICK' }));
    expect(portfolio.positions.every((position) => position.greeks === null)).toBe(true);
    expect(portfolio.positions.find((position) => position.symbol === 'IWM')).toMatchObject({
      totalCost: null,
      totalGain: null,
      totalGainPercent: null,
      acquiredAt: null,
    });
    for (const short of portfolio.positions.filter((position) => position.side === 'SHORT')) expect(short.quantity).toBeLessThan(0);
    expect(accountGreeks(portfolio.positions).missing).toBe(portfolio.positions.filter((position) => position.option !== null).length);
  });

  it('the balance agrees with the portfolio: value = cash + positions; margin and cash accounts differ', async () => {
    const { client } = await v1Client();
    const portfolio: Portfolio = data(await client.getPortfolio(MAIN ?? '', { view: 'QUICK' }));
    const margin = data(await client.getBalance(MAIN ?? ''));
    const value = sumPositions(portfolio.positions).marketValue ?? 0;
    expect(accountValue(margin)).toBeCloseTo((cashBalance(margin) ?? 0) + value, 0);
    expect(portfolio.totals?.cash).toBe(cashBalance(margin));
    expect(margin.accountType).toBe('MARGIN');
    expect(buyingPower(margin)).toBe(margin.computed?.marginBuyingPower);
    const cash = data(await client.getBalance(IRA ?? ''));
    expect([cash.accountType, cash.margin, cash.computed?.marginBuyingPower]).toEqual(['CASH', undefined, undefined]);
    expect(buyingPower(cash)).toBe(cash.computed?.cashBuyingPower);
  });

  it('an account that is not the user’s is their mistake to correct; the closed account holds nothing', async () => {
    const { client } = await v1Client();
    const wrong = await client.getPortfolio('AAAAAAAAAAAAAAAAAAAAAA', { view: 'QUICK' });
    expect(wrong.ok === false && [wrong.error.code, wrong.error.message]).toEqual(['invalid-argument', expect.stringContaining('(code 102)')]);
    expect(data(await client.getPortfolio(CLOSED ?? '', { view: 'QUICK' }))).toMatchObject({ positions: [], pages: 1 });
  });

  it('the sandbox answers its canned portfolio and balance', async () => {
    const { client } = await v1Client({ kind: 'sandbox' });
    const portfolio = data(await client.getPortfolio('anything', { view: 'COMPLETE' }));
    expect(portfolio.positions.map((position) => position.option?.osiKey ?? position.symbol)).toEqual(['IBM', 'AAPL--180720C00190000']);
    expect(data(await client.getBalance('anything')).computed?.realTimeValues?.totalAccountValue).toBe(53_948.85);
  });
});

describe('the legacy generation', () => {
  it('has no portfolio and no balance, and says so', async () => {
    const fixture = await signedInDemo({ api: 'legacy' });
    fixtures.push(fixture);
    const client = createLegacyClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time) });
    for (const result of [await client.getPortfolio('83405188', { view: 'QUICK' }), await client.getBalance('83405188')]) {
      expect(result.ok === false && result.error.code).toBe('unsupported');
      expect(result.ok === false && result.error.message).toMatch(/need the current API \(v1\); this environment speaks the legacy API/);
    }
    expect(fixture.sent).toEqual([]);
  });
});
