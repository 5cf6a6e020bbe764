/**
 * The API client against the running demo broker: both endpoints (and the accounts list) in both
 * wire formats and both environments' path shapes, with the production key on production paths
 * and the sandbox key on sandbox paths. JSON and XML must decode to the same models.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../../../../electron/backend/broker/broker-client.ts';
import { createLegacyClient } from '../../../../../electron/backend/broker/legacy/api-client.ts';
import { DEMO_ACCOUNTS, HIGH_VOLUME_ACCOUNT_ID, SANDBOX_ACCOUNTS } from '../../../../../demo-broker/index.ts';
import type { WireFormat } from '../../../../../shared/environments.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../../helpers/signed-in-demo.ts';

const ACCOUNT = DEMO_ACCOUNTS[0]?.accountId ?? '';
const query = { underlier: 'MSFT', month: 9, year: 2026, chainType: 'CALLPUT' as const, includeAdjusted: true };

const fixtures: Record<string, DemoFixture> = {};
const key = (kind: 'production' | 'sandbox', format: WireFormat) => `${kind}-${format}`;

function client(fixture: DemoFixture): BrokerClient {
  return createLegacyClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time), random: () => 0.5 });
}

beforeAll(async () => {
  for (const kind of ['production', 'sandbox'] as const) {
    for (const wireFormat of ['json', 'xml'] as const) fixtures[key(kind, wireFormat)] = await signedInDemo({ kind, wireFormat });
  }
});
afterAll(async () => {
  for (const fixture of Object.values(fixtures)) await fixture.close();
});

const fixture = (kind: 'production' | 'sandbox', format: WireFormat): DemoFixture => {
  const found = fixtures[key(kind, format)];
  if (found === undefined) throw new Error('fixture missing');
  return found;
};
const path = (url: string | undefined) => (url === undefined ? '' : new URL(url).pathname);

describe.each(['production', 'sandbox'] as const)('%s path shapes', (kind) => {
  it.each(['json', 'xml'] as const)('option chain in %s', async (format) => {
    const f = fixture(kind, format);
    const answer = await client(f).getOptionChain(query);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data.query).toEqual(query);
    expect(answer.data.chain.symbol?.toUpperCase()).toBe('MSFT');
    expect(answer.data.chain.mismatch).toBeNull();
    expect(answer.data.chain.expiries.length).toBeGreaterThan(0);
    for (const expiry of answer.data.chain.expiries) {
      expect(expiry.date.startsWith('2026-09')).toBe(true);
      const strikes = expiry.strikes.map((row) => row.strike);
      expect(strikes).toEqual([...strikes].sort((a, b) => a - b));
    }
    const sandboxPart = kind === 'sandbox' ? '/sandbox' : '';
    expect(path(f.sent.at(-1))).toBe(`/market${sandboxPart}/rest/optionchains${format === 'json' ? '.json' : ''}`);
  });

  it.each(['json', 'xml'] as const)('order list page in %s', async (format) => {
    const f = fixture(kind, format);
    const page = await client(f).getOrderPage(ACCOUNT, { count: 10 });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    expect(page.data.orders.length + page.data.groups.length).toBeGreaterThan(0);
    expect(page.data.count).toBeLessThanOrEqual(10);
    const sandboxPart = kind === 'sandbox' ? '/sandbox' : '';
    expect(path(f.sent.at(-1))).toBe(`/order${sandboxPart}/rest/orderlist/${ACCOUNT}${format === 'json' ? '.json' : ''}`);
  });

  it.each(['json', 'xml'] as const)('accounts list in %s', async (format) => {
    const f = fixture(kind, format);
    const accounts = await client(f).listAccounts();
    // The sandbox answers its canned accounts whoever asks, as the platform's sandbox does.
    const listed = kind === 'sandbox' ? SANDBOX_ACCOUNTS : DEMO_ACCOUNTS.filter((account) => account.owner === 'demo');
    expect(accounts).toEqual({
      ok: true,
      data: listed.map((account) => ({
        accountId: account.accountId,
        accountIdKey: account.accountIdKey,
        description: account.description,
        nickname: account.nickname === '' ? null : account.nickname,
        type: account.accountType,
        mode: account.accountMode,
        institutionType: 'BROKERAGE',
        status: account.accountStatus,
        closedAt: account.closedDate > 0 ? account.closedDate * 1000 : null,
      })),
    });
    expect(path(f.sent.at(-1))).toBe(`${kind === 'sandbox' ? '/sandbox' : ''}/v1/accounts/list${format === 'json' ? '.json' : ''}`);
  });

  it('JSON and XML decode to identical models', async () => {
    const json = client(fixture(kind, 'json'));
    const xml = client(fixture(kind, 'xml'));
    const [chainJson, chainXml] = [await json.getOptionChain(query), await xml.getOptionChain(query)];
    expect(chainJson.ok && chainXml.ok).toBe(true);
    if (chainJson.ok && chainXml.ok) expect(chainXml.data.chain).toEqual(chainJson.data.chain);
    // Both brokers run the same seeded day at the same manual time.
    const [ordersJson, ordersXml] = [
      await json.getOrderPage(HIGH_VOLUME_ACCOUNT_ID, { count: 100 }),
      await xml.getOrderPage(HIGH_VOLUME_ACCOUNT_ID, { count: 100 }),
    ];
    expect(ordersJson.ok && ordersXml.ok).toBe(true);
    if (ordersJson.ok && ordersXml.ok) {
      expect(ordersXml.data.orders).toEqual(ordersJson.data.orders);
      expect(ordersXml.data.groups).toEqual(ordersJson.data.groups);
    }
  });
});

describe('keys and paths must agree', () => {
  it('a production key on sandbox paths is refused by the provider, as an OAuth error', async () => {
    const prod = fixture('production', 'json');
    const wrong = createLegacyClient({
      session: prod.session,
      environment: { ...prod.environment, sandbox: true, apiUrl: `${prod.broker.url}/sandbox` },
      clock: skippingClock(prod.time),
    });
    const answer = await wrong.getOrderPage(ACCOUNT);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.code).toBe('oauth');
  });
});

describe('nothing is sent for invalid parameters (a bad chain query never gets past the edge: test/electron/backend/ipc/dispatcher.test.ts)', () => {
  it.each([
    ['a non-numeric account', (c: BrokerClient) => c.getOrderPage('12AB')],
    ['count 500', (c: BrokerClient) => c.getOrderPage(ACCOUNT, { count: 500 })],
  ])('%s', async (_name, call) => {
    const f = fixture('production', 'json');
    const before = f.sent.length;
    const answer = await call(client(f));
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.code).toBe('invalid-argument');
    expect(f.sent.length).toBe(before);
  });
});
