/**
 * The current API's commands as child processes against a started demo broker, over a stored
 * session (the REAL OS keychain, as `strikeboard login` leaves it): the accounts list through the
 * v1 client (and the legacy one with --api legacy), and what the market commands say where the
 * demo broker does not serve the v1 market yet (a typed error, never a crash). Needs a
 * Secret Service; without one the suite reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli-process.ts';
import { demoCliSession } from './demo-cli-session.ts';

const session = await demoCliSession('market');

describe.skipIf(!session.available)(`strikeboard accounts / expiries / quote / chain on the current API against the demo broker${session.skipped}`, () => {
  const { env } = session;

  it('accounts --api v1 lists the accounts with their accountIdKey through the v1 client', async () => {
    const result = await runCli(['accounts', '--env', 'demo', '--api', 'v1'], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Account ID\s+Key\s+Description\s+Name\s+Type\s+Mode\s+Status$/m);
    expect(result.stdout).toMatch(/^83405188\s+dBZOKt9xDrtRSAOl4MSiiA\s+Individual Brokerage/m);
  });

  it('accounts --json --format xml: the same accounts from the XML answer', async () => {
    const json = await runCli(['accounts', '--env', 'demo', '--api', 'v1', '--json'], env());
    const xml = await runCli(['accounts', '--env', 'demo', '--api', 'v1', '--json', '--format', 'xml'], env());
    expect(xml.code).toBe(0);
    expect(JSON.parse(xml.stdout)).toEqual(JSON.parse(json.stdout));
  });

  it('quote on the legacy API says it needs the current API (exit 1, never a crash)', async () => {
    const result = await runCli(['quote', 'AAPL', '--env', 'demo', '--api', 'legacy'], env());
    expect(result.stderr).toMatch(/need the current API \(v1\)/);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it("expiries, quote and chain on the current API read the demo broker's v1 market", async () => {
    const expiries = await runCli(['expiries', '--symbol', 'AAPL', '--env', 'demo', '--api', 'v1', '--json'], env());
    expect(expiries.stderr).toBe('');
    expect(expiries.code).toBe(0);
    const dates = (JSON.parse(expiries.stdout) as { expiries: { date: string; kind: string | null }[] }).expiries;
    expect(dates.length).toBeGreaterThan(3);
    expect(dates.map((d) => d.date)).toEqual([...dates.map((d) => d.date)].sort());
    // A partly quoted answer exits 5 (it exited 0), the symbol not quoted named on standard error.
    const quote = await runCli(['quote', 'AAPL', 'NOPE', '--env', 'demo', '--api', 'v1'], env());
    expect(quote.code).toBe(5);
    expect(quote.stdout).toMatch(/^AAPL\b/m);
    expect(quote.stderr).toMatch(/NOPE/);
    const chain = await runCli(['chain', '--symbol', 'AAPL', '--strikes', '6', '--env', 'demo', '--api', 'v1', '--json'], env());
    expect(chain.stderr).toBe('');
    expect(chain.code).toBe(0);
    const answer = JSON.parse(chain.stdout) as { chain: { expiries: { strikes: { call: { quote: { bid: number; ask: number } | null } | null }[] }[] } };
    const strikes = answer.chain.expiries[0]?.strikes ?? [];
    expect(strikes.length).toBe(6);
    for (const row of strikes) {
      const quoted = row.call?.quote;
      expect(quoted).toBeTruthy();
      if (quoted) expect(quoted.bid).toBeLessThanOrEqual(quoted.ask);
    }
    // A named weekly expiry is called weekly, as `expiries` lists it (a v1 chain names no
    // kind: the chain's heading said "expiry type not given" for the date the app's strip tags W).
    const weekly = dates.find((d) => d.kind === 'WEEKLY');
    expect(weekly, 'the demo lists a weekly').toBeDefined();
    const named = await runCli(['chain', '--symbol', 'AAPL', '--expiry', weekly?.date ?? '', '--strikes', '2', '--env', 'demo', '--api', 'v1'], env());
    expect(named.code).toBe(0);
    expect(named.stdout).toMatch(new RegExp(`^${weekly?.date} \\(.*\\)  weekly  `, 'm'));
  });

  // An unknown symbol is the user's to correct: exit 2 (it was 4, "try again later").
  it('a market error the demo broker answers ends with its code in words, not a stack trace', async () => {
    const result = await runCli(['expiries', '--symbol', 'ZZZZ', '--env', 'demo', '--api', 'v1'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^strikeboard: .*\(code 100\d\d\)/m);
    expect(result.stderr).toMatch(/details \(verbatim\):/);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
