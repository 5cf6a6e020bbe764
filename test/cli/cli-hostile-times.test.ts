/**
 * `quote`, `chain` and `accounts` with `--input` of an answer whose times no clock can show
 * ("1e20"): they used to throw "Invalid time value" where the time was formatted (exit 1, a stack
 * trace); the decoders now refuse such a time, so the rest of the answer is printed, time absent.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.ts';
import { wireSample } from '../fixtures/wire/load.ts';
import { fakeIo } from './fake-io.ts';

/** Every `name` field of a JSON sample set to `value`. */
const withTime = (json: string, name: string, value: string): string => json.replace(new RegExp(`"${name}": ?\\d+`, 'g'), `"${name}": ${value}`);

const files: Record<string, string> = {
  'quotes.json': withTime(withTime(wireSample('v1/quotes.json'), 'dateTimeUTC', '1e20'), 'timeOfLastTrade', '"1e20"'),
  'chain.json': withTime(wireSample('v1/chain-ibm.json'), 'timeStamp', '1e20'),
  'accounts.json': withTime(wireSample('v1/accounts.json'), 'closedDate', '"8640000000000001"'),
};

async function run(argv: string[]) {
  const { io, out, err } = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('saved answers with times beyond any clock', () => {
  it('quote prints the quotes, times left out', async () => {
    const result = await run(['quote', 'AAPL', 'IBM', '--input', 'quotes.json']);
    // The sample also answers that ZZZZ is no symbol: a partial answer (exit 5), said on stderr, no trace.
    expect(result.code).toBe(5);
    expect(result.err).toBe('strikeboard: (no symbol) not quoted: ZZZZ is not a valid symbol (code 1019)');
    expect(result.out).toMatch(/AAPL.*131\.97/);
    const json = await run(['quote', 'AAPL', 'IBM', '--json', '--input', 'quotes.json']);
    expect((JSON.parse(json.out) as { quotes: unknown[] }).quotes[0]).toMatchObject({ symbol: 'AAPL', time: null, lastTradeTime: null, last: 131.97 });
  });

  it('chain prints the chain', async () => {
    const result = await run(['chain', '--symbol', 'IBM', '--expiry', '2018-08-17', '--input', 'chain.json']);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/Strike/);
  });

  it('accounts prints the accounts, the closed one without its closing time', async () => {
    const result = await run(['accounts', '--input', 'accounts.json']);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/83405188/);
    expect(result.out).toMatch(/70121944/);
  });
});
