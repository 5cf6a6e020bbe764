/**
 * The expiry's figures are the expiry's, whatever window `chain` prints: a window of strikes far
 * from the money (--near below the price) reads the same ATM IV, move and put/call ratios as the
 * window at the money, and says what the ratios were summed over. Child processes against the demo
 * broker, its clock held still so the two answers price one market.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli-process.ts';
import { demoCliSession } from './demo-cli-session.ts';

const session = await demoCliSession('chain-figures', { holdClock: true });

/** The figures line under the expiry's heading ("  ATM IV …"). */
const figuresLine = (stdout: string): string => stdout.split('\n').find((line) => line.startsWith('  ATM IV') || line.startsWith('  No ATM')) ?? '';

describe.skipIf(!session.available)(`strikeboard chain: figures of the money, not of the window${session.skipped}`, () => {
  const { env } = session;

  it('prints the same ATM IV, move and ratios with --near far below the price as at the money', async () => {
    const quote = await runCli(['quote', 'SPX', '--env', 'demo', '--api', 'v1', '--json'], env());
    expect(quote.code).toBe(0);
    const last = (JSON.parse(quote.stdout) as { quotes: { last: number }[] }).quotes[0]?.last ?? 0;
    expect(last).toBeGreaterThan(1000);
    // 3 % below the price: the 5 strikes printed are all well in the money on the call side.
    const near = Math.round(last * 0.97);
    const far = await runCli(['chain', '--symbol', 'SPX', '--near', String(near), '--strikes', '5', '--env', 'demo', '--api', 'v1'], env());
    const money = await runCli(['chain', '--symbol', 'SPX', '--strikes', '5', '--env', 'demo', '--api', 'v1'], env());
    expect(far.stderr).toBe('');
    expect(far.code).toBe(0);
    expect(money.code).toBe(0);
    const line = figuresLine(far.stdout);
    expect(line).toMatch(/^ {2}ATM IV \d+\.\d% · Move ±[\d,]+\.\d\d/);
    expect(line).toBe(figuresLine(money.stdout));
    // The ratios say what they were summed over: the provider's strikes near the money, not the 5 printed.
    expect(line).toMatch(/P\/C of \d+ loaded strikes \([\d,.]+–[\d,.]+\)/);
    expect(line).not.toMatch(/P\/C of 5 loaded/);
  });
});
