/**
 * `strikeboard chain` and `strikeboard orders` as child processes against a started demo broker,
 * over a session signed in beforehand and stored in the REAL OS keychain (as `strikeboard login`
 * leaves it). Needs a Secret Service (docs/testing.md, "The private Secret Service"); without one
 * the suite reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import { HIGH_VOLUME_ACCOUNT_ID } from '../../demo-broker/index.ts';
import { runCli, startCli, waitForLine } from './run-cli-process.ts';
import { demoCliSession } from './demo-cli-session.ts';

// The busy account's large book (about 1,200 orders a day): the load volume.
const session = await demoCliSession('data', { volume: 'load' });

describe.skipIf(!session.available)(`strikeboard chain / orders against the demo broker${session.skipped}`, () => {
  const { env, vault } = session;

  const year = new Date().getUTCFullYear() + 1;
  // The demo session speaks the current API by default, and a chain now comes from the session's
  // generation (it always came from the legacy client before): these are the legacy chain's tests.

  it('chain prints the calls | strike | puts table', async () => {
    const result = await runCli(['chain', '--env', 'demo', '--api', 'legacy', '--underlier', 'aapl', '--month', '03', '--year', String(year)], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^AAPL option chain, March ${year} \\(CALLPUT, adjusted hidden\\)$`, 'm'));
    expect(result.stdout).toMatch(/^ {2}Call\s+Exch\s+Strike\s+Put\s+Exch$/m);
    expect(result.stdout).toMatch(new RegExp(`^${year}-03-\\d\\d  (monthly|quarterly)  \\d+ days  \\d+ strikes$`, 'm'));
  });

  it('chain records its activity in the keychain before the process exits', async () => {
    const stored = await vault().getAccessToken('demo');
    if (!stored.ok || stored.data === null) throw new Error('no stored session');
    const anHourAgo = Date.now() - 3_600_000;
    await vault().setAccessToken('demo', { ...stored.data, lastActivityAt: anHourAgo });
    const startedAt = Date.now();
    const result = await runCli(['chain', '--env', 'demo', '--api', 'legacy', '--underlier', 'AAPL', '--month', 'Mar', '--year', String(year)], env());
    expect(result.code).toBe(0);
    const after = await vault().getAccessToken('demo');
    expect(after.ok && (after.data?.lastActivityAt ?? 0)).toBeGreaterThanOrEqual(startedAt);
  });

  it.each(['json', 'xml'] as const)('chain --json prints the same model whatever the wire format (%s)', async (format) => {
    const result = await runCli(
      [
        'chain',
        '--env',
        'demo',
        '--api',
        'legacy',
        '--underlier',
        'MSFT',
        '--month',
        '6',
        '--year',
        String(year),
        '--type',
        'CALL',
        '--format',
        format,
        '--json',
      ],
      env(),
    );
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout) as {
      query: unknown;
      chain: { symbol: string; expiries: { strikes: { call: unknown; put: unknown }[] }[]; mismatch: null };
    };
    expect(answer.query).toEqual({ underlier: 'MSFT', month: 6, year, chainType: 'CALL', includeAdjusted: false });
    expect(answer.chain.mismatch).toBeNull();
    expect(answer.chain.expiries.flatMap((e) => e.strikes).every((row) => row.call !== null && row.put === null)).toBe(true);
  });

  it('orders --all --json prints every order of the 1,000-order account once', async () => {
    const result = await runCli(['orders', '--env', 'demo', '--api', 'legacy', '--account', HIGH_VOLUME_ACCOUNT_ID, '--all', '--json'], env());
    expect(result.code).toBe(0);
    const day = JSON.parse(result.stdout) as {
      accountId: string;
      pages: number;
      truncated: boolean;
      orders: { orderId: string; legs: unknown[] }[];
      groups: { orders: { orderId: string }[] }[];
    };
    expect(day).toMatchObject({ accountId: HIGH_VOLUME_ACCOUNT_ID, truncated: false });
    expect(day.pages).toBeGreaterThanOrEqual(10);
    const ids = [...day.orders, ...day.groups.flatMap((g) => g.orders)].map((o) => o.orderId);
    expect(ids.length).toBeGreaterThan(900);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders prints one page as a table, with the marker of the next', async () => {
    const result = await runCli(['orders', '--env', 'demo', '--api', 'legacy', '--account', HIGH_VOLUME_ACCOUNT_ID, '--count', '5', '--format', 'xml'], env());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Order ID\s+Placed ET\s+Status\s+Type\s+Order\s+Filled\s+Price$/m);
    const marker = /add --marker '([^']+)'/.exec(result.stdout)?.[1];
    expect(marker).toBeDefined();
    const next = await runCli(
      ['orders', '--env', 'demo', '--api', 'legacy', '--account', HIGH_VOLUME_ACCOUNT_ID, '--count', '5', '--marker', marker ?? ''],
      env(),
    );
    expect(next.code).toBe(0);
    expect(next.stdout).not.toBe(result.stdout);
  });

  it('orders --watch prints the book, keeps refreshing, and ends cleanly on Ctrl+C', async () => {
    const child = startCli(['orders', '--env', 'demo', '--account', HIGH_VOLUME_ACCOUNT_ID, '--watch'], env());
    await waitForLine(child, /^Order ID\s+Placed ET/);
    await new Promise<void>((resolve) => {
      const check = () => {
        if (/Watching account \d+, refreshing every 10 s\. Ctrl\+C ends\./.test(child.output.stderr)) resolve();
        else setTimeout(check, 10);
      };
      check();
    });
    child.kill('SIGINT');
    const result = await child.finished;
    expect(result.code).toBe(0);
  });

  it('orders --watch | head -1: a reader that goes away ends the watch quietly with exit 0', async () => {
    // The high-volume book is many times a pipe's buffer, so the watch is still printing it
    // when the reader closes.
    const child = startCli(['orders', '--env', 'demo', '--account', HIGH_VOLUME_ACCOUNT_ID, '--watch'], env());
    await waitForLine(child, /^Order ID\s+Placed ET/);
    child.stdout.destroy();
    const result = await child.finished;
    expect(result.stderr).not.toMatch(/EPIPE|at .*\.ts:\d+/);
    expect(result.code).toBe(0);
  });

  it('a provider refusal exits 4 with the provider words', async () => {
    const result = await runCli(['orders', '--env', 'demo', '--api', 'legacy', '--account', HIGH_VOLUME_ACCOUNT_ID, '--marker', '7|1'], env());
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/strikeboard: The provider answered with an error \(code \d+\)\.\n {2}details \(verbatim\):\n {4}Invalid marker/);
  });

  // 61022457 is the demo user `other`'s account; 99999999 is nobody's. Before, both read "The
  // provider answered with an error (code 10033)" with exit 4, as if waiting would help.
  it.each([['61022457'], ['99999999']])("orders --account %s (not the demo user's) exits 2, saying whose accounts are", async (account) => {
    const result = await runCli(['orders', '--env', 'demo', '--api', 'legacy', '--account', account], env());
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      `strikeboard: Account ${account} is not one of the accounts of the user signed in to Local demo, or it does not exist. Yours: 83405188 (Individual Brokerage), 83405261 (Options IRA), 83409917 (Active Trader (high volume)), 83401024 (Old Brokerage).`,
    );
    expect(result.stderr).toContain(`Invalid account ID ${account}`);
  });

  it("orders --watch on an account that is not the user's ends at once with the same error", async () => {
    const result = await runCli(['orders', '--env', 'demo', '--api', 'legacy', '--account', '61022457', '--watch'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^strikeboard: Account 61022457 is not one of the accounts/m);
    expect(result.stderr).not.toMatch(/refresh failed|Watching/);
  });

  it('without a stored session for the environment it exits 3 and says to log in', async () => {
    const result = await runCli(['orders', '--env', 'sandbox', '--account', HIGH_VOLUME_ACCOUNT_ID], env());
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/Not signed in: run `strikeboard login --env sandbox` first/);
  });
});
