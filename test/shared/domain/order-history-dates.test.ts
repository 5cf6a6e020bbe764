/**
 * The history window's dates are real calendar days: the pattern alone let 2026-02-30 through to
 * the wire (review finding).
 */
import { describe, expect, it } from 'vitest';
import { isoDateSchema, orderHistoryQuerySchema } from '../../../shared/domain/order-history.ts';

describe('isoDateSchema', () => {
  it.each([['2026-02-30'], ['2026-02-29'], ['2026-04-31'], ['2100-02-29'], ['2026-13-01'], ['2026-2-01'], ['20260201']])('refuses %s', (date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(false);
  });

  it.each([['2024-02-29'], ['2000-02-29'], ['2026-12-31'], ['2026-01-01'], ['2026-04-30']])('takes %s', (date) => {
    expect(isoDateSchema.safeParse(date).success).toBe(true);
  });

  it('says what is wrong in a history query', () => {
    const parsed = orderHistoryQuerySchema.safeParse({ accountKey: 'abc', from: '2026-02-30', to: '2026-03-02' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['from', 'must be a real calendar date (YYYY-MM-DD)']]);
  });
});
