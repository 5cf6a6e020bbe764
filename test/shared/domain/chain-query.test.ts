/**
 * The chain query, parsed once at the edge: over IPC and in the settings numbers
 * are numbers, nothing else (`[5]`, `true`, `"0x0C"`, `"1e3"`, `"5"` and the rest of a hostile
 * table are refused); the command line reads its numbers from the flags' text itself
 * (cli/flags/flag-values.ts, tested there) and hands the schema numbers. The cases that checked the
 * query inside the request builders (legacy and v1) moved here when the builders stopped parsing
 * it again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainQuerySchema } from '../../../shared/domain/chain-query.ts';

const query = { underlier: 'aapl', month: 1, year: 2027, chainType: 'CALLPUT', includeAdjusted: false } as const;
const NUMERIC = ['month', 'year', 'day', 'strikesNear', 'strikeCount'] as const;
const issues = (value: unknown): string => {
  const parsed = chainQuerySchema.safeParse(value);
  return parsed.success ? '' : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
};

describe('strict numbers at the IPC edge', () => {
  /** What `Number()` or a coercing schema would have taken for a number. */
  const HOSTILE: [string, unknown][] = [
    ['an array of one number', [5]],
    ['true', true],
    ['false', false],
    ['null', null],
    ['hex text', '0x0C'],
    ['exponent text', '1e3'],
    ['digits as text', '5'],
    ['padded text', ' 5 '],
    ['an empty string', ''],
    ['a date', new Date(0)],
    ['an object with valueOf', { valueOf: () => 5 }],
    ['a BigInt', 5n],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ];

  it.each(NUMERIC.flatMap((field) => HOSTILE.map(([what, value]) => [field, what, value] as const)))('%s as %s is refused', (field, _what, value) => {
    expect(issues({ ...query, day: 15, [field]: value })).toMatch(new RegExp(`^${field} `));
  });

  it('a number in range is a number; the symbol is trimmed and upper-cased', () => {
    expect(chainQuerySchema.parse({ ...query, underlier: ' brk.b ', day: 15, strikesNear: 131.5, strikeCount: 12 })).toEqual({
      ...query,
      underlier: 'BRK.B',
      day: 15,
      strikesNear: 131.5,
      strikeCount: 12,
    });
  });

  it.each([
    ['an empty underlier', { underlier: '' }, /^underlier /],
    ['a symbol with a space', { underlier: 'AA PL' }, /underlier must be a market symbol/],
    ['month 0', { month: 0 }, /month must be 1 to 12/],
    ['month 13', { month: 13 }, /month must be 1 to 12/],
    ['a fractional month', { month: 1.5 }, /^month /],
    ['year 1999', { year: 1999 }, /year must be 2000 or later/],
    ['a day out of range', { day: 32 }, /day must be 1 to 31/],
    ['no strikes', { strikeCount: 0 }, /strikeCount must be at least 1/],
    ['a negative price', { strikesNear: -1 }, /strikesNear must be a price above 0/],
    ['a chain type of BOTH', { chainType: 'BOTH' }, /^chainType /],
    ['an unknown category', { category: 'JUMBO' }, /^category /],
    ['an unknown field', { strike: 150 }, /unrecognized/i],
    ['an unknown field named like a date', { expiry: '2027-01-15' }, /unrecognized/i],
  ])('refuses %s, naming the field', (_name, extra, message) => {
    expect(issues({ ...query, ...extra })).toMatch(message);
  });

  it('any value that is not a finite number, in any numeric field, is refused (seeded property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NUMERIC),
        // Absent is how an optional field says "none": every other value that is not a number.
        fc.anything().filter((value) => typeof value !== 'number' && value !== undefined),
        (field, value) => {
          expect(chainQuerySchema.safeParse({ ...query, [field]: value }).success).toBe(false);
        },
      ),
      { seed: 27, numRuns: 500 },
    );
  });
});
