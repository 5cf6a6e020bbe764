/**
 * `strikeboard analyze` as a child process against a started demo broker over a stored session:
 * a call vertical's figures are the closed forms of its own entry prices (max profit the width
 * less the debit, max loss the debit, one breakeven at the lower strike plus the debit), the
 * ladder and the JSON agree, a leg the chain does not list is named with the nearest strikes (exit
 * 2); and the command line refused in the user's words, in process. Needs a Secret Service for the
 * process half; without one that half reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import { runCli as runInProcess } from '../../cli/run-cli.ts';
import { demoCliSession } from './demo-cli-session.ts';
import { fakeIo } from './fake-io.ts';
import { runCli } from './run-cli-process.ts';
import { wireSample } from '../fixtures/wire/load.ts';

const session = await demoCliSession('analyze');

interface AnalyzeJson {
  spot: number;
  net: number;
  maxProfit: number | null;
  maxLoss: number | null;
  breakevens: number[];
  pop: number | null;
  exact: boolean;
  legs: { strike?: number; entry: number; iv?: number; quantity: number }[];
  curve: { price: number; expiry: number; atDate: number }[];
  greeks: { now: { delta: number } };
  quotes: number;
}

describe.skipIf(!session.available)(`strikeboard analyze against the demo broker${session.skipped}`, () => {
  const { env } = session;

  /** A monthly expiry a month or more away and two listed strikes around the price. */
  async function vertical(): Promise<{ expiry: string; low: number; high: number }> {
    const listed = await runCli(['expiries', '--symbol', 'AAPL', '--type', 'monthly', '--env', 'demo', '--json'], env());
    const expiry = (JSON.parse(listed.stdout) as { expiries: { date: string; daysToExpiry: number }[] }).expiries.find((e) => e.daysToExpiry > 30)?.date;
    if (expiry === undefined) throw new Error('no monthly expiry');
    const chain = await runCli(['chain', '--symbol', 'AAPL', '--expiry', expiry, '--strikes', '6', '--env', 'demo', '--json'], env());
    const strikes =
      (JSON.parse(chain.stdout) as { chain: { expiries: { strikes: { strike: number }[] }[] } }).chain.expiries[0]?.strikes.map((s) => s.strike) ?? [];
    const low = strikes[2];
    const high = strikes[4];
    if (low === undefined || high === undefined) throw new Error('too few strikes');
    return { expiry, low, high };
  }

  it('a call vertical: its figures are the closed forms of its own entries, and the text says them', async () => {
    const { expiry, low, high } = await vertical();
    const legs = ['--leg', `+1 ${expiry} ${low}C`, '--leg', `-1 ${expiry} ${high}C`];
    const json = await runCli(['analyze', '--symbol', 'AAPL', ...legs, '--env', 'demo', '--json'], env());
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    const a = JSON.parse(json.stdout) as AnalyzeJson;
    const [bought, sold] = a.legs;
    if (bought === undefined || sold === undefined) throw new Error('two legs expected');
    const debit = Math.round((bought.entry - sold.entry) * 100 * 100) / 100;
    expect(a.net).toBeCloseTo(debit, 6);
    expect(a.exact).toBe(true);
    expect(a.maxProfit).toBeCloseTo((high - low) * 100 - debit, 2);
    expect(a.maxLoss).toBeCloseTo(-debit, 2);
    expect(a.breakevens).toHaveLength(1);
    expect(a.breakevens[0]).toBeCloseTo(low + debit / 100, 4);
    expect(a.pop).toBeGreaterThan(0);
    expect(a.pop).toBeLessThan(1);
    expect(a.curve).toHaveLength(21);
    // The ladder at expiry is the payoff: flat at the max loss below the lower strike, at the max profit above the upper.
    for (const point of a.curve) {
      const payoff = Math.min(Math.max(point.price - low, 0), high - low) * 100 - debit;
      expect(point.expiry).toBeCloseTo(payoff, 1);
    }
    expect(a.greeks.now.delta).toBeGreaterThan(0);
    expect(a.quotes).toBeGreaterThan(0);

    const text = await runCli(['analyze', '--symbol', 'AAPL', ...legs, '--env', 'demo'], env());
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^AAPL at [\d,.]+, as of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d ET/);
    expect(text.stdout).toMatch(/Model: Black-Scholes per leg at its own IV, 4\.0 % rate, no dividends, European/);
    expect(text.stdout).toMatch(/Net debit [\d,]+\.\d\d/);
    expect(text.stdout).toMatch(/Max profit\s+\+[\d,]+\.\d\d/);
    expect(text.stdout).toMatch(/Probability of profit\s+\d+\.\d %/);
    expect(text.stdout).toMatch(/P\/L by price:/);
    expect(text.stdout).toMatch(
      /^Greeks now: delta \+\d+\.\d shares, gamma [+−]?\d+\.\d\d shares per dollar, theta [+−][\d,]+\.\d\d a day, vega [+−][\d,]+\.\d\d per vol point$/m,
    );
  });

  it('a strike the chain does not list is named with the nearest listed ones (exit 2)', async () => {
    const { expiry, low, high } = await vertical();
    const between = (low + high) / 2 + 0.125;
    const result = await runCli(['analyze', '--symbol', 'AAPL', '--leg', `+1 ${expiry} ${between}C`, '--env', 'demo'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`lists no ${between} call; the nearest listed are \\d+(\\.\\d+)? and \\d+(\\.\\d+)?`));
    expect(result.stdout).toBe('');
  });

  it('an expiry that is not listed is named with the nearest listed ones (exit 2)', async () => {
    const result = await runCli(['analyze', '--symbol', 'AAPL', '--leg', '+1 2031-01-01 200C', '--env', 'demo'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/No AAPL options expire on/);
  });
});

describe('analyze refuses what is not a strategy, in the user’s words (exit 2)', () => {
  it.each([
    [['analyze', '--leg', '+1 2027-03-19 270C'], /--symbol is required/],
    [['analyze', '--symbol', 'AAPL'], /needs at least one --leg or --stock/],
    [['analyze', '--symbol', 'AAPL', '--leg', '1 270C'], /is not a leg: write a leg as quantity, expiry, strike and C or P/],
    [['analyze', '--symbol', 'AAPL', '--leg', '0 2027-03-19 270C'], /quantity of 0/],
    [['analyze', '--symbol', 'AAPL', '--leg', '+1 2027-02-30 270C'], /its expiry/],
    [['analyze', '--symbol', 'AAPL', '--stock', '+1.5'], /--stock "\+1\.5" must be shares/],
    [['analyze', '--symbol', 'AAPL', '--stock', '+100', '--range', '300:250'], /--range must be two prices/],
    [['analyze', '--symbol', 'AAPL', '--stock', '+100', '--iv-shift', 'x'], /--iv-shift must be vol points/],
    [['analyze', '--symbol', 'AAPL', '--stock', '+100', '--price', 'best'], /--price must be mid or natural/],
    [['analyze', '--symbol', 'AAPL', '--leg', `+1 2027-03-19 ${'9'.repeat(200)}C`], /is not a leg/],
  ])('%j', async (argv, message) => {
    const fake = fakeIo();
    expect(await runInProcess(argv, fake.io)).toBe(2);
    expect(fake.err.join('\n')).toMatch(message);
  });
});

describe('analyze of a saved chain (--input), in process', () => {
  const file = 'chain-ibm.json';
  const io = () => fakeIo({ files: { [file]: wireSample('v1/chain-ibm.json') } });
  const legs = ['--leg', '+1 2018-08-17 200C'];

  it('is analysed as of the answer’s own time, at the price --spot gives', async () => {
    const fake = io();
    expect(await runInProcess(['analyze', '--symbol', 'IBM', ...legs, '--input', file, '--spot', '140', '--json'], fake.io)).toBe(0);
    const a = JSON.parse(fake.out.join('\n')) as AnalyzeJson & { asOf: string };
    // The chain's timeStamp, 1529430420 s.
    expect(a.asOf).toBe(new Date(1_529_430_420_000).toISOString());
    expect(a.spot).toBe(140);
    expect(a.quotes).toBe(0);
    // The file's 200 call: bid 0, ask 0.05, IV 31.45 %.
    expect(a.legs).toEqual([expect.objectContaining({ strike: 200, entry: 0.025, iv: 0.3145 })]);
    expect(a.net).toBe(2.5);
  });

  it('without --spot says the file carries no price of the underlier (exit 2)', async () => {
    const fake = io();
    expect(await runInProcess(['analyze', '--symbol', 'IBM', ...legs, '--input', file], fake.io)).toBe(2);
    expect(fake.err.join('\n')).toMatch(/carries no quote of the underlier: give its price with --spot PRICE/);
  });

  it('a leg without a two-sided quote cannot take a mid, and says so (exit 2)', async () => {
    const fake = io();
    expect(await runInProcess(['analyze', '--symbol', 'IBM', '--leg', '-1 2018-08-17 205C', '--input', file, '--spot', '140'], fake.io)).toBe(2);
    expect(fake.err.join('\n')).toMatch(/Leg "-1 2018-08-17 205C": the contract has no bid and ask to take a mid from/);
  });

  it('a leg of another expiry names the one the file holds (exit 2)', async () => {
    const fake = io();
    expect(await runInProcess(['analyze', '--symbol', 'IBM', '--leg', '+1 2018-09-21 200C', '--input', file, '--spot', '140'], fake.io)).toBe(2);
    expect(fake.err.join('\n')).toMatch(/the saved chain holds 2018-08-17, not 2018-09-21/);
  });
});
