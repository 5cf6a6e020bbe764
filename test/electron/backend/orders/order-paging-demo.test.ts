/**
 * Paging the demo broker's high-volume account (1,000+ orders a day) while the trading day moves
 * on between pages: nothing is lost or listed twice, and the provider's order is kept. A second
 * broker with the same seed, paged without the clock moving, is the reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegacyClient } from '../../../../electron/backend/broker/legacy/api-client.ts';
import { fetchAllOrders } from '../../../../electron/backend/orders/order-paging.ts';
import { HIGH_VOLUME_ACCOUNT_ID } from '../../../../demo-broker/index.ts';
import type { OrderBook } from '../../../../shared/domain/order-watch.ts';
import { signedInDemo, skippingClock, type DemoFixture } from '../../../helpers/signed-in-demo.ts';

const MINUTE = 60_000;
let moving: DemoFixture;
let still: DemoFixture;

beforeAll(async () => {
  // Mid-session, when orders keep arriving and changing.
  // The busy account's book of about 1,200 orders a day: the load volume.
  moving = await signedInDemo({ start: '2026-06-10T17:00:00Z', broker: { volume: 'load' } });
  still = await signedInDemo({ start: '2026-06-10T17:00:00Z', broker: { volume: 'load' } });
});
afterAll(async () => {
  await moving.close();
  await still.close();
});

const walk = (fixture: DemoFixture, between: () => void) => {
  const client = createLegacyClient({ session: fixture.session, environment: fixture.environment, clock: skippingClock(fixture.time) });
  return fetchAllOrders(async (request) => {
    const answer = await client.getOrderPage(HIGH_VOLUME_ACCOUNT_ID, request);
    between();
    return answer;
  });
};

const allIds = (book: OrderBook) => [...book.orders.map((o) => o.orderId), ...book.groups.flatMap((g) => g.orders.map((o) => o.orderId))];

describe('paging the 1,000-order account', () => {
  it('lists every order once, newest first, while the day moves three minutes per page', async () => {
    const [moved, reference] = await Promise.all([walk(moving, () => moving.time.advance(3 * MINUTE)), walk(still, () => {})]);
    expect(moved.ok && reference.ok).toBe(true);
    if (!moved.ok || !reference.ok) return;
    const ids = allIds(moved.data.book);
    expect(ids.length).toBeGreaterThanOrEqual(1_000);
    expect(new Set(ids).size).toBe(ids.length);
    // The same orders as a walk of the frozen day, in the same order: nothing lost, nothing doubled.
    expect(ids).toEqual(allIds(reference.data.book));
    expect(moved.data.pages).toBe(reference.data.pages);
    expect(moved.data.pages).toBeGreaterThanOrEqual(10);
    const placed = moved.data.book.orders.map((o) => o.placedAt ?? 0);
    expect(placed).toEqual([...placed].sort((a, b) => b - a));
  });

  it('the next walk from the top sees the orders placed meanwhile', async () => {
    const before = await walk(moving, () => {});
    moving.time.advance(30 * MINUTE);
    const after = await walk(moving, () => {});
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    const known = new Set(allIds(before.data.book));
    const added = allIds(after.data.book).filter((id) => !known.has(id));
    expect(added.length).toBeGreaterThan(0);
    // New orders come first: the provider lists the newest at the top.
    const addedOrders = after.data.book.orders.map((o) => o.orderId).filter((id) => !known.has(id));
    expect(after.data.book.orders.slice(0, addedOrders.length).map((o) => o.orderId)).toEqual(addedOrders);
  });
});
