/**
 * The strict path of readNumber (text that does not start with a digit, sign or point: padded,
 * tabbed, or not a number at all) accepts exactly what the regular expression it replaced
 * accepted, and stays linear: that expression backtracked quadratically on a run of digits that
 * ends badly (" 999…9-": 40 KB took 5 s, a megabyte would hold the main process for most of an hour).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNumber } from '../../../../../../electron/backend/broker/common/decode/scalars.ts';
import { callTimes, MEGABYTE } from '../../../../../helpers/linear-time.ts';

/**
 * The expression the scan replaced, kept verbatim as the oracle of what is accepted. It is only
 * ever given the short texts below here, never hostile ones.
 */
// eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/use-ignore-case -- the replaced expression, verbatim, as the oracle; fed only short texts
const OLD_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** What readNumber answered for text that is not a JS number, with the old expression. */
const oracle = (value: string): number | undefined => {
  const text = value.trim();
  const first = value.charCodeAt(0);
  const fastPath = (first >= 0x30 && first <= 0x39) || first === 0x2d || first === 0x2b || first === 0x2e;
  if (fastPath) {
    if (first === 0x30 && /^0[xob]/i.test(value)) return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  if (text === value || !OLD_DECIMAL.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
};

describe('readNumber: the strict path for padded text', () => {
  it.each<[string, number | undefined]>([
    [' 12.50 ', 12.5],
    ['\t7\n', 7],
    [' +.5', 0.5],
    [' -.5 ', -0.5],
    [' 1. ', 1],
    [' 1.e3 ', 1000],
    [' .5E-2 ', 0.005],
    [' 1e+3 ', 1000],
    [' -0 ', -0],
    ['\u00a012\u00a0', 12],
    ['\ufeff3\u2028', 3],
    [' . ', undefined],
    [' .e1 ', undefined],
    [' 1e ', undefined],
    [' 1e+ ', undefined],
    [' e5 ', undefined],
    [' +-1 ', undefined],
    [' 1 2 ', undefined],
    [' 1_000 ', undefined],
    [' 1,5 ', undefined],
    [' 0x1F ', undefined],
    [' Infinity ', undefined],
    [' 1e400 ', undefined],
    [' \u0663 ', undefined], // an Arabic-Indic digit is not a decimal digit here
    [' ９ ', undefined], // nor is a fullwidth one
    [' 999999999-', undefined],
    ['AAPL', undefined],
  ])('%j → %s', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
    expect(oracle(value)).toBe(expected);
  });

  it('agrees with the replaced expression on every text of up to five characters over its alphabet, bare and padded', () => {
    const alphabet = ['0', '7', '.', 'e', 'E', '+', '-', 'x', ' ', '\t'];
    let texts = [''];
    let checked = 0;
    for (let length = 1; length <= 5; length += 1) {
      texts = texts.flatMap((text) => alphabet.map((character) => text + character));
      for (const text of texts) {
        for (const value of [text, ` ${text}`, `\n${text} `]) {
          const expected = oracle(value);
          if (!Object.is(readNumber(value), expected)) expect.fail(`${JSON.stringify(value)}: ${readNumber(value)}, the old expression ${expected}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(3 * (10 + 100 + 1_000 + 10_000 + 100_000));
  });
});

describe('readNumber on a megabyte of hostile text', () => {
  const module = join(import.meta.dirname, '../../../../../../electron/backend/broker/common/decode/scalars.ts');

  it('reads padded digits ending badly, a trailing exponent or point runs in linear time, and refuses them', async () => {
    const hostile = [
      { label: '" 999…9-"', args: [{ prefix: ' ', pump: '9', bytes: MEGABYTE, suffix: '-' }] },
      { label: '" 999…9e"', args: [{ prefix: ' ', pump: '9', bytes: MEGABYTE, suffix: 'e' }] },
      { label: '" .999…9.."', args: [{ prefix: ' .', pump: '9', bytes: MEGABYTE, suffix: '..' }] },
      { label: '" 1e999…9x"', args: [{ prefix: ' 1e', pump: '9', bytes: MEGABYTE, suffix: 'x' }] },
      { label: '"\\t" + spaces + "1x"', args: [{ prefix: '\t', pump: ' ', bytes: MEGABYTE, suffix: '1x' }] },
    ];
    const times = await callTimes(module, 'readNumber', hostile);
    expect(times.map((time) => time.label)).toEqual(hostile.map((call) => `readNumber: ${call.label}`));
    expect(readNumber(` ${'9'.repeat(MEGABYTE)}-`)).toBeUndefined();
    expect(readNumber(` ${'9'.repeat(400)} `)).toBeUndefined(); // finite digits, but past any double: 1e400
  });
});
