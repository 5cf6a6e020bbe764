import { describe, expect, it } from 'vitest';
import { expiryKindWords, withListedKinds, type ExpiryDate } from '../../../shared/domain/expiries.ts';
import type { ChainExpiry, OptionChain } from '../../../shared/domain/option-chain.ts';

const listed: ExpiryDate[] = [
  { date: '2027-03-19', kind: 'MONTHLY', daysToExpiry: 0 },
  { date: '2027-03-26', kind: 'WEEKLY', daysToExpiry: 7 },
  { date: '2027-04-16', kind: 'MONTHLY', daysToExpiry: 28 },
  { date: '2027-04-23', kind: null, daysToExpiry: 35 },
];
const expiry = (date: string, expiryType: ChainExpiry['expiryType']): ChainExpiry => ({ date, daysToExpiry: 7, expiryType, strikes: [] });
const chain = (...expiries: ChainExpiry[]): OptionChain => ({ symbol: 'AAPL', expiries, mismatch: null });

describe('expiryKindWords: the kind in words', () => {
  it.each([
    ['WEEKLY', 'Weekly'],
    ['MONTHEND', 'Month end'],
    ['NEWKIND', 'NEWKIND'],
    ['__proto__', '__proto__'],
    [null, ''],
  ] as const)('%j reads %j', (kind, words) => {
    expect(expiryKindWords(kind)).toBe(words);
  });
});

describe('withListedKinds: one kind for one date in the strip, the section, the details and the terminal', () => {
  it('names an expiry the chain left unnamed as the list names it, and keeps what the chain named', () => {
    const asked = chain(expiry('2027-03-26', null), expiry('2027-04-16', 'MONTHLY'), expiry('2027-04-23', null), expiry('2027-05-21', null));
    const named = withListedKinds(asked, listed);
    expect(named.expiries.map((e) => e.expiryType)).toEqual(['WEEKLY', 'MONTHLY', null, null]);
    // Only the named expiry is a new object: the rest keep their identity (the grid's rows are memoised on it).
    expect(named.expiries[1]).toBe(asked.expiries[1]);
    expect(named.expiries[2]).toBe(asked.expiries[2]);
    expect(asked.expiries[0]?.expiryType).toBeNull();
  });

  it('is the same chain when there is no list yet or it names nothing new', () => {
    const asked = chain(expiry('2027-04-23', null));
    expect(withListedKinds(asked, undefined)).toBe(asked);
    expect(withListedKinds(asked, listed)).toBe(asked);
    const full = chain(expiry('2027-03-26', 'WEEKLY'));
    expect(withListedKinds(full, listed)).toBe(full);
  });
});
