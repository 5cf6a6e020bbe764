import { describe, expect, it } from 'vitest';
import type { ChainQuery } from '../../../../../shared/domain/chain-query.ts';
import { nearestExpiry, type ExpiryDate } from '../../../../../shared/domain/expiries.ts';
import { queryToAsk } from '../../../../../renderer/views/option-chain/query/use-ask-chain.ts';

const typed: ChainQuery = { underlier: 'AAPL', month: 12, year: 2026, chainType: 'CALLPUT', includeAdjusted: false };
const listed: ExpiryDate[] = [
  { date: '2026-12-18', kind: 'MONTHLY', daysToExpiry: 17 },
  { date: '2026-12-04', kind: 'WEEKLY', daysToExpiry: 3 },
  { date: '2026-11-27', kind: 'WEEKLY', daysToExpiry: -4 },
  { date: '2027-01-15', kind: 'MONTHLY', daysToExpiry: 45 },
];

describe('queryToAsk: what the form asks', () => {
  it('opens a new symbol on its nearest listed expiry, weekly asked as one, not the month the form shows', () => {
    expect(nearestExpiry(listed)?.date).toBe('2026-12-04');
    expect(queryToAsk({ ...typed, month: 3, year: 2027 }, null, { nearest: true }, listed)).toEqual({
      ...typed,
      month: 12,
      year: 2026,
      day: 4,
      includeWeekly: true,
    });
    const monthly = queryToAsk(typed, null, { nearest: true }, [listed[0] as ExpiryDate]);
    expect(monthly).toMatchObject({ day: 18, includeWeekly: false });
  });

  it('asks a month chosen as chosen, and the form as typed without a list', () => {
    expect(queryToAsk({ ...typed, month: 3, year: 2027 }, null, { nearest: false }, listed)).toEqual({ ...typed, month: 3, year: 2027 });
    expect(queryToAsk(typed, null, { nearest: true }, null)).toEqual(typed);
    expect(queryToAsk(typed, null, { nearest: true }, [])).toEqual(typed);
  });

  it('reloads the chain shown for the same symbol and month, its expiry day kept', () => {
    const shown: ChainQuery = { ...typed, day: 11, includeWeekly: true };
    expect(queryToAsk(typed, shown, { nearest: true }, listed)).toEqual(shown);
    expect(queryToAsk({ ...typed, chainType: 'CALL' }, shown, { nearest: true }, listed)).toEqual({ ...shown, chainType: 'CALL' });
    // Another month of the same symbol is that month.
    expect(queryToAsk({ ...typed, month: 1, year: 2027 }, shown, { nearest: true }, listed)).toEqual({ ...typed, month: 1, year: 2027 });
  });
});
