import { describe, expect, it } from 'vitest';
import { orderAnnouncement } from '../../../../renderer/views/orders/order-announcement.ts';
import type { OrderChange, OrderWatchState } from '../../../../shared/domain/order-watch.ts';
import { fillChange } from '../../../../shared/domain/order-quantities.ts';
import type { Order } from '../../../../shared/domain/orders.ts';
import type { AppError } from '../../../../shared/result.ts';
import { book, buyWrite, group, leg, OPEN_BELL, order, spread } from './order-fixtures.ts';

const ACCOUNT = '83405188';
/** The v1 key of ACCOUNT: opaque, never said. */
const KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
const MINUTE = 60_000;
const UNAVAILABLE: AppError = { code: 'http', message: 'The brokerage is temporarily unavailable (HTTP 503).' };

/** A push of the watcher: the book, what its refresh changed, when, and whether it is failing. */
function push(orders: Order[], changes: OrderChange[], dataTime: number, stale: OrderWatchState['stale'] = null, groups = book([]).groups): OrderWatchState {
  return {
    accountKey: KEY,
    accountId: ACCOUNT,
    book: book(orders, groups),
    revision: 1,
    changes,
    dataTime,
    stale,
    intervalMs: 10_000,
    paused: false,
    refreshing: false,
    nextRefreshAt: null,
    slowedBecause: null,
  };
}

const koBuy = (id: number, overrides: Parameters<typeof order>[1] = {}) => order(id, { legs: [leg({ symbol: 'KO' })], ...overrides });
const aaplSell = (id: number, overrides: Parameters<typeof order>[1] = {}) =>
  order(id, { priceType: 'MARKET', limitPrice: null, legs: [leg({ symbol: 'AAPL', action: 'SELL', orderedQuantity: 5 })], ...overrides });

describe('orderAnnouncement: what the live region says about one push of the orders watch', () => {
  it('follows a simulated day: the exact words for each refresh, nothing for pushes that bring no news', () => {
    const t0 = OPEN_BELL + 30 * MINUTE;
    const day: [OrderWatchState, string | null][] = [];
    // 10:00, first load: a baseline, nothing to say.
    const first = push([koBuy(101), aaplSell(102), spread(103), koBuy(104), koBuy(105), koBuy(106), koBuy(107)], [], t0);
    day.push([first, null]);
    // The refresh starts: only `refreshing` moves.
    day.push([{ ...first, refreshing: true }, null]);
    // 10:00:10, one order executed.
    const executed = push(
      [koBuy(101, { status: 'EXECUTED', legs: [leg({ symbol: 'KO', filledQuantity: 100 })] }), ...first.book!.orders.slice(1)],
      [
        { kind: 'status', orderId: '101', from: 'OPEN', to: 'EXECUTED' },
        { kind: 'fill', orderId: '101', from: 0, to: 100 },
      ],
      t0 + 10_000,
    );
    day.push([executed, 'Order 101 executed: Buy 100 KO.']);
    // 10:00:20, a new order and a part fill of the spread.
    const partly = spread(103, { legs: [spread(103).legs[0]!, { ...spread(103).legs[1]!, filledQuantity: 1 }] });
    const arrived = push(
      [aaplSell(108), executed.book!.orders[0]!, aaplSell(102), partly, ...executed.book!.orders.slice(3)],
      [
        { kind: 'added', orderId: '108' },
        { kind: 'fill', orderId: '103', from: 0, to: 1 },
      ],
      t0 + 20_000,
    );
    // A multi-leg order's legs fill in different units: no sum of them, only what the order does.
    day.push([arrived, 'New order 108: Sell 5 AAPL, market. Order 103 partly filled: KO call debit vertical, 2 spreads.']);
    // 10:00:30, the refresh fails: the last data stays, its changes with it.
    const failing = { ...arrived, stale: { error: UNAVAILABLE, since: t0 + 30_000 } };
    day.push([failing, 'Orders of account …5188 are not updating: The brokerage is temporarily unavailable (HTTP 503).']);
    // 10:00:40, it fails again: already said.
    day.push([{ ...failing, refreshing: true }, null]);
    day.push([{ ...failing }, null]);
    // 10:01:00, it works again and brings five changes at once: one summary.
    const burst = push(
      arrived.book!.orders,
      [
        { kind: 'status', orderId: '104', from: 'OPEN', to: 'EXECUTED' },
        { kind: 'status', orderId: '105', from: 'OPEN', to: 'CANCELLED' },
        { kind: 'status', orderId: '106', from: 'OPEN', to: 'EXECUTED' },
        { kind: 'fill', orderId: '106', from: 0, to: 100 },
        { kind: 'status', orderId: '107', from: 'OPEN', to: 'CANCELLED' },
        { kind: 'status', orderId: '102', from: 'OPEN', to: 'EXECUTED' },
      ],
      t0 + MINUTE,
    );
    day.push([burst, 'Orders of account …5188 are updating again. 5 orders changed in account …5188: 3 executed, 2 cancelled.']);
    // The same data pushed again (a "Refresh now" answer after its push): nothing new.
    day.push([{ ...burst }, null]);

    let previous: OrderWatchState | undefined;
    const said = day.map(([state]) => {
      const text = orderAnnouncement(previous, state);
      previous = state;
      return text;
    });
    expect(said).toEqual(day.map(([, text]) => text));
  });

  it('counts the kinds of a summary in a fixed order, new orders first, any other word as the provider sent it', () => {
    const orders = [koBuy(1), koBuy(2), koBuy(3), koBuy(4, { status: 'OPTION_ASSIGNMENT' }), koBuy(5, { legs: [leg({ symbol: 'KO', filledQuantity: 40 })] })];
    const before = push(orders, [], 1);
    const next = push(
      orders,
      [
        { kind: 'status', orderId: '1', from: 'OPEN', to: 'REJECTED' },
        { kind: 'status', orderId: '4', from: 'OPEN', to: 'OPTION_ASSIGNMENT' },
        { kind: 'added', orderId: '2' },
        { kind: 'fill', orderId: '5', from: 0, to: 40 },
        { kind: 'status', orderId: '3', from: 'OPEN', to: 'CANCEL_REQUESTED' },
        { kind: 'removed', orderId: '9' },
      ],
      2,
    );
    expect(orderAnnouncement(before, next)).toBe('5 orders changed in account …5188: 1 new, 1 partly filled, 1 assigned, 1 cancel requested, 1 rejected.');
  });

  it('names orders inside groups, and says nothing about removed orders or fills that did not grow', () => {
    const member = koBuy(31, { status: 'CANCELLED' });
    const before = push([koBuy(1)], [], 1, null, [group('G', [koBuy(31), koBuy(32)])]);
    const next = push(
      [koBuy(1)],
      [
        { kind: 'status', orderId: '31', from: 'OPEN', to: 'CANCELLED' },
        { kind: 'removed', orderId: '2' },
        { kind: 'fill', orderId: '1', from: 10, to: 0 },
      ],
      2,
      null,
      [group('G', [member, koBuy(32)])],
    );
    expect(orderAnnouncement(before, next)).toBe('Order 31 cancelled: Buy 100 KO.');
    expect(orderAnnouncement(before, { ...next, changes: [{ kind: 'removed', orderId: '2' }] })).toBeNull();
  });

  it('says nothing on the first load of an account, nor when another account replaces it', () => {
    const state = push([koBuy(1)], [{ kind: 'added', orderId: '1' }], 5);
    expect(orderAnnouncement(undefined, state)).toBeNull();
    expect(orderAnnouncement({ ...state, accountKey: '61022457', dataTime: 1 }, state)).toBeNull();
  });

  it('says a filled order is filled when the fill reaches the quantity before the status follows', () => {
    const before = push([koBuy(7)], [], 1);
    const next = push([koBuy(7, { legs: [leg({ symbol: 'KO', filledQuantity: 100 })] })], [{ kind: 'fill', orderId: '7', from: 60, to: 100 }], 2);
    expect(orderAnnouncement(before, next)).toBe('Order 7 filled, 100 of 100: Buy 100 KO.');
  });

  /** The push after `before` became `after`, with the fill change the watcher makes of it. */
  const fillPush = (before: Order, after: Order): OrderWatchState => {
    const moved = fillChange(before, after);
    return push([after], moved === null ? [] : [{ kind: 'fill', orderId: after.orderId, ...moved }], 2);
  };

  it('says a buy-write partly filled when its shares fill (per unit: the change carries no totals)', () => {
    const next = fillPush(buyWrite(9), buyWrite(9, 700, 0));
    expect(next.changes).toEqual([expect.objectContaining({ from: null, to: null, units: expect.any(Array) })]);
    expect(orderAnnouncement(push([buyWrite(9)], [], 1), next)).toBe('Order 9 partly filled: KO covered call, 14 spreads.');
  });

  it('says a buy-write filled once every unit is, and nothing when its fills went back', () => {
    expect(orderAnnouncement(push([buyWrite(9, 1400, 7)], [], 1), fillPush(buyWrite(9, 1400, 7), buyWrite(9, 1400, 14)))).toBe(
      'Order 9 filled: KO covered call, 14 spreads.',
    );
    expect(orderAnnouncement(push([buyWrite(9, 700, 7)], [], 1), fillPush(buyWrite(9, 700, 7), buyWrite(9, 700, 0)))).toBeNull();
  });

  it('counts a buy-write’s part fill in a summary', () => {
    const orders = [buyWrite(1, 700, 0), koBuy(2, { status: 'EXECUTED' }), koBuy(3, { status: 'CANCELLED' }), koBuy(4, { status: 'EXPIRED' })];
    const moved = fillChange(buyWrite(1), buyWrite(1, 700, 0));
    expect(moved).not.toBeNull();
    const changes: OrderChange[] = [
      { kind: 'fill', orderId: '1', from: null, to: null, ...moved },
      { kind: 'status', orderId: '2', from: 'OPEN', to: 'EXECUTED' },
      { kind: 'status', orderId: '3', from: 'OPEN', to: 'CANCELLED' },
      { kind: 'status', orderId: '4', from: 'OPEN', to: 'EXPIRED' },
    ];
    expect(orderAnnouncement(push(orders, [], 1), push(orders, changes, 2))).toBe(
      '4 orders changed in account …5188: 1 partly filled, 1 executed, 1 cancelled, 1 expired.',
    );
  });

  it('names the account by its number, never by the v1 key; no account at all while the number is unknown', () => {
    const before = push([koBuy(1)], [], 1);
    const failing = push([koBuy(1)], [], 1, { error: UNAVAILABLE, since: 2 });
    expect(orderAnnouncement(before, failing)).toBe('Orders of account …5188 are not updating: The brokerage is temporarily unavailable (HTTP 503).');
    const unnamed = (state: OrderWatchState): OrderWatchState => ({ ...state, accountId: null });
    const said = orderAnnouncement(unnamed(before), unnamed(failing));
    expect(said).toBe('Orders are not updating: The brokerage is temporarily unavailable (HTTP 503).');
    const many = push(
      [1, 2, 3, 4].map((id) => koBuy(id, { status: 'CANCELLED' })),
      [1, 2, 3, 4].map((id) => ({ kind: 'status', orderId: String(id), from: 'OPEN', to: 'CANCELLED' }) as const),
      3,
    );
    expect(orderAnnouncement(unnamed(before), unnamed(many))).toBe('4 orders changed: 4 cancelled.');
    expect(orderAnnouncement(before, many)).not.toContain('SiiA');
  });

  it('says nothing when the feed is held by the session (signed out, or switched): the session says it', () => {
    const before = push([koBuy(1)], [], 1);
    const held = push([koBuy(1)], [], 1, { error: { code: 'not-signed-in', message: 'Not signed in: sign in to see option chains and orders.' }, since: 2 });
    expect(orderAnnouncement(before, held)).toBeNull();
    // Signed in again: the orders simply update; a failure after that is news again.
    expect(orderAnnouncement(held, before)).toBeNull();
    expect(orderAnnouncement(before, push([koBuy(1)], [], 1, { error: UNAVAILABLE, since: 3 }))).toMatch(/are not updating/);
  });

  it('names a v1 group member by the platform ID and its member number, not the internal ID', () => {
    const member = { ...koBuy(1, { status: 'EXECUTED' }), orderId: '374-2', platformOrderId: '374', orderNumber: 2 } as Order;
    const before = push([{ ...member, status: 'OPEN' }], [], 1);
    const after = push([member], [{ kind: 'status', orderId: '374-2', from: 'OPEN', to: 'EXECUTED' }], 2);
    expect(orderAnnouncement(before, after)).toBe('Order 374 #2 executed: Buy 100 KO.');
  });
});
