/**
 * TEST-ONLY reading of the demo broker's JSON order list: normalises single objects to arrays and
 * groups records into list entries (a per-leg multi-leg order is several records with one orderId).
 */

/** A JSON order record as the wire carries it (every scalar a string). */
export type WireOrder = Record<string, unknown> & {
  orderId: string;
  orderStatus: string;
  orderPlacedTime: string;
  legDetails: { LegDetails: unknown };
};

/** One paging unit of the list. */
export interface ReadEntry {
  key: string;
  placedTime: number;
  group?: Record<string, unknown>;
  /** Records as sent (a per-leg order has one per leg). */
  records: WireOrder[];
}

/** A page of the list. */
export interface ReadPage {
  count: number;
  marker: string;
  entries: ReadEntry[];
}

/** Single object or array or absent → array. */
export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Reads the JSON body of GET .../orderlist/{id}.json. */
export function readOrderPage(json: unknown): ReadPage {
  const list = (json as { GetOrderListResponse: { orderListResponse: Record<string, unknown> } }).GetOrderListResponse.orderListResponse;
  const details = asArray((list.orderDetails as { OrderDetails?: unknown } | undefined)?.OrderDetails) as Record<string, unknown>[];
  const entries: ReadEntry[] = [];
  for (const detail of details) {
    if (detail.groupOrder) {
      const group = detail.groupOrder as Record<string, unknown>;
      const records = asArray(group.order as WireOrder | WireOrder[]);
      entries.push({ key: `G${String(group.groupOrderId)}`, placedTime: Number(records[0]?.orderPlacedTime), group, records });
      continue;
    }
    const order = detail.order as WireOrder;
    const last = entries[entries.length - 1];
    if (last && !last.group && last.records[0]?.orderId === order.orderId) last.records.push(order);
    else entries.push({ key: order.orderId, placedTime: Number(order.orderPlacedTime), records: [order] });
  }
  return { count: Number(list.count), marker: String(list.marker ?? ''), entries };
}

/** Every leg of a record. */
export function legsOf(order: WireOrder): Record<string, unknown>[] {
  return asArray(order.legDetails.LegDetails as Record<string, unknown> | Record<string, unknown>[]);
}
