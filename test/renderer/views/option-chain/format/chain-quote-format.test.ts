import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatChangeWithPercent,
  formatCount,
  formatGamma,
  formatGreek,
  formatIv,
  formatPrice,
} from '../../../../../renderer/views/option-chain/format/chain-quote-format.ts';

describe('quote figures as traders read them', () => {
  it.each([
    [formatPrice, 1234.5, '1,234.50'],
    [formatPrice, 0, '0.00'],
    [formatPrice, 0.005, '0.01'],
    [formatChange, 0.35, '+0.35'],
    [formatChange, -1.2, '-1.20'],
    [formatChange, 0, '0.00'],
    [formatChange, -0.001, '0.00'],
    [formatCount, 12345678, '12,345,678'],
    [formatCount, 0, '0'],
    [formatIv, 0.7556, '75.6%'],
    [formatIv, 5.123, '512.3%'],
    [formatGreek, -0.4771, '-0.477'],
    [formatGreek, 0.5, '0.500'],
    [formatGamma, 0.01234, '0.0123'],
  ] as const)('%o(%s) is %s', (format, value, text) => {
    expect(format(value)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('says nothing for %s, never "NaN"', (value) => {
    for (const format of [formatPrice, formatChange, formatCount, formatIv, formatGreek, formatGamma]) expect(format(value)).toBe('');
  });

  it('gives the underlier change with its percent', () => {
    expect(formatChangeWithPercent(1.25, 0.84)).toBe('+1.25 (+0.84%)');
    expect(formatChangeWithPercent(-2, -1.5)).toBe('-2.00 (-1.50%)');
    expect(formatChangeWithPercent(null, 1)).toBe('+1.00%');
    expect(formatChangeWithPercent(0.5, null)).toBe('+0.50');
  });
});
