/**
 * The partly-filled note counts each unit on its own: a buy-write's shares and contracts are
 * never added into one "of N".
 */
import { describe, expect, it } from 'vitest';
import { diffOrders, indexBook } from '../../../../electron/backend/orders/order-diff.ts';
import { describeOrder, notesFor } from '../../../../electron/backend/notifications/order-notices.ts';
import { completeOrder } from '../../../../shared/domain/order-assembly.ts';
import type { Order } from '../../../../shared/domain/orders.ts';
import { orderAnnouncement } from '../../../../renderer/views/orders/order-announcement.ts';
import { legFields, orderFields } from '../../../helpers/order-fixtures.ts';
import { book, buyWrite, order } from '../orders/order-builders.ts';

const notes = (before: Order, after: Order) => notesFor(diffOrders(indexBook(book(before)), indexBook(book(after))), indexBook(book(after)), '83405188');

/** A 2 × 2 call spread on XYZ with these fills per leg. */
const spread = (first: number, second: number): Order =>
  completeOrder(
    orderFields({
      orderId: '8',
      orderType: 'SPREADS',
      priceType: 'NET_DEBIT',
      legs: [50, 55].map((strikePrice, index) =>
        legFields({
          legNumber: index + 1,
          action: index === 0 ? 'BUY_OPEN' : 'SELL_OPEN',
          orderedQuantity: 2,
          filledQuantity: index === 0 ? first : second,
          option: { callPut: 'CALL', expiry: '2026-07-17', strikePrice },
        }),
      ),
    }),
  );

describe('the partly-filled note', () => {
  it('says a buy-write’s fill per unit, never a sum of shares and contracts', () => {
    const [note] = notes(buyWrite(9, 0, 0), buyWrite(9, 700, 7));
    expect(note?.title).toBe('Order 9 partly filled');
    // Counted in spreads: 700 shares and 7 calls are 7 whole buy-writes.
    expect(note?.body).toMatch(/^7 of 14 spreads filled: XYZ covered call, 14 spreads · /);
    expect(note?.body).not.toContain('1414');
    expect(note?.body).not.toContain('1,414');
  });

  it('announces a buy-write whose shares filled before its calls', () => {
    // No whole spread yet: the legs' fills are said beside the count.
    expect(notes(buyWrite(9, 0, 0), buyWrite(9, 1400, 0))[0]?.body).toMatch(/^0 of 14 spreads \(1,400 of 1,400 shares and 0 of 14 contracts\) filled: /);
  });

  it('is not sent for a buy-write filled whole (the executed note says it) or whose fills went back', () => {
    expect(notes(buyWrite(9, 0, 0), buyWrite(9, 1400, 14)).map((note) => note.title)).toEqual([]);
    expect(notes(buyWrite(9, 1400, 14), buyWrite(9, 1400, 14, 'EXECUTED')).map((note) => note.title)).toEqual(['Order 9 executed']);
    expect(notes(buyWrite(9, 700, 7), buyWrite(9, 700, 0))).toEqual([]);
  });

  it('counts a spread in spreads, not its legs’ contracts', () => {
    // Counted in spreads: 1 of 2, never "2 of 4" contracts.
    expect(notes(spread(0, 0), spread(1, 1))[0]?.body).toMatch(/^1 of 2 spreads filled: XYZ call debit vertical, 2 spreads · /);
  });

  it('leaves a single-leg order as it was', () => {
    expect(notes(order(7), order(7, { filled: 40 }))[0]?.body).toMatch(/^40 of 100 shares filled: Buy 100 XYZ · /);
  });
});

describe('the note and the live region agree on a fill (one rule, shared/domain fillNews)', () => {
  const account = '83405188';
  /** What the live region says about the same refresh, in the renderer. */
  const announced = (before: Order, after: Order): string | null => {
    const state = (current: Order, dataTime: number) => ({
      accountKey: account,
      accountId: account,
      book: book(current),
      changes: diffOrders(indexBook(book(before)), indexBook(book(current))),
      dataTime,
      revision: dataTime,
      stale: null,
      intervalMs: 10_000,
      paused: false,
      refreshing: false,
      nextRefreshAt: null,
      slowedBecause: null,
    });
    return orderAnnouncement(state(before, 1), state(after, 2));
  };

  it.each([
    ['a buy-write, shares first', buyWrite(9, 0, 0), buyWrite(9, 700, 0), 'partly filled'],
    ['a buy-write, both units', buyWrite(9, 0, 0), buyWrite(9, 700, 7), 'partly filled'],
    ['a buy-write, its calls last (filled whole)', buyWrite(9, 1400, 7), buyWrite(9, 1400, 14), 'filled'],
    ['a buy-write whose fills went back', buyWrite(9, 700, 7), buyWrite(9, 700, 0), null],
    ['a single-leg order', order(9), order(9, { filled: 40 }), 'partly filled'],
  ])('%s: a note exactly when the live region says "partly filled"', (_name, before, after, news) => {
    expect(notes(before, after).map((note) => note.title)).toEqual(news === 'partly filled' ? ['Order 9 partly filled'] : []);
    expect(announced(before, after)?.match(/^Order 9 (partly filled|filled)\b/)?.[1] ?? null).toBe(news);
  });

  it('names three orders one by one and summarises four, on both surfaces', () => {
    const before = [order(1), order(2), order(3), order(4)];
    const after = before.map((item) => order(item.orderId, { status: 'CANCELLED' }));
    const changes = (count: number) => diffOrders(indexBook(book(...before.slice(0, count))), indexBook(book(...after.slice(0, count))));
    const said = (count: number) => {
      const state = (orders: Order[], dataTime: number) => ({
        accountKey: account,
        accountId: account,
        book: book(...orders),
        changes: changes(count),
        dataTime,
        revision: dataTime,
        stale: null,
        intervalMs: 10_000,
        paused: false,
        refreshing: false,
        nextRefreshAt: null,
        slowedBecause: null,
      });
      return orderAnnouncement(state(before.slice(0, count), 1), state(after.slice(0, count), 2));
    };
    expect(notesFor(changes(3), indexBook(book(...after)), account)).toHaveLength(3);
    expect(said(3)).toMatch(/^Order 1 cancelled: .* Order 3 cancelled: /);
    expect(notesFor(changes(4), indexBook(book(...after)), account).map((note) => note.title)).toEqual(['4 orders changed in account …5188']);
    expect(said(4)).toBe('4 orders changed in account …5188: 4 cancelled.');
  });
});

describe('the words of a note', () => {
  const single = (action: string, extra: Partial<Parameters<typeof legFields>[0]> = {}): Order =>
    completeOrder(orderFields({ orderId: '5', orderType: 'EQ', legs: [legFields({ action, orderedQuantity: 1200, filledQuantity: 0, ...extra })] }));

  it.each([
    ['BUY_TO_COVER', /^Buy to cover 1,200 XYZ · /],
    ['SELL_SHORT', /^Sell short 1,200 XYZ · /],
  ])('a %s order in words, with its quantity grouped', (action, words) => {
    expect(describeOrder(single(action))).toMatch(words);
  });

  it('an option leg names its contract, not its code', () => {
    const text = describeOrder(single('SELL_CLOSE', { option: { callPut: 'CALL', expiry: '2026-07-17', strikePrice: 50 }, orderedQuantity: 3 }));
    expect(text).toMatch(/^Sell to close 3 XYZ Jul 17 '26 \$50 call · /);
  });

  it('legs that make no strategy we can name are said by their count and the order type in words, never "2 legs: SPREADS"', () => {
    // A call vertical whose second leg's quantity the provider left out: it cannot be counted in spreads.
    const uneven = completeOrder(
      orderFields({
        orderId: '8',
        orderType: 'SPREADS',
        priceType: 'NET_DEBIT',
        legs: [50, 55].map((strikePrice, index) =>
          legFields({
            legNumber: index + 1,
            action: index === 0 ? 'BUY_OPEN' : 'SELL_OPEN',
            orderedQuantity: index === 0 ? 2 : null,
            filledQuantity: 0,
            option: { callPut: 'CALL', expiry: '2026-07-17', strikePrice },
          }),
        ),
      }),
    );
    const text = describeOrder(uneven);
    expect(text).toMatch(/^XYZ 2-leg spread · Net debit /);
    expect(text).not.toMatch(/SPREADS|BUY_OPEN|SELL_OPEN/);
  });
});
