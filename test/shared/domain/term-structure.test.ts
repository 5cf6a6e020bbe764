/**
 * The term structure's query (the IPC argument of `term:plan` and `term:get`), its quote cost and
 * the expiries a scope draws: bad input is refused with a reason, never repaired into a request.
 */
import { describe, expect, it } from 'vitest';
import type { ExpiryDate } from '../../../shared/domain/expiries.ts';
import { MAX_TERM_EXPIRIES, NEAREST_EXPIRIES, termExpiries, termQuerySchema, termQuoteCost } from '../../../shared/domain/term-structure.ts';
import { INVOKE_SCHEMAS } from '../../../shared/ipc/schemas.ts';

const dates = (n: number, from = Date.parse('2026-12-01T00:00:00Z')): string[] =>
  Array.from({ length: n }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));

describe('termQuerySchema', () => {
  it('takes a symbol as typed and sorts the dates', () => {
    expect(termQuerySchema.parse({ underlier: ' brk.b ', expiries: ['2027-01-15', '2026-12-18'] })).toEqual({
      underlier: 'BRK.B',
      expiries: ['2026-12-18', '2027-01-15'],
    });
    expect(INVOKE_SCHEMAS['term:get']).toBe(termQuerySchema);
    expect(INVOKE_SCHEMAS['term:plan']).toBe(termQuerySchema);
  });

  it.each([
    ['no expiry', { underlier: 'AAPL', expiries: [] }, 'name at least one expiry'],
    ['a date twice', { underlier: 'AAPL', expiries: ['2026-12-18', '2026-12-18'] }, 'must not name an expiry twice'],
    ['a date in another form', { underlier: 'AAPL', expiries: ['12/18/2026'] }, 'must be a date as YYYY-MM-DD'],
    ['month 13', { underlier: 'AAPL', expiries: ['2026-13-01'] }, 'must be a date as YYYY-MM-DD'],
    ['too many dates', { underlier: 'AAPL', expiries: dates(MAX_TERM_EXPIRIES + 1) }, `at most ${MAX_TERM_EXPIRIES} expiries`],
    ['no symbol', { underlier: '', expiries: ['2026-12-18'] }, 'must be a market symbol'],
    ['a symbol with a query in it', { underlier: 'AAPL&noOfStrikes=9999', expiries: ['2026-12-18'] }, 'must be a market symbol'],
    ['a number for the dates', { underlier: 'AAPL', expiries: 12 }, 'expected array'],
  ])('refuses %s', (_name, input, reason) => {
    const parsed = termQuerySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).join(' ')).toContain(reason);
  });

  it('refuses keys it does not know (a strike count from the page is not taken)', () => {
    expect(termQuerySchema.safeParse({ underlier: 'AAPL', expiries: ['2026-12-18'], strikes: 500 }).success).toBe(false);
  });
});

describe('termQuoteCost', () => {
  it('is the underlier quote and 2 quotes per pair of two strikes per expiry', () => {
    expect(termQuoteCost(0)).toBe(0);
    expect(termQuoteCost(1)).toBe(5);
    expect(termQuoteCost(12)).toBe(49);
    expect(termQuoteCost(60)).toBe(241);
  });
});

describe('termExpiries', () => {
  const listed: ExpiryDate[] = dates(20, Date.parse('2026-11-10T00:00:00Z')).map((date, i) => ({ date, kind: 'WEEKLY', daysToExpiry: i - 3 }));
  it('leaves out expired dates and takes the nearest twelve', () => {
    const nearest = termExpiries([...listed].reverse(), 'nearest');
    expect(nearest).toHaveLength(NEAREST_EXPIRIES);
    expect(nearest[0]?.daysToExpiry).toBe(0);
    expect(nearest.map((d) => d.date)).toEqual([...nearest.map((d) => d.date)].sort());
  });
  it('or every listed one still open', () => {
    expect(termExpiries(listed, 'all')).toHaveLength(17);
  });
});
