/**
 * The symbol a quote message names after the word "symbol" (`Messages` inside a 200), read by a
 * scan that accepts exactly what the regular expression it replaced accepted, and stays linear:
 * that expression backtracked quadratically on "symbol" followed by a long run of spaces (40 KB
 * took 4 s; the 8 MiB a quote answer may hold would have held the main process for hours).
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeQuotes } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import { isSpace } from '../../../../../../electron/backend/broker/v1/decode/message-symbol.ts';
import { callTimes, MEGABYTE, type TextSpec } from '../../../../../helpers/linear-time.ts';

/** The expression the scan replaced, verbatim, as the oracle; only ever given short texts here. */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the replaced expression, verbatim, as the oracle; fed only short texts
const OLD_SYMBOL_AFTER_WORD = /\bsymbols?\b\s*[:=]?\s*([A-Z][A-Z0-9./-]{0,15})/i;
const oracle = (text: string): string | null => OLD_SYMBOL_AFTER_WORD.exec(text)?.[1]?.toUpperCase() ?? null;

/** The symbol decodeQuotes gives the one message of an answer when no symbol was asked for. */
const named = (description: string): string | null => {
  const result = decodeQuotes({ body: JSON.stringify({ QuoteResponse: { Messages: { Message: [{ code: 1019, description }] } } }) }, []);
  if (!result.ok) throw new Error(result.error.message);
  return result.data.problems[0]?.symbol ?? null;
};

describe('the symbol after the word "symbol" in a quote message', () => {
  it.each<[string, string | null]>([
    ['Invalid symbol: ZZZZ', 'ZZZZ'],
    ['symbol=brk.b not found', 'BRK.B'],
    ['Symbols  :  aapl, msft', 'AAPL'],
    ['SYMBOL\tX', 'X'],
    ['symbol\u00a0\u2028=\u3000Q', 'Q'],
    ['the symbol BF/B is unknown', 'BF/B'],
    ['symbol ABCDEFGHIJKLMNOPQRST', 'ABCDEFGHIJKLMNOP'],
    ['symbol A1-2.3/4', 'A1-2.3/4'],
    ['symbol 1ABC', null],
    ['symbol', null],
    ['symbol:', null],
    ['symbol ::X', null],
    ['symbol :=X', null],
    ['symbolX', null],
    ['symbolsX', null],
    ['asymbol X', null],
    ['_symbol X', null],
    ['symbol_ X', null],
    ['symbol ! then symbol Y', 'Y'],
    ['symbols? none; symbol: Z', 'Z'],
    ['ſymbol X', null], // non-ASCII letters never fold into ASCII ones
    ['symbol \u212a', null],
    ['No quote for this one', null],
  ])('%j → %s', (description, expected) => {
    expect(named(description)).toBe(expected);
    expect(oracle(description)).toBe(expected);
  });

  it('skips as spaces exactly what \\s matched, over every UTF-16 code unit', () => {
    const space = /\s/;
    for (let code = 0; code <= 0xffff; code += 1) {
      if (isSpace(code) !== space.test(String.fromCharCode(code))) expect.fail(`U+${code.toString(16)}: ${isSpace(code)}`);
    }
  });

  it('agrees with the replaced expression on random messages built from its words', () => {
    const token = fc.constantFrom(
      'symbol',
      'symbols',
      'SYMBOL',
      'Symbols',
      'sym',
      's',
      'a',
      'A',
      'Z9',
      '1',
      '_',
      '.',
      '/',
      '-',
      ' ',
      '  ',
      '\t',
      '\u00a0',
      ':',
      '=',
      '!',
      ',',
      'é',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 14 }), (tokens) => {
        const text = tokens.join('');
        expect(named(text === '' ? 'x' : text)).toBe(oracle(text === '' ? 'x' : text));
      }),
      { numRuns: 3_000, seed: 27 },
    );
  });
});

describe('quote messages of a megabyte', () => {
  const module = join(import.meta.dirname, '../../../../../../electron/backend/broker/v1/decode/index.ts');
  /** A quote answer of one message whose description is `text`. */
  const answer = (text: TextSpec) => [
    { body: { prefix: '{"QuoteResponse":{"Messages":{"Message":[{"code":1019,"description":"', ...text, suffix: `${text.suffix ?? ''}"}]}}}` }, status: 200 },
    [],
  ];

  it('are read in linear time, whatever follows the word "symbol"', async () => {
    const hostile = [
      { label: '"symbol" + spaces + "!"', args: answer({ prefix: 'symbol', pump: ' ', bytes: MEGABYTE, suffix: '!' }) },
      { label: '"symbol" + tabs and ":" + tabs', args: answer({ prefix: 'symbol', pump: '\\t', bytes: MEGABYTE, suffix: ':\\t\\t1' }) },
      { label: '"symbol " repeated', args: answer({ pump: 'symbol ', bytes: MEGABYTE }) },
      { label: '"symbols:" repeated', args: answer({ pump: 'symbols:', bytes: MEGABYTE }) },
      { label: '"symbolx" repeated', args: answer({ pump: 'symbolx', bytes: MEGABYTE }) },
      { label: 'one long word', args: answer({ prefix: 'symbol A', pump: 'B', bytes: MEGABYTE }) },
    ];
    const times = await callTimes(module, 'decodeQuotes', hostile);
    expect(times).toHaveLength(hostile.length);
    expect(named(`symbol${' '.repeat(MEGABYTE)}!`)).toBeNull();
    expect(named(`${'symbolx'.repeat(MEGABYTE / 8)} symbol Q`)).toBe('Q');
  });
});
