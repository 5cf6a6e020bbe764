import { describe, expect, it } from 'vitest';
import type { ContractQuote } from '../../../../shared/domain/chain-refresh.ts';
import type { OptionChain } from '../../../../shared/domain/option-chain.ts';
import { mergeQuoteChanges } from '../../../../renderer/feeds/chain/merge-quotes.ts';
import { chain, expiry, greeksOf, osiKeyOf, quoteOf, quotedStrike } from '../../views/option-chain/chain-fixtures.ts';

const MARCH = '2027-03-19';
const APRIL = '2027-04-16';

function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

const sample = (): OptionChain =>
  frozen(
    chain(
      expiry(MARCH, [quotedStrike(MARCH, 150), quotedStrike(MARCH, 150, 'AAPL1'), quotedStrike(MARCH, 155), quotedStrike(MARCH, 160)]),
      expiry(APRIL, [quotedStrike(APRIL, 150)]),
    ),
  );

const change = (date: string, side: 'call' | 'put', price: number, bid: number, root = 'AAPL'): ContractQuote => ({
  osiKey: osiKeyOf(date, side, price, root),
  expiry: date,
  strike: price,
  side,
  quote: { ...quoteOf(1), bid },
  greeks: greeksOf(0.61),
});

describe('mergeQuoteChanges: pushed quotes merged in place by OSI key', () => {
  it('replaces only the changed contracts and the path to them', () => {
    const before = sample();
    const { chain: after, merged } = mergeQuoteChanges(before, [change(MARCH, 'put', 155, 9.9)]);
    expect(merged).toBe(1);
    const [march, april] = after.expiries;
    expect(april).toBe(before.expiries[1]);
    expect(march?.strikes[2]?.put?.quote?.bid).toBe(9.9);
    expect(march?.strikes[2]?.put?.greeks?.delta).toBe(0.61);
    expect(march?.strikes[2]?.call).toBe(before.expiries[0]?.strikes[2]?.call);
    for (const i of [0, 1, 3]) expect(march?.strikes[i]).toBe(before.expiries[0]?.strikes[i]);
  });

  it('tells adjusted contracts at the same strike apart by their OSI key', () => {
    const before = sample();
    const { chain: after } = mergeQuoteChanges(before, [change(MARCH, 'call', 150, 7, 'AAPL1')]);
    expect(after.expiries[0]?.strikes[0]).toBe(before.expiries[0]?.strikes[0]);
    expect(after.expiries[0]?.strikes[1]?.call?.quote?.bid).toBe(7);
  });

  it('merges many changes across expiries, copying each list once', () => {
    const before = sample();
    const { chain: after, merged } = mergeQuoteChanges(before, [change(MARCH, 'call', 160, 1), change(MARCH, 'put', 160, 2), change(APRIL, 'call', 150, 3)]);
    expect(merged).toBe(3);
    expect(after.expiries[0]?.strikes[3]?.call?.quote?.bid).toBe(1);
    expect(after.expiries[0]?.strikes[3]?.put?.quote?.bid).toBe(2);
    expect(after.expiries[1]?.strikes[0]?.call?.quote?.bid).toBe(3);
  });

  it('finds a contract by OSI key when the strike as sent does not match', () => {
    const { merged } = mergeQuoteChanges(sample(), [{ ...change(MARCH, 'call', 155, 4), strike: 155.0001 }]);
    expect(merged).toBe(1);
  });

  it.each([
    ['another expiry', change('2027-05-21', 'call', 150, 1)],
    ['an unknown key', { ...change(MARCH, 'call', 150, 1), osiKey: 'ZZZZ--270319C00150000' }],
  ])('returns the same chain for %s', (_, unknown) => {
    const before = sample();
    expect(mergeQuoteChanges(before, [unknown])).toEqual({ chain: before, merged: 0 });
    expect(mergeQuoteChanges(before, []).chain).toBe(before);
  });
});
