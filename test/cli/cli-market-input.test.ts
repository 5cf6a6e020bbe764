/**
 * The current API's commands offline (`--input FILE`): accounts, expiries, quote and the v1 chain
 * decode saved answers of both formats to the same output; their flags are refused before
 * anything is sent (exit 2); the legacy chain flags keep working.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { runCli } from '../../cli/run-cli.ts';
import { wireSample } from '../fixtures/wire/load.ts';
import { generateV1Chain } from '../fixtures/wire/v1-generate.ts';
import { renderV1Json } from '../fixtures/wire/v1-render.ts';
import { fakeIo } from './fake-io.ts';

const files: Record<string, string> = {
  'chain.json': wireSample('v1/chain-ibm.json'),
  'chain.xml': wireSample('v1/chain-ibm.xml'),
  'expiries.json': wireSample('v1/expiries-goog.json'),
  'expiries.xml': wireSample('v1/expiries-goog.xml'),
  'quotes.json': wireSample('v1/quotes.json'),
  'quotes.xml': wireSample('v1/quotes.xml'),
  'accounts.json': wireSample('v1/accounts.json'),
  'accounts.xml': wireSample('v1/accounts.xml'),
  'spx.json': renderV1Json('OptionChainResponse', generateV1Chain(200)),
  'legacy-chain.json': wireSample('option-chain.sample.json'),
  'no-options.xml': '<Error><code>10031</code><message>There are no options for the given month.</message></Error>',
  'all-invalid.json': '{"QuoteResponse":{"Messages":{"Message":[{"description":"ZZZZ is not a valid symbol","code":1019,"type":"WARNING"}]}}}',
};

async function run(argv: string[]) {
  const { io, out, err } = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs with the JSON and the XML file and checks that both print the same. */
async function both(argv: string[], name: string) {
  const json = await run([...argv, '--input', `${name}.json`]);
  const xml = await run([...argv, '--input', `${name}.xml`]);
  expect(json.err).toBe('');
  expect(json.code).toBe(0);
  expect(xml).toEqual(json);
  return json.out;
}

describe('accounts --input', () => {
  it('lists open accounts with id, key, description, name, type and status, closed ones apart', async () => {
    const out = await both(['accounts'], 'accounts');
    const [header, first, second, blank, closedTitle, closedHeader, closed] = out.split('\n');
    expect(header).toMatch(/^Account ID\s+Key\s+Description\s+Name\s+Type\s+Mode\s+Status$/);
    expect(first).toMatch(/^83405188\s+dBZOKt9xDrtRSAOl4MSiiA\s+Individual Brokerage\s+INDIVIDUAL\s+CASH\s+ACTIVE$/);
    expect(second).toMatch(/^83405261\s+-3kZ9xL2mQpRsTuVwXyZ0a\s+Options IRA\s+Retirement\s+IRA_ROLLOVER/);
    expect([blank, closedTitle]).toEqual(['', 'Closed accounts:']);
    expect(closedHeader).toMatch(/Status\s+Closed ET$/);
    expect(closed).toMatch(/^ {2}70121944\s+Qm7Tt0bHc8Jq1uWnR2sE5g\s+Old margin.*CLOSED\s+01\/02\/2020, 00:00 EST$/);
  });

  it('--json prints the models, keys opaque', async () => {
    const result = await run(['accounts', '--json', '--input', 'accounts.xml']);
    const accounts = JSON.parse(result.out) as { accountIdKey: string }[];
    expect(accounts.map((account) => account.accountIdKey)).toEqual(['dBZOKt9xDrtRSAOl4MSiiA', '-3kZ9xL2mQpRsTuVwXyZ0a', 'Qm7Tt0bHc8Jq1uWnR2sE5g']);
  });
});

describe('expiries --input', () => {
  it('lists dates nearest first with their day, days to expiry and tag', async () => {
    const out = await both(['expiries', '--symbol', 'goog'], 'expiries');
    expect(out.split('\n').slice(0, 3)).toEqual([
      'GOOG option expiries (6 dates)',
      expect.stringMatching(/^Expiry\s+Day\s+To expiry\s+Tag\s+Type$/),
      // Tables print words (Weekly); --json keeps the provider's WEEKLY.
      expect.stringMatching(/^2018-06-22\s+Fri, Jun 22, 2018\s+expired\s+W\s+Weekly$/),
    ]);
    expect(out).toMatch(/2019-01-18\s+Fri, Jan 18, 2019\s+expired\s+L\s+LEAP_NEW/);
  });

  it('--type monthly keeps the monthlies', async () => {
    const result = await run(['expiries', '--symbol', 'GOOG', '--type', 'monthly', '--json', '--input', 'expiries.json']);
    expect(JSON.parse(result.out)).toEqual({ symbol: 'GOOG', expiries: [{ date: '2018-07-20', kind: 'MONTHLY', daysToExpiry: -2882 }] });
  });
});

describe('quote --input', () => {
  // The symbol not quoted was on standard output with exit 0; it is a warning (standard
  // error) and the answer is partial (exit 5). The table itself is unchanged.
  it('prints the quotes, says on standard error which symbol was not quoted, and exits 5 (partial)', async () => {
    const json = await run(['quote', 'AAPL', 'IBM', 'ZZZZ', '--input', 'quotes.json']);
    const xml = await run(['quote', 'AAPL', 'IBM', 'ZZZZ', '--input', 'quotes.xml']);
    expect(xml).toEqual(json);
    expect(json.code).toBe(5);
    expect(json.err).toBe('strikeboard: ZZZZ not quoted: ZZZZ is not a valid symbol (code 1019)');
    const lines = json.out.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Symbol\s+Last\s+Change\s+Change %\s+Bid\s+Ask\s+Volume\s+Status\s+Time ET\s+Name$/);
    expect(lines[1]).toMatch(/^AAPL\s+131\.97\s+\+1\.09\s+\+0\.83%\s+131\.95\s+131\.99\s+54,930,064\s+REALTIME\s+03\/02\/2026, 15:59 EST\s+APPLE INC COM$/);
    expect(lines[2]).toMatch(/^IBM\s+124\.69\s+-0\.44\s+-0\.35%/);
  });

  it('--json keeps the problems in the model and says them on standard error too', async () => {
    const result = await run(['quote', 'AAPL', 'IBM', 'ZZZZ', '--json', '--input', 'quotes.json']);
    expect(result.code).toBe(5);
    expect((JSON.parse(result.out) as { problems: { symbol: string; code: string }[] }).problems).toEqual([
      expect.objectContaining({ symbol: 'ZZZZ', code: '1019' }),
    ]);
    expect(result.err).toBe('strikeboard: ZZZZ not quoted: ZZZZ is not a valid symbol (code 1019)');
  });

  // An unknown symbol is the user's to correct (exit 2), not "try again later" (4).
  it('nothing quoted because every symbol is unknown exits 2 with the provider’s words, nothing on standard output', async () => {
    const result = await run(['quote', 'ZZZZ', '--input', 'all-invalid.json']);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/The provider quoted none of the symbols\.\n {2}details \(verbatim\):\n {4}ZZZZ is not a valid symbol/);
  });
});

describe('chain --input with a v1 answer', () => {
  it('prints bid, ask, last, volume, open interest, IV and delta per side, the same from JSON and XML', async () => {
    const out = await both(['chain', '--symbol', 'IBM', '--expiry', '2018-08-17'], 'chain');
    const lines = out.split('\n');
    expect(lines[0]).toBe('IBM option chain, DELAYED as of 06/19/2018, 13:47 EDT, near 200.00');
    expect(lines[2]).toBe('2018-08-17 (Fri, Aug 17, 2018)  monthly  expired  2 strikes');
    // The expiry's figures under its heading, measured at the chain's quote time from its
    // near price (a saved answer has no underlier quote): ATM IV (31.45 + 34.84) / 2; no straddle
    // (the 200 put has no ask), no put/call ratio (no call traded or open).
    expect(lines[3]).toBe('  ATM IV 33.1% · 1σ ±26.67 (±13.3%)');
    expect(lines[5]).toMatch(/^\s+Delta\s+IV\s+OI\s+Volume\s+Last\s+Bid\s+Ask\s+Strike\s+Bid\s+Ask\s+Last\s+Volume\s+OI\s+IV\s+Delta$/);
    expect(lines[6]).toMatch(/^\s+0\.0049\s+31\.45%\s+0\s+0\s+0\.00\s+0\.00\s+0\.05\s+200\.00\s+0\.00\s+0\.00\s+0\.00\s+0\s+0\s+34\.84%\s+-0\.9914$/);
    expect(lines[7]).toMatch(/205\.00\s+47\.10\s+48\.45\s+47\.90\s+27\s+1,304\s+44\.27%\s+-0\.9749$/);
  });

  it('a saved answer of another expiry or symbol is flagged; no expiry named flags only the symbol', async () => {
    const other = await run(['chain', '--symbol', 'AAPL', '--expiry', '2026-03-20', '--input', 'chain.json']);
    expect(other.err).toMatch(
      /^strikeboard: warning: The answer does not match the request: symbol IBM instead of AAPL; expiries in 2018-08 instead of 2026-03\./m,
    );
    expect(other.out).not.toMatch(/does not match/);
    const nearest = await run(['chain', '--symbol', 'IBM', '--input', 'chain.json']);
    expect(nearest.out + nearest.err).not.toMatch(/does not match/);
  });

  it('--type CALL shows the calls only; --strikes around --near', async () => {
    const calls = await run(['chain', '--symbol', 'IBM', '--type', 'CALL', '--input', 'chain.xml']);
    expect(calls.out).toMatch(/^\s+Delta\s+IV\s+OI\s+Volume\s+Last\s+Bid\s+Ask\s+Strike$/m);
    const spx = await run(['chain', '--symbol', 'SPX', '--expiry', '2026-03-20', '--near', '1100', '--strikes', '4', '--input', 'spx.json']);
    expect(spx.out).toMatch(/4 of 200 strikes/);
    const rows = spx.out.split('\n').slice(spx.out.split('\n').findIndex((line) => /Strike/.test(line)) + 1);
    const strikes = rows.map((line) => line.trim().split(/\s+/)[7]);
    expect(strikes).toEqual(['1095.00', '1097.50', '1100.00', '1102.50']);
  });

  it('--json prints the model with quotes and greeks', async () => {
    const result = await run(['chain', '--symbol', 'IBM', '--json', '--input', 'chain.json']);
    const answer = JSON.parse(result.out) as { chain: { quoteType: string; expiries: { strikes: { call: { greeks: { iv: number } } }[] }[] } };
    expect(answer.chain.quoteType).toBe('DELAYED');
    expect(answer.chain.expiries[0]?.strikes[0]?.call.greeks.iv).toBe(0.3145);
  });

  // A date with no expiry is the user's to correct (exit 2, was 4).
  it('a saved v1 error answer is explained in words (exit 2: a day with no expiry)', async () => {
    const result = await run(['chain', '--symbol', 'IBM', '--expiry', '2018-08-18', '--input', 'no-options.xml', '--api', 'v1']);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/code 10031\): there are no options for the given month or day/);
  });

  it('the legacy flags and a legacy saved answer keep working; --api legacy without a month is refused', async () => {
    const legacy = await run(['chain', '--underlier', 'AAPL', '--month', '1', '--year', '2026', '--input', 'legacy-chain.json']);
    expect(legacy.code).toBe(0);
    expect(legacy.out).toMatch(/^AAPL option chain, January 2026/);
    const noMonth = await run(['chain', '--symbol', 'AAPL', '--api', 'legacy', '--input', 'legacy-chain.json']);
    expect(noMonth.code).toBe(2);
    expect(noMonth.err).toMatch(/The legacy API needs an expiry month/);
  });
});

describe('parsing the current API’s flags', () => {
  it.each([
    [
      ['chain', '--symbol', 'spx', '--expiry', '2026-03-20', '--near', '5800', '--strikes', '20', '--weekly', '--category', 'mini', '--api', 'v1'],
      { underlier: 'SPX', month: 3, year: 2026, day: 20, strikesNear: 5800, strikeCount: 20, includeWeekly: true, category: 'MINI' },
    ],
    [['chain', '--symbol', 'AAPL'], { underlier: 'AAPL', includeAdjusted: false, chainType: 'CALLPUT' }],
  ])('%j', (argv, query) => {
    const parsed = parseCommand(argv);
    expect(parsed.ok && parsed.data.name === 'chain' && parsed.data.query).toMatchObject(query);
  });

  it('quote splits commas, upper-cases and drops repeats', () => {
    expect(parseCommand(['quote', 'aapl,msft', 'AAPL', 'brk.b'])).toMatchObject({ ok: true, data: { name: 'quote', symbols: ['AAPL', 'MSFT', 'BRK.B'] } });
  });

  it.each([
    [['chain', '--symbol', 'AAPL', '--expiry', '2026-02-30'], /--expiry is not a real day/],
    [['chain', '--symbol', 'AAPL', '--expiry', '20260320'], /--expiry must be a date as YYYY-MM-DD: 20260320 is written 2026-03-20/],
    [['chain', '--symbol', 'AAPL', '--expiry', '2026-03-20', '--month', '3'], /--expiry names the day already/],
    [['chain', '--symbol', 'AAPL', '--month', '3'], /--year is required/],
    [['chain', '--symbol', 'AAPL', '--underlier', 'AAPL'], /give one/],
    [['chain', '--symbol', 'AAPL', '--near=-5'], /--near must be a price above 0/],
    [['chain', '--symbol', 'AAPL', '--strikes', '0'], /--strikes must be at least 1/],
    [['chain', '--symbol', 'AAPL', '--category', 'jumbo'], /--category must be standard, all or mini/],
    [['chain', '--symbol', 'AAPL', '--api', 'v2'], /--api must be v1 \(the current API\) or legacy/],
    [['expiries'], /--symbol is required/],
    [['expiries', '--symbol', 'AAPL', '--type', 'daily'], /--type must be weekly, monthly, quarterly or all/],
    [['quote'], /quote needs at least one symbol/],
    [['quote', 'A APL'], /must be a market symbol/],
    [['accounts', '--format', 'csv'], /--format must be json or xml/],
    [['quota', '--input', 'x'], /Unknown option '--input'/],
  ])('refuses %j with exit 2', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.out).toBe('');
  });
});

describe('the generation of a saved answer', () => {
  it('expiries and quotes do not exist on the legacy API', async () => {
    const result = await run(['expiries', '--symbol', 'GOOG', '--api', 'legacy', '--input', 'expiries.json']);
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(/need the current API \(v1\)/);
  });

  it('--api v1 on a legacy chain file is a clear error, not a crash', async () => {
    const result = await run(['chain', '--underlier', 'AAPL', '--month', '1', '--year', '2026', '--api', 'v1', '--input', 'legacy-chain.json']);
    expect(result.code).toBe(4);
    expect(result.err).toMatch(/could not be read as an option chain/);
  });
});

describe('quota', () => {
  it('without a meter shows the budgets and says the use is unknown', async () => {
    const result = await run(['quota']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Market data \(quotes\)\s+140,000/);
    expect(result.out).toMatch(/the use of this hour is unknown/);
  });
});
