/**
 * `strikeboard term` as a child process against a started demo broker over a stored session (the
 * real OS keychain): the nearest 12 expiries of AAPL with their days, ATM IV and expected move, the
 * same figures as --json; every listed expiry with --all; the legacy API refused with the reason.
 * And its command line refused in the user's words, in process. Needs a Secret Service for the
 * process half; without one that half reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import { runCli as runInProcess } from '../../cli/run-cli.ts';
import { demoCliSession } from './demo-cli-session.ts';
import { fakeIo } from './fake-io.ts';
import { runCli } from './run-cli-process.ts';

const session = await demoCliSession('term');

interface TermJson {
  underlier: string;
  spot: number;
  spent: number;
  points: { date: string; ok: boolean; figures?: { daysToExpiry: number; atmIv: number; straddle: number } }[];
}

describe.skipIf(!session.available)(`strikeboard term against the demo broker${session.skipped}`, () => {
  const { env } = session;

  it('prints the nearest 12 expiries: days, ATM IV, expected move and 1σ, for the quotes it says', async () => {
    const result = await runCli(['term', '--symbol', 'AAPL', '--env', 'demo', '--api', 'v1'], env());
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('Asking 12 expiries × 2 strikes near the money: 50 quotes of the Market budget with the expiry list.\n');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^AAPL term structure at \d+\.\d\d: 12 expiries, 2 strikes near the money each \(50 quotes\)$/);
    expect(lines[1]).toMatch(/^Expiry\s+Day\s+Days\s+ATM IV\s+Expected move\s+1σ \(IV\)$/);
    const rows = lines.slice(2).filter((line) => /^\d{4}-\d\d-\d\d/.test(line));
    expect(rows).toHaveLength(12);
    for (const row of rows)
      expect(row).toMatch(/^\d{4}-\d\d-\d\d\s+\w{3}, \w{3} \d+, \d{4}\s+\d+\s+\d+\.\d%\s+±\d+\.\d\d \(±\d+\.\d%\)\s+±\d+\.\d\d \(±\d+\.\d%\)$/);

    const json = await runCli(['term', '--symbol', 'AAPL', '--env', 'demo', '--api', 'v1', '--json'], env());
    expect(json.code).toBe(0);
    const answer = JSON.parse(json.stdout) as TermJson;
    expect(answer.points).toHaveLength(12);
    expect(answer.points.every((p) => p.ok && (p.figures?.atmIv ?? 0) > 0 && (p.figures?.straddle ?? 0) > 0)).toBe(true);
    expect(answer.spent).toBe(50);
  });

  it('--all asks every listed expiry still open', async () => {
    const expiries = await runCli(['expiries', '--symbol', 'MSFT', '--env', 'demo', '--api', 'v1', '--json'], env());
    const open = (JSON.parse(expiries.stdout) as { expiries: { daysToExpiry: number }[] }).expiries.filter((d) => d.daysToExpiry >= 0).length;
    const all = await runCli(['term', '--symbol', 'MSFT', '--all', '--env', 'demo', '--api', 'v1', '--json'], env());
    expect(all.code).toBe(0);
    expect((JSON.parse(all.stdout) as TermJson).points).toHaveLength(open);
    expect(open).toBeGreaterThan(12);
  });

  it('on the legacy API says it needs the current API (exit 2, the user’s to change; never a crash)', async () => {
    const result = await runCli(['term', '--symbol', 'AAPL', '--env', 'demo', '--api', 'legacy'], env());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/current API \(v1\)/);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('the words of a refused term command line', () => {
  it.each([
    [['term'], 'strikeboard: --symbol is required (the underlier, such as AAPL).'],
    [['term', '--symbol', 'AAPL&X'], 'must be a market symbol'],
    [['term', '--symbol', 'AAPL', '--input', 'saved.json'], 'term asks the provider for every expiry; it reads no saved response (--input).'],
    [['term', '--symbol', 'AAPL', '--strikes', '4'], '--strikes'],
  ])('%j', async (argv, words) => {
    const fake = fakeIo();
    expect(await runInProcess(argv, fake.io)).toBe(2);
    expect(fake.out).toEqual([]);
    expect(fake.err.join('\n')).toContain(words);
  });
});
