/**
 * The parser speaks the user's words: a value that looks negative reaches its flag's
 * own check, a number that is not one says so, a US date is answered with its ISO spelling, a
 * mistyped command or flag gets the one it most likely meant, and `chain` without a symbol names
 * --symbol first. No message shows the parser's or the schema library's internals.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { closestWord } from '../../cli/flags/did-you-mean.ts';
import { runCli } from '../../cli/run-cli.ts';
import { fakeIo } from './fake-io.ts';

/** What Node's parseArgs and zod say when nobody wrote the message. */
const INTERNALS = /Invalid input|expected \w+, received|NaN|ERR_PARSE_ARGS|ambiguous|Did you forget|To specify an option argument|place it at the end/;

async function refused(argv: string[]): Promise<string> {
  const fake = fakeIo();
  expect(await runCli(argv, fake.io)).toBe(2);
  expect(fake.out).toEqual([]);
  const message = fake.err[0] ?? '';
  expect(message).not.toMatch(INTERNALS);
  return message;
}

describe('the words of a refused command line', () => {
  it.each([
    [['chain', '--symbol', 'AAPL', '--strikes', '-5'], 'strikeboard: --strikes must be at least 1'],
    [['chain', '--symbol', 'AAPL', '--strikes', 'abc'], 'strikeboard: --strikes must be a whole number (how many strikes to show), not "abc"'],
    [['chain', '--symbol', 'AAPL', '--strikes', '2.5'], 'strikeboard: --strikes must be a whole number (how many strikes to show), not "2.5"'],
    [['chain', '--symbol', 'AAPL', '--near', 'abc'], 'strikeboard: --near must be a price such as 190 or 187.50, not "abc"'],
    [['chain', '--symbol', 'AAPL', '--near', '-5'], 'strikeboard: --near must be a price above 0'],
    [['chain', '--underlier', 'AAPL', '--month', '3', '--year', '20x7'], 'strikeboard: --year must be a whole number (a year such as 2027), not "20x7"'],
    [['chain', '--symbol', 'AAPL', '--expiry', '11/27/2026'], 'strikeboard: --expiry must be a date as YYYY-MM-DD: 11/27/2026 is written 2026-11-27'],
    [['chain', '--symbol', 'AAPL', '--expiry', '2026/11/27'], 'strikeboard: --expiry must be a date as YYYY-MM-DD: 2026/11/27 is written 2026-11-27'],
    [['chain', '--symbol', 'AAPL', '--expiry', 'Friday'], 'strikeboard: --expiry must be a date as YYYY-MM-DD, such as 2026-11-27 (not "Friday")'],
    [['chain', '--symbol', 'AAPL', '--expiry', '2027-02-29'], 'strikeboard: --expiry is not a real day: February 2027 has 28 days'],
    [['chain', '--symbl', 'AAPL'], "strikeboard: Unknown option '--symbl' for chain. Did you mean --symbol?"],
    [['chain', '--symbol', 'AAPL', '--strike', '5'], "strikeboard: Unknown option '--strike' for chain. Did you mean --strikes?"],
    [['orders', '--acount', '1'], "strikeboard: Unknown option '--acount' for orders. Did you mean --account?"],
    [['status', '--verbose'], "strikeboard: Unknown option '--verbose' for status. Its flags: --env, --broker-url, --json."],
    [['chian', '--symbol', 'AAPL'], 'strikeboard: Unknown command "chian". Did you mean chain?'],
    [['expiry', '--symbol', 'AAPL'], 'strikeboard: Unknown command "expiry". Did you mean expiries?'],
    [['qoute', 'AAPL'], 'strikeboard: Unknown command "qoute". Did you mean quote?'],
    [['chain'], 'strikeboard: --symbol is required: the underlier, such as AAPL (--underlier, its legacy name, works too).'],
    [['chain', '--env', 'demo', '--strikes', '5'], 'strikeboard: --symbol is required: the underlier, such as AAPL (--underlier, its legacy name, works too).'],
    [['chain', '--symbol', '--json'], 'strikeboard: --symbol needs a value (argument missing).'],
    [['quote', 'AAPL', '--json=yes'], 'strikeboard: --json is a switch and takes no value: write --json alone.'],
    [['login', 'env'], 'strikeboard: Unexpected "env" (did you mean --env?): login takes flags only, no positional arguments.'],
    [['orders', '--account', '1', '--count', 'ten'], 'strikeboard: --count must be a whole number (orders per page), not "ten"'],
    [
      ['orders', '--account', '1', '--from', '10/01/2026', '--to', '2026-10-02'],
      'strikeboard: --from must be a date as YYYY-MM-DD: 10/01/2026 is written 2026-10-01',
    ],
  ])('%j', async (argv, message) => {
    expect(await refused(argv)).toBe(message);
  });

  it('says one thing per flag: a date in the wrong form is not also "not a real day"', async () => {
    const message = await refused(['chain', '--symbol', 'AAPL', '--expiry', '11/27/2026']);
    expect(message).not.toMatch(/real day/);
    expect(message.split('--expiry')).toHaveLength(2);
  });
});

describe('values that start with one dash', () => {
  it('an account key starting with - is taken as the value, with or without =', () => {
    for (const argv of [
      ['orders', '--account', '-x9Kk_22'],
      ['orders', '--account=-x9Kk_22'],
    ]) {
      expect(parseCommand(argv)).toMatchObject({ ok: true, data: { name: 'orders', accountId: '-x9Kk_22' } });
    }
  });

  it('the chain query carries numbers, never text, to the shared schema', () => {
    const parsed = parseCommand(['chain', '--symbol', 'AAPL', '--near', '187.5', '--strikes', '07', '--weekly']);
    expect(parsed.ok && parsed.data.name === 'chain' && parsed.data.query).toMatchObject({ strikesNear: 187.5, strikeCount: 7, includeWeekly: true });
  });
});

describe('closestWord', () => {
  it.each([
    ['symbl', ['symbol', 'strikes'], 'symbol'],
    ['chian', ['chain', 'order'], 'chain'],
    ['sym', ['symbol', 'strikes'], 'symbol'],
    ['st', ['symbol', 'strikes', 'status'], null],
    ['xyz', ['symbol', 'strikes'], null],
    ['', ['symbol'], null],
    ['JSON', ['json', 'input'], 'json'],
  ])('%s among %j → %s', (typed, known, expected) => {
    expect(closestWord(typed, known)).toBe(expected);
  });
});
