/**
 * `orders` and `order` on the current API as child processes against a started demo broker's v1
 * orders, over a stored session in the REAL OS keychain (as `strikeboard login` leaves it): today's
 * orders by the account ID people know (the key resolved through the accounts list), a history
 * window with --status and --symbol sent to the server, a one-day window, and one order with its
 * event timeline. Needs a Secret Service; without one the suite reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli-process.ts';
import { newYorkDate } from '../../shared/domain/market-time.ts';
import { shiftIsoDate } from '../../electron/backend/orders/today-window.ts';
import { demoCliSession } from './demo-cli-session.ts';

const session = await demoCliSession('orders-v1');

describe.skipIf(!session.available)(`strikeboard orders / order on the current API against the demo broker’s v1 orders${session.skipped}`, () => {
  const { env } = session;

  interface Printed {
    orderId: string;
    status: string;
    placedAt: number | null;
    legs: { symbol: string | null }[];
  }
  interface PrintedHistory {
    accountKey: string;
    orders: Printed[];
    groups: { orders: Printed[] }[];
  }
  const today = () => newYorkDate(Date.now());
  const history = async (extra: string[]): Promise<PrintedHistory> => {
    const result = await runCli(['orders', '--env', 'demo', '--account', '83405188', '--json', ...extra], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout) as PrintedHistory;
  };

  it('orders --account 83405188: today’s orders on v1, the account ID resolved to its key', async () => {
    const result = await runCli(['orders', '--env', 'demo', '--account', '83405188'], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/ today \(New York\), in \d+ requests?\.$/m);
    const json = await history([]);
    expect(json.accountKey).toBe('dBZOKt9xDrtRSAOl4MSiiA');
  });

  it('orders --account=KEY takes a key that starts with a dash (the platform issues such keys)', async () => {
    const accounts = await runCli(['accounts', '--env', 'demo', '--json'], env());
    const listed = JSON.parse(accounts.stdout) as { accounts?: { accountIdKey: string | null }[] } | { accountIdKey: string | null }[];
    const rows = Array.isArray(listed) ? listed : (listed.accounts ?? []);
    const dashed = rows.map((account) => account.accountIdKey).find((key) => key !== null && key.startsWith('-'));
    if (dashed === undefined || dashed === null) throw new Error('the demo broker lists no key starting with a dash');
    const result = await runCli(['orders', '--env', 'demo', `--account=${dashed}`, '--json'], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as PrintedHistory).accountKey).toBe(dashed);
  });

  it('a history window with --status and --symbol: every order listed is of that status and symbol', async () => {
    const from = shiftIsoDate(today(), { days: -14 });
    const all = await history(['--from', from, '--to', today()]);
    const executed = all.orders.filter((order) => order.status === 'EXECUTED');
    expect(executed.length).toBeGreaterThan(0);
    const symbol = executed.flatMap((order) => order.legs.map((leg) => leg.symbol)).find((s) => s !== null && /^[A-Z]+$/.test(s));
    if (symbol === undefined || symbol === null) throw new Error('no executed order with a plain symbol in the window');
    const filtered = await history(['--from', from, '--to', today(), '--status', 'EXECUTED', '--symbol', symbol]);
    expect(filtered.orders.length).toBeGreaterThan(0);
    for (const order of filtered.orders) {
      expect(order.status).toBe('EXECUTED');
      expect(order.legs.some((leg) => leg.symbol === symbol)).toBe(true);
    }
    const expected = executed.filter((order) => order.legs.some((leg) => leg.symbol === symbol)).map((order) => order.orderId);
    expect(filtered.orders.map((order) => order.orderId)).toEqual(expected);
  });

  it('a one-day window lists that New York day’s orders only', async () => {
    const from = shiftIsoDate(today(), { days: -14 });
    const all = await history(['--from', from, '--to', today()]);
    const day = all.orders.map((order) => (order.placedAt === null ? null : newYorkDate(order.placedAt))).find((d) => d !== null && d < today());
    if (day === undefined || day === null) throw new Error('no order on an earlier day in the window');
    const one = await history(['--from', day, '--to', day]);
    const expected = all.orders.filter((order) => order.placedAt !== null && newYorkDate(order.placedAt) === day).map((order) => order.orderId);
    expect(one.orders.map((order) => order.orderId)).toEqual(expected);
  });

  it('order --account KEY --id N prints the order and its event timeline', async () => {
    const from = shiftIsoDate(today(), { days: -14 });
    const all = await history(['--from', from, '--to', today(), '--status', 'EXECUTED']);
    const id = all.orders[0]?.orderId;
    if (id === undefined) throw new Error('no executed order in the window');
    const result = await runCli(['order', '--env', 'demo', '--account', 'dBZOKt9xDrtRSAOl4MSiiA', '--id', id], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^${id}\\b`, 'm'));
    expect(result.stdout).toMatch(/^Events \(US Eastern\):$/m);
    // The timeline says the events in words (were ORDER_PLACED, ORDER_EXECUTED); --json keeps the names.
    expect(result.stdout).toMatch(/^ {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} {2}Placed\b/m);
    expect(result.stdout).not.toMatch(/ORDER_PLACED|ORDER_EXECUTED/);
    expect(result.stdout).toMatch(/^ {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} {2}Executed\b/m);
    const json = await runCli(['order', '--env', 'demo', '--account', 'dBZOKt9xDrtRSAOl4MSiiA', '--id', id, '--json'], env());
    const details = JSON.parse(json.stdout) as { order: { orderId: string } | null; events: { name: string; time: number | null }[] };
    expect(details.order?.orderId).toBe(id);
    expect(details.events.map((event) => event.name)).toContain('ORDER_PLACED');
  });

  it('order with an ID the account does not have ends with a typed error, not a stack trace, and exit 2 (asking again gets the same)', async () => {
    const result = await runCli(['order', '--env', 'demo', '--account', 'dBZOKt9xDrtRSAOl4MSiiA', '--id', '1'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/The provider has no such order in this account/);
    expect(result.stderr).toMatch(/^strikeboard: /m);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
