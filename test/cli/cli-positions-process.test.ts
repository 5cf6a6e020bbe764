/**
 * `strikeboard positions` and `balance` as child processes against a started demo broker, over a
 * stored session (the REAL OS keychain, as `strikeboard login` leaves it): an account named by its
 * ID (resolved to its key), every page, JSON and XML alike, COMPLETE's greeks, every open account
 * at once, balances of a margin and a cash account, the legacy API and an account that is not the
 * user's refused in words. The broker's clock is held still (the answers never race real time;
 * the processes' OAuth timestamps stay well within the five minutes the broker accepts). Needs a
 * Secret Service; without one the suite reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo-broker/index.ts';
import { runCli } from './run-cli-process.ts';
import { demoCliSession } from './demo-cli-session.ts';

const session = await demoCliSession('positions', { holdClock: true });
const [MAIN, IRA, BUSY, CLOSED] = DEMO_ACCOUNTS;
/** Two processes one after the other on a busy machine. */
const TWO_RUNS_MS = 60_000;

describe.skipIf(!session.available)(`strikeboard positions / balance against the demo broker${session.skipped}`, () => {
  const { env } = session;

  it(
    'positions --account ID: the ID resolved to its key, every page, grouped by underlier, totals in words',
    async () => {
      // The busy account holds more positions than a page of 100.
      const result = await runCli(['positions', '--env', 'demo', '--account', BUSY?.accountId ?? ''], env());
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toMatch(
        /^Underlier\s+Position\s+Side\s+Quantity\s+Last\s+Change\s+Day's gain\s+Total gain\s+Total gain %\s+Market value\s+Cost\s+% of portfolio$/,
      );
      const underliers = lines.slice(1, lines.indexOf('')).map((line) => line.split(/\s+/)[0] ?? '');
      expect(underliers).toEqual([...underliers].sort());
      expect(result.stdout).toMatch(
        /^Market value [\d,.]+, day's gain [+-][\d,.]+ \([+-][\d.]+%\), total gain [+-][\d,.]+ \([+-][\d.]+%\), cash -?[\d,.]+\.$/m,
      );
      expect(result.stdout).toMatch(/^The provider does not know the cost of 1 position \(ISHARES TR RUSSELL 2000 ETF\): no total gain is shown for it\.$/m);
      const [, count, pages] = /^([\d,]+) positions \(\d+ long, \d+ short\) in (\d+) requests\.$/m.exec(result.stdout) ?? [];
      expect(Number(pages)).toBe(Math.ceil(Number(count?.replace(',', '')) / 100));
      expect(Number(pages)).toBeGreaterThan(1);
    },
    TWO_RUNS_MS,
  );

  it(
    '--view complete --json: the greeks of every option, the same from an XML answer',
    async () => {
      const json = await runCli(['positions', '--env', 'demo', '--account', MAIN?.accountIdKey ?? '', '--view', 'complete', '--json'], env());
      const xml = await runCli(['positions', '--env', 'demo', '--account', MAIN?.accountIdKey ?? '', '--view', 'complete', '--json', '--format', 'xml'], env());
      expect(json.code).toBe(0);
      expect(xml.code).toBe(0);
      expect(JSON.parse(xml.stdout)).toEqual(JSON.parse(json.stdout));
      const printed = JSON.parse(json.stdout) as {
        portfolio: { positions: { option: unknown; greeks: { delta: number } | null }[] };
        greeks: { missing: number };
      };
      const options = printed.portfolio.positions.filter((position) => position.option !== null);
      expect(options.length).toBeGreaterThan(5);
      expect(options.every((position) => typeof position.greeks?.delta === 'number')).toBe(true);
      expect(printed.greeks.missing).toBe(0);
    },
    TWO_RUNS_MS,
  );

  it(
    '--all-accounts: every open account’s positions with an Account column; the closed account left out',
    async () => {
      const result = await runCli(['positions', '--env', 'demo', '--all-accounts'], env());
      expect(result.code).toBe(0);
      expect(result.stdout.split('\n')[0]).toMatch(/^Account\s+Underlier\s+Position/);
      for (const account of [MAIN, IRA]) expect(result.stdout).toMatch(new RegExp(`^${account?.accountId ?? ''}\\s+[A-Z]`, 'm'));
      expect(result.stdout).not.toMatch(new RegExp(`^${CLOSED?.accountId ?? ''}\\s`, 'm'));
      expect(result.stdout).toMatch(new RegExp(`^Account ${MAIN?.accountId ?? ''} \\(Individual Brokerage\\):$`, 'm'));
    },
    TWO_RUNS_MS,
  );

  it(
    'balance: a margin account with its margin figures, an IRA without any',
    async () => {
      const margin = await runCli(['balance', '--env', 'demo', '--account', MAIN?.accountId ?? ''], env());
      expect(margin.code).toBe(0);
      expect(margin.stdout.split('\n')[0]).toBe(`Account ${MAIN?.accountId ?? ''}, Individual Brokerage, margin account, mode MARGIN, options LEVEL_4`);
      expect(margin.stdout).toMatch(/^Account value\s+-?[\d,]+\.\d\d$/m);
      expect(margin.stdout).toMatch(/^Margin buying power\s+[\d,]+\.\d\d$/m);
      const cash = await runCli(['balance', '--env', 'demo', `--account=${IRA?.accountIdKey ?? ''}`], env());
      expect(cash.code).toBe(0);
      expect(cash.stdout).toMatch(/, cash account, /);
      expect(cash.stdout).not.toMatch(/Margin|Reg T/);
    },
    TWO_RUNS_MS,
  );

  it(
    'the legacy API says it has no positions; an account that is not the user’s names the user’s',
    async () => {
      const legacy = await runCli(['positions', '--env', 'demo', '--api', 'legacy', '--account', MAIN?.accountId ?? ''], env());
      expect(legacy.code).toBe(2);
      expect(legacy.stderr).toMatch(/Positions need the current API \(v1\)/);
      const other = await runCli(['balance', '--env', 'demo', '--account', '61022457'], env());
      expect(other.code).toBe(2);
      expect(other.stderr).toMatch(/Account 61022457 is not one of the accounts of the user signed in\. Yours: 83405188/);
      expect(other.stderr).not.toMatch(/at .*\.ts:\d+/);
    },
    TWO_RUNS_MS,
  );
});
