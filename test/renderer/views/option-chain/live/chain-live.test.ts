import { describe, expect, it } from 'vitest';
import type { OptionChain } from '../../../../../shared/domain/option-chain.ts';
import { CHAIN_COLUMNS, optionPriceTick } from '../../../../../renderer/views/option-chain/table/chain-columns.ts';
import { contractFlashes, flashOf, NO_FLASHES } from '../../../../../renderer/views/option-chain/live/chain-live.ts';
import { chain, expiry, quotedStrike } from '../chain-fixtures.ts';

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

describe('flashOf: which way a cell flashes', () => {
  it.each([
    [1, 2, 'up'],
    [2, 1, 'down'],
    [1, 1, null],
    [null, 1, null],
    [1, null, null],
    [Number.NaN, 1, null],
  ] as const)('%s → %s flashes %s', (before, after, flash) => {
    expect(flashOf(before, after)).toBe(flash);
  });

  it.each([
    [1.16, 1.17, 0.01, null],
    [1.17, 1.16, 0.01, null],
    [1.16, 1.18, 0.01, 'up'],
    [3.2, 3.25, 0.05, null],
    [3.25, 3.15, 0.05, 'down'],
    [0.3, 0.31, 0.001, 'up'],
  ] as const)('%s → %s with a tick of %s flashes %s (only a move of more than the tick)', (before, after, tick, flash) => {
    expect(flashOf(before, after, tick)).toBe(flash);
  });
});

describe('optionPriceTick: the increment a price flickers by', () => {
  it.each([
    [0.05, 0.01],
    [2.99, 0.01],
    [3, 0.05],
    [412.5, 0.05],
    [null, 0.01],
  ] as const)('%s trades in %s', (price, tick) => {
    expect(optionPriceTick(price)).toBe(tick);
  });
});

describe('contractFlashes: the cells of a side that flash', () => {
  const columns = CHAIN_COLUMNS.filter((c) => ['bid', 'ask', 'delta', 'symbol'].includes(c.id));
  const before = quotedStrike(MARCH, 150).call!;

  it('flashes the figures that moved, up or down, and nothing else', () => {
    const after = { ...before, quote: { ...before.quote!, bid: 2, ask: 1 }, greeks: before.greeks! };
    expect(contractFlashes(before, after, columns)).toEqual({ bid: 'up', ask: 'down' });
  });

  it('does not flash a move of one tick or one shown place: the quote flickering on a 2 s refresh', () => {
    const quote = before.quote!;
    const greeks = before.greeks!;
    const flicker = { ...before, quote: { ...quote, bid: quote.bid! + 0.01, ask: quote.ask! - 0.01 }, greeks: { ...greeks, delta: greeks.delta! + 0.001 } };
    expect(contractFlashes(before, flicker, columns)).toBe(NO_FLASHES);
    const moved = { ...before, quote: { ...quote, bid: quote.bid! + 0.02 }, greeks: { ...greeks, delta: greeks.delta! - 0.002 } };
    expect(contractFlashes(before, moved, columns)).toEqual({ bid: 'up', delta: 'down' });
  });

  it('does not flash another contract shown in a recycled row', () => {
    const other = quotedStrike(MARCH, 155).call!;
    expect(contractFlashes(before, other, columns)).toBe(NO_FLASHES);
  });

  it('does not flash without a change, without quotes, or from nothing', () => {
    expect(contractFlashes(before, { ...before }, columns)).toBe(NO_FLASHES);
    expect(contractFlashes(null, before, columns)).toBe(NO_FLASHES);
    const legacy = { optionSymbol: 'X', exchange: null, rootSymbol: null, adjusted: false };
    expect(contractFlashes(legacy, { ...legacy }, columns)).toBe(NO_FLASHES);
  });
});

describe('chainHasQuotes: current API or legacy', () => {
  it('is true with a quote type or any quoted contract, false for an identity-only chain', async () => {
    const { chainHasQuotes } = await import('../../../../../renderer/views/option-chain/live/chain-live.ts');
    const { strike } = await import('../chain-fixtures.ts');
    expect(chainHasQuotes(sample())).toBe(true);
    expect(chainHasQuotes(chain(expiry(MARCH, [strike(MARCH, 100)])))).toBe(false);
    expect(chainHasQuotes({ ...chain(), quoteType: 'CLOSING' })).toBe(true);
    expect(chainHasQuotes({ ...chain(expiry(MARCH, [strike(MARCH, 100)])), quoteType: null })).toBe(false);
  });
});
