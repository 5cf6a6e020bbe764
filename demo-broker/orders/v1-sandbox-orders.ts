/**
 * The sandbox's canned order list: the same answer whatever account, page or filter is asked for,
 * old data from one fixed day, and the sandbox's own quirk of a placedTime in seconds among the
 * milliseconds (docs/platform/wire-and-errors.md, "Times").
 */
import { easternMidnight } from '../eastern-time.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import { TradingDay } from './trading-day.ts';
import type { DatedEntry } from './v1-account-history.ts';
import { orderTree, v1OrderId } from './v1-order-wire.ts';

const CANNED_SEED = 2018;
const CANNED_DAY = { year: 2018, month: 6, day: 11 };
/** Where the canned `details` links point: the sandbox's data names an internal host. */
const CANNED_HOST = 'http://sandbox-internal.demo.invalid:8080';

let canned: WireObject | undefined;

/** The canned OrdersResponse tree, built on first use (it never changes). */
export function cannedOrdersTree(): WireObject {
  canned ??= buildCannedOrders();
  return canned;
}

function buildCannedOrders(): WireObject {
  const dayStart = easternMidnight(CANNED_DAY.year, CANNED_DAY.month, CANNED_DAY.day);
  const dayEnd = easternMidnight(CANNED_DAY.year, CANNED_DAY.month, CANNED_DAY.day + 1);
  const day = new TradingDay({
    seed: CANNED_SEED,
    accountId: 'sandbox',
    historyCount: 10,
    dayNumber: Math.round(Date.UTC(CANNED_DAY.year, CANNED_DAY.month - 1, CANNED_DAY.day) / 86_400_000),
    dayStart,
    dayEnd,
    anchor: dayStart + 16 * 3_600_000,
  });
  const at = dayStart + 17 * 3_600_000;
  const dated: DatedEntry[] = [...day.entries].reverse().map((entry) => ({ entry, dayEnd, day: day.entries }));
  const orders = dated.map((entry) => orderTree(entry, at, `${CANNED_HOST}/v1/accounts/sandbox/orders/${v1OrderId(entry.entry)}`));
  const second = orders[1]?.OrderDetail;
  const detail = Array.isArray(second) ? second[0] : undefined;
  if (detail !== undefined && typeof detail === 'object' && !Array.isArray(detail) && typeof detail.placedTime === 'number') {
    detail.placedTime = Math.floor(detail.placedTime / 1000);
  }
  return { Order: orders };
}
