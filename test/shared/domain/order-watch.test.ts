import { describe, expect, it } from 'vitest';
import { fillNews } from '../../../shared/domain/order-watch.ts';
import { completeOrder } from '../../../shared/domain/order-assembly.ts';
import { fillChange } from '../../../shared/domain/order-quantities.ts';
import type { Order } from '../../../shared/domain/orders.ts';
import { legFields, orderFields } from '../../helpers/order-fixtures.ts';

/** A buy-write (1,400 shares, 14 calls) with these fills. */
const buyWrite = (shares: number, contracts: number): Order =>
  completeOrder(
    orderFields({
      legs: [
        legFields({ legNumber: 1, action: 'BUY', orderedQuantity: 1400, filledQuantity: shares }),
        legFields({
          legNumber: 2,
          action: 'SELL_OPEN',
          orderedQuantity: 14,
          filledQuantity: contracts,
          option: { callPut: 'CALL', expiry: '2026-07-17', strikePrice: 45 },
        }),
      ],
    }),
  );
const single = (filled: number | null, ordered: number | null = 100): Order =>
  completeOrder(orderFields({ legs: [legFields({ orderedQuantity: ordered, filledQuantity: filled })] }));

/** The news of the watcher's change from `before` to `after`. */
const news = (before: Order, after: Order) => {
  const change = fillChange(before, after);
  return change === null ? 'no change' : fillNews(change, after);
};

describe('fillNews: what a fill change says about the order, per unit when the units are mixed', () => {
  it.each([
    ['a buy-write, shares first', buyWrite(0, 0), buyWrite(700, 0), 'partly filled'],
    ['a buy-write, calls first', buyWrite(0, 0), buyWrite(0, 7), 'partly filled'],
    ['a buy-write, every share but not every call', buyWrite(700, 7), buyWrite(1400, 7), 'partly filled'],
    ['a buy-write filled whole', buyWrite(1400, 7), buyWrite(1400, 14), 'filled'],
    ['a buy-write whose calls went back', buyWrite(700, 7), buyWrite(700, 0), null],
    ['one leg, part', single(0), single(40), 'partly filled'],
    ['one leg, whole', single(60), single(100), 'filled'],
    ['one leg, went back', single(40), single(10), null],
    ['one leg, nothing ordered said', single(0, null), single(5, null), 'partly filled'],
  ])('%s: %s', (_name, before, after, expected) => {
    expect(news(before, after)).toBe(expected);
  });
});
