import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MalformedDocument } from '../../../../../../electron/backend/broker/common/decode/malformed.ts';
import { nodesOf, readBoolean, readId, readInteger, readNumber, readText } from '../../../../../../electron/backend/broker/common/decode/scalars.ts';

describe('readNumber: numbers carried as strings', () => {
  it.each<[unknown, number | undefined]>([
    ['12.50', 12.5],
    [' 7 ', 7],
    ['01', 1],
    ['-0.80', -0.8],
    ['.5', 0.5],
    ['1e3', 1000],
    [42, 42],
    ['', undefined],
    ['  ', undefined],
    ['0x1F', undefined],
    ['-0x1F', undefined],
    [' 0x10 ', undefined],
    ['0b101', undefined],
    ['0O17', undefined],
    ['Infinity', undefined],
    ['-Infinity', undefined],
    ['1e400', undefined],
    ['12abc', undefined],
    ['-', undefined],
    ['.', undefined],
    ['12,50', undefined],
    ['1.2.3', undefined],
    [Number.NaN, undefined],
    [true, undefined],
    [{}, undefined],
    [['1'], undefined],
  ])('%j → %s', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
  });

  it('agrees with plain decimal notation on any text', () => {
    const decimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789+-.eExXbBoO _IN\t'.split('')), maxLength: 12 }),
      fc.double().map(String),
      fc.string(),
    );
    fc.assert(
      fc.property(text, (value) => {
        const trimmed = value.trim();
        const expected = decimal.test(trimmed) && Number.isFinite(Number(trimmed)) ? Number(trimmed) : undefined;
        expect(readNumber(value)).toBe(expected);
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });

  it('reads plain digits with a point exactly as Number() does, up to and past the fast path’s 15 digits', () => {
    const plain = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 17 }),
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 17 })),
      )
      .map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`))
      .filter((text) => text !== '' && text !== '.');
    fc.assert(
      fc.property(plain, (text) => {
        expect(readNumber(text)).toBe(Number(text));
      }),
      { seed: 20261126, numRuns: 5000 },
    );
    // Halfway cases and the largest mantissas the fast path takes, beside the first it leaves to Number().
    for (const text of ['0.1', '0.3', '881.25', '999999999999999', '9999999999999.99', '.999999999999999', '9007199254740993', '1234567890123456.7']) {
      expect(readNumber(text)).toBe(Number(text));
    }
  });

  it('reads integers in both month forms and refuses fractions', () => {
    expect([readInteger('1'), readInteger('01'), readInteger('1.5')]).toEqual([1, 1, undefined]);
  });
});

describe('readBoolean: TRUE/FALSE in JSON, true/false in XML', () => {
  it.each<[unknown, boolean | undefined]>([
    ['TRUE', true],
    ['true', true],
    ['False', false],
    ['FALSE', false],
    [false, false],
    ['yes', undefined],
    ['1', undefined],
    ['', undefined],
  ])('%j → %s', (value, expected) => {
    expect(readBoolean(value)).toBe(expected);
  });
});

describe('readText', () => {
  it('trims, treats empty as absent, and reads an unquoted number as its text', () => {
    expect([readText(' AAPL '), readText(''), readText(12.5), readText({})]).toEqual(['AAPL', undefined, '12.5', undefined]);
  });
});

describe('readId: long IDs as exact decimal text', () => {
  it.each<[unknown, string | undefined]>([
    ['510', '510'],
    ['0510', '510'],
    ['0', '0'],
    [510, '510'],
    ['9007199254740993', '9007199254740993'],
    [2 ** 60, undefined],
    ['ORD-7', 'ORD-7'],
    ['', undefined],
  ])('%j → %s', (value, expected) => {
    expect(readId(value)).toBe(expected);
  });
});

describe('nodesOf: every repeatable container as an array', () => {
  it('wraps a single object and passes an array through', () => {
    expect(nodesOf({ a: '1' }, 'x')).toEqual([{ a: '1' }]);
    expect(nodesOf([{ a: '1' }, { a: '2' }], 'x')).toEqual([{ a: '1' }, { a: '2' }]);
  });

  it('has nothing for an absent container', () => {
    expect(nodesOf(undefined, 'x')).toEqual([]);
  });

  it('reads an empty XML element like an empty JSON object', () => {
    expect(nodesOf('', 'x')).toEqual([{}]);
    expect(nodesOf(['', { a: '1' }], 'x')).toEqual([{}, { a: '1' }]);
  });

  it('refuses text where an element belongs', () => {
    expect(() => nodesOf('junk', 'optionPairs')).toThrow(MalformedDocument);
    expect(() => nodesOf([{ a: '1' }, 7], 'optionPairs')).toThrow('optionPairs is not an element');
  });
});
