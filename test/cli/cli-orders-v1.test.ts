/**
 * `strikeboard orders` and `order` on the current API (v1): flags, saved v1 answers (--input
 * --api v1, JSON and XML print the same), the table's groups with numbered members and
 * replaced-by links, the event timeline, and the v1 run against a fake client (today's rule,
 * a history window with its filters, an account ID resolved to its key).
 */
import { describe, expect, it } from 'vitest';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';
import { UNMETERED } from '../../electron/backend/broker/quota/quota-pace.ts';
import { resolveAccountKey } from '../../cli/commands/orders-account.ts';
import { runV1Orders } from '../../cli/commands/orders-v1.ts';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { runCli } from '../../cli/run-cli.ts';
import type { Account } from '../../shared/domain/accounts.ts';
import { fail, ok } from '../../shared/result.ts';
import { detail, instrument, order, ordersResponse, PLACED, v1Json, v1Xml } from '../electron/backend/broker/v1/decode/v1-order-fixtures.ts';
import { fakeV1Orders, placed } from '../electron/backend/orders/v1-fake-orders.ts';
import { fakeIo } from './fake-io.ts';

const LIST = ordersResponse([
  order(500, 'ONE_CANCELS_ALL', [detail({ orderNumber: 1 }), detail({ orderNumber: 2, priceType: 'STOP', stopPrice: 110 })], {
    totalOrderValue: 24_000,
    totalCommission: 13.9,
  }),
  order(377, 'EQ', [detail({ replacesOrderId: 374, status: 'INDIVIDUAL_FILLS' }, [instrument('IBM', { filledQuantity: 40 })])]),
  order(374, 'EQ', [detail({ status: 'CANCELLED', replacedByOrderId: 377 })]),
]);
const DETAILS = ordersResponse([
  {
    ...order(377, 'EQ', [detail({ status: 'EXECUTED', executedTime: PLACED + 2000 })]),
    Events: {
      Event: [
        { name: 'ORDER_PLACED', dateTime: PLACED },
        { name: 'ORDER_EXECUTED', dateTime: PLACED + 2000, Instrument: [instrument('IBM', { filledQuantity: 100 })] },
      ],
    },
  },
]);
const files = {
  'v1.json': v1Json('OrdersResponse', LIST),
  'v1.xml': v1Xml('OrdersResponse', LIST),
  'one.json': v1Json('OrdersResponse', DETAILS),
  'one.xml': v1Xml('OrdersResponse', DETAILS),
};

async function run(argv: string[]) {
  const { io, out, err } = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the v1 flags', () => {
  it('read a history window with its filters, and an account key (one starting with - as --account=KEY)', () => {
    const parsed = parseCommand([
      'orders',
      '--account=-x9Kk_22',
      '--from',
      '2026-10-01',
      '--to',
      '2026-11-20',
      '--status',
      'executed',
      '--symbol',
      'ibm,spy',
      '--api',
      'v1',
    ]);
    expect(parsed.ok && parsed.data).toMatchObject({
      name: 'orders',
      accountId: '-x9Kk_22',
      window: { from: '2026-10-01', to: '2026-11-20' },
      status: 'EXECUTED',
      symbols: ['IBM', 'SPY'],
      api: 'v1',
    });
    expect(parseCommand(['order', '--account', 'dBZOKt9xDrtRSAOl4MSiiA', '--id', '377'])).toMatchObject({
      ok: true,
      data: { name: 'order', accountId: 'dBZOKt9xDrtRSAOl4MSiiA', orderId: '377' },
    });
  });

  it.each([
    [['orders', '--account', '1', '--from', '2026-10-01'], /--from and --to go together/],
    [['orders', '--account', '1', '--today', '--from', '2026-10-01', '--to', '2026-10-02'], /--today and --from\/--to exclude each other/],
    [['orders', '--account', '1', '--watch', '--from', '2026-10-01', '--to', '2026-10-02'], /--watch follows today/],
    [['orders', '--account', '1', '--status', 'DONE'], /--status must be one of OPEN/],
    [['orders', '--account', '1', '--from', '2026-13-01', '--to', '2026-10-02'], /--from must be a date as YYYY-MM-DD/],
    [['orders', '--account', '1', '--api', 'v2'], /--api must be v1 \(the current API\) or legacy/],
    [['order', '--account', 'k'], /--id is required/],
  ])('refuse %j with exit 2', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
  });
});

describe('saved v1 answers (--input --api v1)', () => {
  it('print groups with numbered members, totals, partly filled and replaced-by links; JSON and XML the same', async () => {
    const json = await run(['orders', '--account', 'k', '--input', 'v1.json', '--api', 'v1']);
    const xml = await run(['orders', '--account', 'k', '--input', 'v1.xml', '--api', 'v1']);
    expect(json.code).toBe(0);
    expect(xml.out).toBe(json.out);
    expect(json.out).toContain('group 500');
    expect(json.out).toContain('2 orders (value 24000.00, commission 13.90)');
    expect(json.out).toMatch(/500 #1/);
    expect(json.out).toMatch(/500 #2/);
    // The table says the words (was "INDIVIDUAL_FILLS (partly filled)"); --json keeps the code.
    expect(json.out).toMatch(/^ {2}500 #1 .*Open/m);
    expect(json.out).toMatch(/^377 .*Partly filled\s+Equity\s+Buy 100 IBM/m);
    expect(json.out).not.toMatch(/INDIVIDUAL_FILLS|\bEQ\b|\bBUY\b/);
    const model = await run(['orders', '--account', 'k', '--input', 'v1.json', '--api', 'v1', '--json']);
    expect(model.out).toContain('"status": "INDIVIDUAL_FILLS"');
    expect(json.out).toContain('replaces #374');
    expect(json.out).toContain('replaced by #377');
  });

  it('print one order with its event timeline', async () => {
    const json = await run(['order', '--id', '377', '--input', 'one.json', '--api', 'v1']);
    const xml = await run(['order', '--id', '377', '--input', 'one.xml', '--api', 'v1']);
    expect(json.code).toBe(0);
    expect(xml.out).toBe(json.out);
    // A fill event says what filled and its price when the platform gives one (this sample gives none).
    // Events and actions in words (were ORDER_PLACED, ORDER_EXECUTED, BUY).
    expect(json.out).toMatch(/Events \(US Eastern\):\n {2}2026-11-20 10:31:00 {2}Placed\n {2}2026-11-20 10:31:02 {2}Executed {2}Buy 100 IBM$/m);
  });
});

const NOW = Date.parse('2026-06-10T14:00:00Z'); // the fake io's clock: 10:00 EDT
const ACCOUNTS: Account[] = [
  {
    accountId: '83405188',
    accountIdKey: 'dBZOKt9xDrtRSAOl4MSiiA',
    description: 'Individual Brokerage',
    nickname: null,
    mode: 'CASH',
    type: 'INDIVIDUAL',
    institutionType: 'BROKERAGE',
    status: 'ACTIVE',
    closedAt: null,
  },
];

function v1Client(
  orders = fakeV1Orders([placed(2, NOW - 3_600_000, 'EXECUTED'), placed(1, NOW - 30 * 86_400_000, 'OPEN'), placed(0, NOW - 40 * 86_400_000, 'EXECUTED')]),
) {
  const keys: string[] = [];
  const client: BrokerClient = {
    generation: 'v1',
    quota: UNMETERED,
    listAccounts: async () => ok(ACCOUNTS),
    getOptionChain: async () => fail('unsupported', 'no'),
    getExpiryDates: async () => fail('unsupported', 'no'),
    getQuotes: async () => fail('unsupported', 'no'),
    getAlerts: async () => fail('unsupported', 'no'),
    getAlertDetails: async () => fail('unsupported', 'no'),
    getPortfolio: async () => fail('unsupported', 'no'),
    getBalance: async () => fail('unsupported', 'no'),
    getTransactionPage: async () => fail('unsupported', 'no'),
    getTransactionDetails: async () => fail('unsupported', 'no'),
    getOrderPage: async (key, page) => {
      keys.push(key);
      return orders.fetchPage(page ?? {});
    },
    getOrderDetails: async (key, id) => {
      keys.push(key);
      return orders.fetchDetails(id);
    },
  };
  return { client, orders, keys };
}

const ordersCommand = (extra: string[] = []) => {
  const parsed = parseCommand(['orders', '--account', '83405188', ...extra]);
  if (!parsed.ok || parsed.data.name !== 'orders') throw new Error('bad command');
  return parsed.data;
};

describe('orders against a v1 client', () => {
  it('resolves an account ID to its key, and says whose accounts there are when it is not one', async () => {
    const { client } = v1Client();
    expect(await resolveAccountKey('83405188', client)).toEqual(ok('dBZOKt9xDrtRSAOl4MSiiA'));
    expect(await resolveAccountKey('-opaqueKey', client)).toEqual(ok('-opaqueKey'));
    const wrong = await resolveAccountKey('99999999', client);
    expect(wrong.ok ? '' : wrong.error.message).toContain('Yours: 83405188, key dBZOKt9xDrtRSAOl4MSiiA, Individual Brokerage.');
  });

  it('lists today’s orders by the rule: today’s and the still-working older ones, in three requests (a first refresh also asks the partly filled)', async () => {
    const { client, orders } = v1Client();
    const { io, out } = fakeIo();
    const result = await runV1Orders(ordersCommand(), client, 'dBZOKt9xDrtRSAOl4MSiiA', io);
    expect(result.ok).toBe(true);
    const text = out.join('\n');
    expect(text).toMatch(/^2 +\S/m);
    expect(text).toMatch(/^1 +\S/m);
    expect(text).not.toMatch(/^0 +\S/m);
    // The count says what it counts, as the app and the demo broker do (the older open one said apart).
    expect(text).toContain('2 orders (1 placed before today, still working) today (New York), in 3 requests.');
    expect(orders.requests.map((request) => request.filter?.status ?? 'window')).toEqual(['window', 'OPEN', 'INDIVIDUAL_FILLS']);
  });

  it('asks a history window with the filters sent to the server', async () => {
    const { client, orders } = v1Client();
    const { io, out } = fakeIo();
    const result = await runV1Orders(ordersCommand(['--from', '2026-04-01', '--to', '2026-06-10', '--status', 'EXECUTED', '--json']), client, 'key', io);
    expect(result.ok).toBe(true);
    expect(orders.requests[0]?.filter).toEqual({ from: '2026-04-01', to: '2026-06-10', status: 'EXECUTED' });
    const printed = JSON.parse(out.join('\n')) as { orders: { orderId: string }[]; capped: unknown };
    expect(printed.orders.map((o) => o.orderId)).toEqual(['2', '0']);
    expect(printed.capped).toBeNull();
  });

  // An order list cut at the page cap is a partial answer (exit 5), said on stderr (it exited 0).
  it('a provider that never stops offering pages: the orders held are printed, the answer is partial, the note on stderr', async () => {
    const { client } = v1Client();
    let served = 0;
    const endless: BrokerClient = {
      ...client,
      getOrderPage: async () => {
        served += 1;
        return ok({ count: 1, marker: `m${served}`, orders: [placed(10_000 + served, NOW - 60_000 - served)], groups: [] });
      },
    };
    const { io, out, err } = fakeIo();
    const result = await runV1Orders(ordersCommand(), endless, 'key', io);
    expect(result).toEqual(ok('partial'));
    expect(out.join('\n')).toMatch(/^10001 /m);
    expect(err).toEqual(['strikeboard: the provider kept offering more pages; stopped at the page cap, the oldest orders may be missing.']);
    const complete = await runV1Orders(ordersCommand(), v1Client().client, 'key', fakeIo().io);
    expect(complete).toEqual(ok('complete'));
  });

  it('says why a window cannot be asked, without asking', async () => {
    const { client, orders } = v1Client();
    const { io } = fakeIo();
    const result = await runV1Orders(ordersCommand(['--from', '2026-06-01', '--to', '2026-06-30']), client, 'key', io);
    expect(result.ok ? '' : result.error.message).toBe('The window ends after today (2026-06-10, New York).');
    expect(orders.requests).toEqual([]);
  });
});
