/**
 * `strikeboard chain` and `orders` in-process: their flags (refused before anything is sent, exit
 * 2), decoding saved responses with --input (JSON and XML print the same), and the exit codes of
 * a missing session and an unreadable answer.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { runCli } from '../../cli/run-cli.ts';
import { wireSample } from '../fixtures/wire/load.ts';
import { fakeIo } from './fake-io.ts';

const files = {
  'chain.json': wireSample('option-chain.sample.json'),
  'chain.xml': wireSample('option-chain.sample.xml'),
  'orders.json': wireSample('order-list.sample.json'),
  'orders.xml': wireSample('order-list.sample.xml'),
  'error.json': '{"Error":{"code":"1003","message":"Invalid symbol ZZZZ"}}',
  'broken.xml': '<GetOrderListResponse><orderListResponse><count>1</count>',
  'empty.txt': '',
};

async function run(argv: string[]) {
  const { io, out, err } = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const chainArgs = ['chain', '--underlier', 'AAPL', '--month', '1', '--year', '2026'];

describe('parsing the data commands', () => {
  it.each([
    [
      chainArgs,
      {
        name: 'chain',
        query: { underlier: 'AAPL', month: 1, year: 2026, chainType: 'CALLPUT', includeAdjusted: false },
        expiryGiven: true,
        env: undefined,
        brokerUrl: undefined,
        format: undefined,
        json: false,
        input: undefined,
        api: undefined,
      },
    ],
    [
      ['chain', '--underlier', 'brk.b', '--month', '09', '--year', '2027', '--type', 'PUT', '--show-adjusted', '--env', 'sandbox', '--format', 'xml', '--json'],
      {
        name: 'chain',
        query: { underlier: 'BRK.B', month: 9, year: 2027, chainType: 'PUT', includeAdjusted: true },
        expiryGiven: true,
        env: 'sandbox',
        brokerUrl: undefined,
        format: 'xml',
        json: true,
        input: undefined,
        api: undefined,
      },
    ],
    [
      ['orders', '--account', '83405188', '--all', '--json'],
      {
        name: 'orders',
        accountId: '83405188',
        count: undefined,
        marker: undefined,
        all: true,
        watch: false,
        env: undefined,
        brokerUrl: undefined,
        format: undefined,
        json: true,
        input: undefined,
        api: undefined,
      },
    ],
    [
      ['orders', '--account', '83405188', '--count', '25', '--marker', '17|1781103600000'],
      {
        name: 'orders',
        accountId: '83405188',
        count: 25,
        marker: '17|1781103600000',
        all: false,
        watch: false,
        env: undefined,
        brokerUrl: undefined,
        format: undefined,
        json: false,
        input: undefined,
        api: undefined,
      },
    ],
  ])('%j', (argv, command) => {
    expect(parseCommand(argv)).toEqual({ ok: true, data: command });
  });

  it.each([
    [['chain', '--month', '1', '--year', '2026'], /--symbol is required: the underlier, such as AAPL \(--underlier, its legacy name, works too\)/],
    [['chain', '--underlier', 'AAPL', '--month', '13', '--year', '2026'], /--month must be a month number 1-12 or a name/],
    [['chain', '--underlier', 'AAPL', '--month', 'janvier', '--year', '2026'], /--month must be a month number 1-12 or a name/],
    [['chain', '--underlier', 'A APL', '--month', '1', '--year', '2026'], /--underlier must be a market symbol/],
    [['chain', ...chainArgs.slice(1), '--type', 'BOTH'], /--type must be one of CALL, PUT, CALLPUT/],
    [['chain', ...chainArgs.slice(1), '--format', 'csv'], /--format must be json or xml/],
    [['orders'], /--account is required/],
    [['orders', '--account', 'A B'], /--account must be an account key/],
    [['orders', '--account', '1', '--count', '0'], /--count must be at least 1/],
    [['orders', '--account', '1', '--count', '101'], /--count must be at most 100/],
    [['orders', '--account', '1', '--all', '--marker', 'x|1'], /--marker and --all exclude each other/],
    [['orders', '--account', '1', '--watch', '--input', 'orders.json'], /cannot watch a saved --input/],
  ])('refuses %j with exit 2', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.out).toBe('');
  });
});

describe('--input decodes a saved response', () => {
  it('prints the chain table from a saved answer, and JSON and XML print the same', async () => {
    const json = await run([...chainArgs, '--input', 'chain.json']);
    const xml = await run([...chainArgs, '--input', 'chain.xml']);
    expect(json.code).toBe(0);
    expect(json.out).toMatch(/^AAPL option chain, January 2026/);
    expect(json.out).toMatch(/AAPL Jan 16 '26 \$255 Call\s+CINC\s+255\.00/);
    expect(xml.out).toBe(json.out);
  });

  it('prints the decoded model with --json, the same from both formats', async () => {
    const json = await run(['orders', '--account', '83405188', '--input', 'orders.json', '--json']);
    const xml = await run(['orders', '--account', '83405188', '--input', 'orders.xml', '--json']);
    expect(json.code).toBe(0);
    const page = JSON.parse(json.out) as { accountId: string; marker: string | null; orders: unknown[] };
    expect(page.accountId).toBe('83405188');
    expect(page.orders.length).toBeGreaterThan(0);
    expect(JSON.parse(xml.out)).toEqual(page);
  });

  it('flags an answer that does not match the request', async () => {
    const result = await run(['chain', '--underlier', 'SPY', '--month', '3', '--year', '2027', '--input', 'chain.json']);
    expect(result.code).toBe(0);
    expect(result.err).toMatch(
      /^strikeboard: warning: The answer does not match the request: symbol aapl instead of SPY; expiries in 2026-01 instead of 2027-03\. A sandbox answers/m,
    );
    expect(result.out).not.toMatch(/does not match/);
  });

  it.each([
    ['a provider error document', 'error.json', 4, /The provider answered with an error \(code 1003\)[\s\S]*Invalid symbol ZZZZ/],
    ['a cut-off document', 'broken.xml', 4, /could not be read|is not an order list/],
    ['a missing file', 'nowhere.json', 2, /--input "nowhere.json" cannot be read \(no such file\)/],
  ])('%s exits %d', async (_name, file, code, message) => {
    const result = await run(['orders', '--account', '83405188', '--input', file]);
    expect(result.code).toBe(code);
    expect(result.err).toMatch(message);
  });

  it('an empty saved answer is no orders, not a crash', async () => {
    const result = await run(['orders', '--account', '83405188', '--input', 'empty.txt']);
    expect(result).toMatchObject({ code: 0, out: 'No orders today.' });
  });
});

describe('without a stored session', () => {
  it('exits 3 and says to log in', async () => {
    const result = await run(['orders', '--account', '83405188', '--env', 'demo']);
    expect(result.code).toBe(3);
    expect(result.err).toMatch(/Not signed in: run `strikeboard login --env demo` first/);
  });
});
