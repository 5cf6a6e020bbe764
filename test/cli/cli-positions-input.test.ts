/**
 * `positions` and `balance` offline (`--input FILE`): saved answers of both formats print the same
 * tables, in words (an unknown cost said, never 0; the account's greeks in share equivalents with
 * the COMPLETE view); --json prints the models; a page that is not the last is said; the legacy
 * API has none of it; the provider's errors are explained; the flags are refused before anything
 * is read.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { runCli } from '../../cli/run-cli.ts';
import { cashBalanceDocument, completePortfolioPage1, marginBalance, quickPortfolio } from '../fixtures/wire/v1-portfolio-samples.ts';
import { renderV1Json, renderV1Xml } from '../fixtures/wire/v1-render.ts';
import { fakeIo } from './fake-io.ts';

const files: Record<string, string> = {
  'quick.json': renderV1Json('PortfolioResponse', quickPortfolio),
  'quick.xml': renderV1Xml('PortfolioResponse', quickPortfolio),
  'complete.json': renderV1Json('PortfolioResponse', completePortfolioPage1),
  'complete.xml': renderV1Xml('PortfolioResponse', completePortfolioPage1),
  'margin.json': renderV1Json('BalanceResponse', marginBalance),
  'margin.xml': renderV1Xml('BalanceResponse', marginBalance),
  'cash.json': renderV1Json('BalanceResponse', cashBalanceDocument),
  'empty.json': '',
  'not-yours.xml': '<Error><code>102</code><message>Invalid account key</message></Error>',
  'institution.json': '{"Error":{"code":7002,"message":"Invalid institution type"}}',
  'legacy.json': '{"legacy":{}}',
};

async function run(argv: string[]) {
  const { io, out, err } = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function both(argv: string[], name: string) {
  const json = await run([...argv, '--input', `${name}.json`]);
  const xml = await run([...argv, '--input', `${name}.xml`]);
  expect(json.code, json.err).toBe(0);
  expect(xml).toEqual(json);
  return json;
}

describe('positions --input', () => {
  it('a QUICK page: one row a position, grouped by underlier, headings in words, the same from JSON and XML', async () => {
    const { out, err } = await both(['positions'], 'quick');
    const lines = out.split('\n');
    expect(lines[0]).toMatch(
      /^Underlier\s+Position\s+Side\s+Quantity\s+Last\s+Change\s+Day's gain\s+Total gain\s+Total gain %\s+Market value\s+Cost\s+% of portfolio$/,
    );
    expect(lines[1]).toMatch(/^AAPL\s+AAPL\s+long\s+100\s+195\.00\s+\+1\.20\s+\+120\.00\s+\+4,475\.00\s+\+29\.78%\s+19,500\.00\s+15,025\.00\s+12\.50%$/);
    expect(lines[2]).toMatch(/^AAPL\s+AAPL\s+short\s+-50\s+195\.00\s+\+1\.20\s+-60\.00\s+-250\.00\s+-2\.63%\s+-9,750\.00\s+-9,500\.00$/);
    expect(lines[3]).toMatch(/^KO\s+COCA COLA CO COM\s+long\s+50\s+62\.00\s+\+0\.31\s+\+15\.50\s+3,100\.00\s+unknown$/);
    expect(lines[4]).toMatch(/^RIOT\s+RIOT Sep 24 '21 \$34 Put\s+short\s+-2\s+1\.30\s+-0\.10\s+\+20\.00\s+\+150\.00\s+\+36\.59%\s+-260\.00\s+-410\.00$/);
    expect(lines.slice(5)).toEqual([
      '',
      "Market value 12,590.00, day's gain +95.50 (+0.20%), total gain +4,375.00 (+17.90%), cash 25,000.50.",
      'The provider does not know the cost of 1 position (COCA COLA CO COM): no total gain is shown for it.',
      '4 positions (2 long, 2 short) in 1 request.',
    ]);
    expect(err).toBe('');
  });

  // The saved page is from 2021: by the test's clock (2026) its options have expired, and say so.
  it('COMPLETE: delta, theta, IV and days to expiry per row, the net greeks in share equivalents; a page that is not the last is said', async () => {
    const json = await run(['positions', '--view', 'complete', '--input', 'complete.json']);
    expect(json.code).toBe(0);
    const lines = json.out.split('\n');
    expect(lines[0]).toMatch(/Delta\s+Theta\s+IV\s+Days to expiry$/);
    expect(lines[2]).toMatch(/^SPY\s+SPY 2021-10-15 \$450 CALL\s+long\s+3\s+5\.10\s/);
    expect(lines[2]).toMatch(/\s0\.5432\s+-0\.2345\s+18\.8%\s+expired$/);
    // delta: 10 shares + 3·100·0.5432 + 4·10·0.5432 = 10 + 162.96 + 21.728; theta: 300·(−0.2345) + 40·(−0.2345)
    expect(json.out).toContain('Net delta 194.7 shares, theta -79.73 a day, gamma 4.18, vega +117.50 (share equivalents).');
    expect(json.err).toBe('note: the file holds one page; the provider has more (the next is page 2 of 2).');
    const xml = await run(['positions', '--view', 'complete', '--input', 'complete.xml']);
    expect(xml).toEqual(json);
  });

  it('--json prints the models with their sums and greeks; --account names the saved page’s account', async () => {
    const result = await run(['positions', '--json', '--account', '83405188', '--input', 'quick.xml']);
    const printed = JSON.parse(result.out) as {
      accountId: string;
      view: string;
      portfolio: { positions: { positionId: string; totalCost: number | null }[] };
      sums: { unknownCost: number };
      greeks: { delta: number; missing: number };
    };
    expect(printed.accountId).toBe('83405188');
    expect(printed.view).toBe('QUICK');
    expect(printed.portfolio.positions.map((position) => position.positionId)).toEqual(['197107285900', '197107285901', '215562817003', '197107285950']);
    expect(printed.sums.unknownCost).toBe(1);
    // 100 − 50 + 50 shares; the put has no greeks in QUICK
    expect(printed.greeks).toMatchObject({ delta: 100, missing: 1 });
  });

  it('an empty answer is no positions', async () => {
    expect(await run(['positions', '--input', 'empty.json'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^No positions in account \(not said\)\.\n\n0 positions \(0 long, 0 short\) in 1 request\.$/),
    });
  });

  it('an error answer is explained, the provider’s words kept (exit 2 for an account that is not yours)', async () => {
    const result = await run(['positions', '--input', 'not-yours.xml']);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/not one of the signed-in user's accounts.*\(code 102\)[\s\S]*Invalid account key/);
  });

  it('the legacy API has no positions and says so', async () => {
    const result = await run(['positions', '--api', 'legacy', '--input', 'legacy.json']);
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(/Positions need the current API \(v1\)/);
  });
});

describe('balance --input', () => {
  it('a margin account: every figure it sent, the most asked first, in words; the same from JSON and XML', async () => {
    const { out } = await both(['balance'], 'margin');
    const lines = out.split('\n');
    expect(lines[0]).toBe('Account 83405188, Individual Brokerage, margin account, mode PDT ACCOUNT, options LEVEL_4');
    expect(lines[1]).toMatch(/^Balance\s+Amount$/);
    expect(lines.slice(2, 5)).toEqual([
      expect.stringMatching(/^Account value\s+37,590\.50$/),
      expect.stringMatching(/^Cash\s+25,000\.50$/),
      expect.stringMatching(/^Buying power\s+60,000\.00$/),
    ]);
    expect(out).toMatch(/^Day-trading margin reserve for open orders\s+250\.00$/m);
  });

  it('a cash account: no margin line at all', async () => {
    const result = await run(['balance', '--input', 'cash.json']);
    expect(result.out).toMatch(/^Buying power\s+5,000\.00$/m);
    expect(result.out).not.toMatch(/Margin|Reg T|Federal call/);
    expect(result.out).toMatch(/^Money market\s+120\.75$/m);
  });

  it('--json prints the model, absent figures absent', async () => {
    const printed = JSON.parse((await run(['balance', '--json', '--input', 'cash.json'])).out) as Record<string, unknown>;
    expect(printed).not.toHaveProperty('margin');
    expect(printed).toHaveProperty('computed.cashBuyingPower', 5000);
  });

  it('error 7002 is explained', async () => {
    const result = await run(['balance', '--input', 'institution.json']);
    expect(result.code).toBe(4);
    expect(result.err).toMatch(/code 7002\): the institution type is not valid/);
  });
});

describe('the flags', () => {
  it.each([
    [['positions'], /--account is required.*Or --all-accounts/],
    [['positions', '--account', '1', '--all-accounts'], /exclude each other/],
    [['positions', '--all-accounts', '--input', 'quick.json'], /--all-accounts asks the provider/],
    [['positions', '--account', '1', '--view', 'performance'], /--view must be quick or complete/],
    [['positions', '--account', '1', '--count', '5'], /Unknown option '--count'/],
    [['balance'], /--account is required/],
    [['balance', '--account', '1', '--view', 'quick'], /Unknown option '--view'/],
  ])('%j is refused before anything is read', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
  });

  it('parse to their commands', () => {
    expect(parseCommand(['positions', '--account=-kQp7Xw2cLmN8vR4tYs1aZ', '--view', 'COMPLETE'])).toMatchObject({
      ok: true,
      data: { name: 'positions', accountId: '-kQp7Xw2cLmN8vR4tYs1aZ', view: 'COMPLETE', allAccounts: false },
    });
    expect(parseCommand(['positions', '--all-accounts', '--json'])).toMatchObject({
      ok: true,
      data: { name: 'positions', accountId: undefined, allAccounts: true, view: 'QUICK', json: true },
    });
    expect(parseCommand(['balance', '--account', '83405188', '--format', 'xml'])).toMatchObject({
      ok: true,
      data: { name: 'balance', accountId: '83405188', format: 'xml' },
    });
  });
});
