/**
 * The status tabs: which orders each shows and how many. "Other" gathers what is neither working,
 * done nor cancelled (cancel requested, expired, rejected, and any word the provider adds later).
 */
import { EXECUTED_STATUSES } from '../../../../shared/domain/order-words.ts';
import type { GroupOrder, Order } from '../../../../shared/domain/orders.ts';

export const STATUS_TABS = ['all', 'open', 'executed', 'cancelled', 'other'] as const;
/** One status tab. */
export type StatusTab = (typeof STATUS_TABS)[number];

export const STATUS_TAB_LABELS: Readonly<Record<StatusTab, string>> = {
  all: 'All',
  open: 'Open',
  executed: 'Executed',
  cancelled: 'Cancelled',
  other: 'Other',
};

/** The tab (other than All) an order's status belongs to. */
export function statusCategory(status: string | null): Exclude<StatusTab, 'all'> {
  // v1's partly filled orders are still working, as a legacy OPEN order with fills is.
  if (status === 'OPEN' || status === 'INDIVIDUAL_FILLS' || status === 'PARTIAL') return 'open';
  if (status !== null && EXECUTED_STATUSES.has(status)) return 'executed';
  if (status === 'CANCELLED') return 'cancelled';
  return 'other';
}

/** Whether an order shows under a tab. */
export const inTab = (order: Order, tab: StatusTab): boolean => tab === 'all' || statusCategory(order.status) === tab;

/** Orders per tab. */
export type TabCounts = Record<StatusTab, number>;

/** Counts orders (group members one by one) per tab. */
export function countByTab(orders: Iterable<Order>): TabCounts {
  const counts: TabCounts = { all: 0, open: 0, executed: 0, cancelled: 0, other: 0 };
  for (const order of orders) {
    counts.all += 1;
    counts[statusCategory(order.status)] += 1;
  }
  return counts;
}

/** CSS modifier of a status badge. */
export const statusTone = (status: string | null): string => {
  switch (status) {
    case 'OPEN':
    case 'INDIVIDUAL_FILLS':
    case 'PARTIAL':
      return 'open';
    case 'CANCELLED':
    case 'EXPIRED':
    case 'DO_NOT_EXERCISE':
      return 'closed';
    case 'CANCEL_REQUESTED':
      return 'pending';
    case 'REJECTED':
    case 'INVALID':
      return 'rejected';
    default:
      return status !== null && EXECUTED_STATUSES.has(status) ? 'executed' : 'unknown';
  }
};

/**
 * The status a group reads as: working while any member is open or waiting for a cancel, else
 * the status of the first member that traded (executed, assigned…), else the first member's.
 */
export function groupStatus(group: GroupOrder): string | null {
  const statuses = group.orders.map((order) => order.status);
  if (statuses.includes('OPEN')) return 'OPEN';
  if (statuses.includes('CANCEL_REQUESTED')) return 'CANCEL_REQUESTED';
  const traded = statuses.find((status) => status !== null && EXECUTED_STATUSES.has(status));
  if (traded !== undefined) return traded;
  return statuses[0] ?? null;
}
