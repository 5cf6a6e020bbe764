import { describe, expect, it } from 'vitest';
import { parseHourlyBudget } from '../../../shared/domain/budget-text.ts';

describe('an hourly budget as typed', () => {
  it.each([
    ['140000', 140_000],
    ['140,000', 140_000],
    [' 35 600 ', 35_600],
    ['17\u202f800', 17_800],
    ['1', 1],
    ['10,000,000', 10_000_000],
  ])('%j reads as %d', (text, value) => {
    expect(parseHourlyBudget(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', /Type a number/],
    ['   ', /Type a number/],
    ['0', /from 1 to 10,000,000/],
    ['10000001', /from 1 to 10,000,000/],
    ['1.5', /whole numbers/],
    ['-5', /whole numbers/],
    ['1e5', /whole numbers/],
    ['0x10', /whole numbers/],
    ['ten', /whole numbers/],
  ])('%j is refused with a reason', (text, reason) => {
    const parsed = parseHourlyBudget(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});
