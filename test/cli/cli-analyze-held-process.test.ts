/**
 * `strikeboard analyze --account ID --position SYMBOL` as a child process against a started demo
 * broker (its clock held still) over a stored session: a held group with shares and options is
 * analysed at its real quantities and costs, and its P/L now at the current price is, to the cent,
 * the provider's total gain over the same positions (what the Positions view totals); the text says
 * where it is held. And the flags refused in the user's words, in process. Needs a Secret Service
 * for the process half; without one that half reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo-broker/index.ts';
import { runCli as runInProcess } from '../../cli/run-cli.ts';
import { demoCliSession } from './demo-cli-session.ts';
import { fakeIo } from './fake-io.ts';
import { runCli } from './run-cli-process.ts';

const session = await demoCliSession('analyze-held', { holdClock: true });
const [MAIN] = DEMO_ACCOUNTS;
/** Three processes one after the other on a busy machine. */
const RUNS_MS = 90_000;

interface HeldPosition {
  underlier: string;
  option: unknown;
  securityType: string | null;
  totalGain: number | null;
  quantity: number;
}

describe.skipIf(!session.available)(`strikeboard analyze --position against the demo broker${session.skipped}`, () => {
  const { env } = session;

  it(
    'a group of shares and options: its legs, and its P/L now is the provider’s total gain to the cent',
    async () => {
      const account = MAIN?.accountId ?? '';
      const listed = await runCli(['positions', '--env', 'demo', '--account', account, '--view', 'complete', '--json'], env());
      expect(listed.code).toBe(0);
      const positions = (JSON.parse(listed.stdout) as { portfolio: { positions: HeldPosition[] } }).portfolio.positions;
      // The first underlier held both as shares and as options.
      const symbol = positions.find(
        (p) => p.option === null && p.securityType === 'EQ' && positions.some((q) => q.underlier === p.underlier && q.option !== null),
      )?.underlier;
      if (symbol === undefined) throw new Error('the demo account holds no group of shares and options');
      const group = positions.filter((p) => p.underlier === symbol);
      const gainCents = group.reduce((sum, p) => sum + Math.round((p.totalGain ?? Number.NaN) * 100), 0);
      expect(Number.isFinite(gainCents)).toBe(true);

      const json = await runCli(['analyze', '--env', 'demo', '--account', account, '--position', symbol, '--json'], env());
      expect(json.stderr).toBe('');
      expect(json.code).toBe(0);
      const a = JSON.parse(json.stdout) as {
        legs: { kind: string; quantity: number }[];
        now: { price: number; pl: number };
        held: { positions: number; totalGain: number; requests: number };
        curve: unknown[];
      };
      expect(a.legs.map((leg) => leg.quantity).sort()).toEqual(group.map((p) => p.quantity).sort());
      expect(a.legs.filter((leg) => leg.kind === 'stock')).toHaveLength(group.filter((p) => p.option === null).length);
      expect(a.held.positions).toBe(group.length);
      expect(Math.round(a.held.totalGain * 100)).toBe(gainCents);
      expect(Math.abs(Math.round(a.now.pl * 100) - gainCents)).toBeLessThanOrEqual(1);
      expect(a.held.requests).toBeGreaterThan(0);
      expect(a.curve).toHaveLength(21);

      const text = await runCli(['analyze', '--env', 'demo', '--account', account, '--position', symbol.toLowerCase()], env());
      expect(text.code).toBe(0);
      expect(text.stdout).toMatch(
        new RegExp(
          `^Held in account ${account}: ${group.length} positions of ${symbol} \\(\\d+ Accounts requests\\); P/L now at [\\d,.]+ [+−][\\d,]+\\.\\d\\d, the provider's total gain [+−][\\d,]+\\.\\d\\d\\.$`,
          'm',
        ),
      );
      expect(text.stdout).toMatch(/^Legs, entered at their cost:$/m);
      expect(text.stdout).toMatch(/\(from its mark\)/);
    },
    RUNS_MS,
  );

  it(
    'an underlier the account does not hold is said (exit 2)',
    async () => {
      const result = await runCli(['analyze', '--env', 'demo', '--account', MAIN?.accountId ?? '', '--position', 'ZZZZ'], env());
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/The account holds nothing of ZZZZ\./);
    },
    RUNS_MS,
  );
});

describe('analyze --position refuses what does not name a held group, in the user’s words (exit 2)', () => {
  it.each([
    [['analyze', '--position', 'AAPL'], /--position needs --account ID\|KEY/],
    [['analyze', '--account', '123', '--symbol', 'AAPL', '--leg', '+1 2027-03-19 270C'], /--account goes with --position SYMBOL/],
    [['analyze', '--account', '123', '--position', 'AAPL', '--leg', '+1 2027-03-19 270C'], /its legs come from the account, not from --leg or --stock/],
    [['analyze', '--account', '123', '--position', 'AAPL', '--symbol', 'MSFT'], /name two underliers/],
    [['analyze', '--account', '123', '--position', 'AAPL', '--price', 'natural'], /a held group is entered at its own cost/],
    [['analyze', '--account', '1 2', '--position', 'AAPL'], /--account must be an account key/],
  ])('%j', async (argv, message) => {
    const fake = fakeIo();
    expect(await runInProcess(argv, fake.io)).toBe(2);
    expect(fake.err.join('\n')).toMatch(message);
  });
});
