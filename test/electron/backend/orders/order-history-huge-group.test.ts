/**
 * A history page holding a group order of 200,000 members (hostile or broken): the window is
 * capped without a stack overflow. `Math.max(...members)` threw past about 125,000 members.
 */
import { describe, expect, it } from 'vitest';
import { fetchOrderHistory } from '../../../../electron/backend/orders/order-history-fetch.ts';
import { ok } from '../../../../shared/result.ts';
import { placed } from './v1-fake-orders.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');

describe('order history with a huge group', () => {
  it('caps the window and keeps the newest orders', async () => {
    const members = Array.from({ length: 200_000 }, (_, i) => placed(1_000_000 + i, NOW - 3_600_000 - i));
    const single = placed(1, NOW - 60_000);
    const fetchPage = async () =>
      ok({
        count: members.length + 1,
        marker: null,
        orders: [single],
        groups: [{ groupOrderId: 'G', groupType: null, cumulativeEstimatedCommission: null, cumulativeEstimatedFees: null, orders: members }],
      });
    const history = await fetchOrderHistory(fetchPage, { accountKey: 'dBZOKt9xDrtRSAOl4MSiiA', from: '2026-11-01', to: '2026-11-20' }, NOW, { maxOrders: 10 });
    if (!history.ok) throw new Error(history.error.message);
    expect(history.data.book.orders.map((order) => order.orderId)).toEqual(['1']);
    expect(history.data.book.groups).toEqual([]);
    expect(history.data.capped).toEqual({ shown: 1 });
  });
});
