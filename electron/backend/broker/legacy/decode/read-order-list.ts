/**
 * GetOrderListResponse (docs/platform/legacy-api.md, "Order records") from a parsed document of
 * either format into one page of the model. The documentation does not show where groupOrder sits,
 * so it is accepted inside orderListResponse, inside an OrderDetails, and beside orderListResponse.
 * Records sharing an orderId are merged (docs/platform/legacy-api.md, "Multi-leg orders").
 */
import { mergeOrders } from '../../../../../shared/domain/order-assembly.ts';
import type { GroupOrder, Order, OrderListPage } from '../../../../../shared/domain/orders.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { describeOrders, readOrder, type DateMemo } from './read-order.ts';
import { asNode, eachNode, firstNode, nodeAt, nodeCount, readId, readInteger, readNumber, readText } from '../../common/decode/scalars.ts';
import type { Node } from '../../common/decode/scalars.ts';

/** Where the order records and groups of a document are collected, in the provider's order. */
interface Sink {
  order: Order[];
  groups: GroupOrder[];
  memo: DateMemo;
}

/** Reads every order record of a container into the sink; an index loop, as this runs for every order of a page. */
const readOrders = (value: unknown, sink: Sink): void => {
  for (let i = 0, count = nodeCount(value); i < count; i += 1) {
    const order = nodeAt(value, i, 'order');
    if (order !== undefined) sink.order.push(readOrder(order, sink.memo));
  }
};

const readGroups = (value: unknown, sink: Sink): void => {
  eachNode(value, 'groupOrder', (node) => {
    const members: Sink = { order: [], groups: sink.groups, memo: sink.memo };
    readOrders(node.order, members);
    readOrderDetails(node.orderDetails, members);
    sink.groups.push({
      groupOrderId: readId(node.groupOrderId) ?? null,
      groupType: readText(node.groupOrderType) ?? null,
      cumulativeEstimatedCommission: readNumber(node.cumulativeEstimatedCommission) ?? null,
      cumulativeEstimatedFees: readNumber(node.cumulativeEstimatedFees) ?? null,
      orders: describeOrders(mergeOrders(members.order)),
    });
  });
};

const readDetail = (detail: Node, sink: Sink): void => {
  readOrders(detail.order, sink);
  if (detail.groupOrder !== undefined) readGroups(detail.groupOrder, sink);
};

/**
 * orderDetails holds repeated OrderDetails, each with one order (or a groupOrder). A producer
 * that puts the OrderDetails content straight into orderDetails is understood too.
 */
const readOrderDetails = (value: unknown, sink: Sink): void => {
  for (let i = 0, count = nodeCount(value); i < count; i += 1) {
    const container = nodeAt(value, i, 'orderDetails');
    if (container === undefined) continue;
    const details = container.OrderDetails;
    if (details === undefined) {
      readDetail(container, sink);
      continue;
    }
    for (let j = 0, detailCount = nodeCount(details); j < detailCount; j += 1) {
      const detail = nodeAt(details, j, 'OrderDetails');
      if (detail !== undefined) readDetail(detail, sink);
    }
  }
};

/**
 * The content of the GetOrderListResponse root as one page. An empty root element is an empty
 * page; count and marker are read from orderListResponse, or beside it when a group answer
 * carries them there; count falls back to the number of orders when absent.
 */
export const readOrderListPage = (root: unknown): OrderListPage => {
  const sink: Sink = { order: [], groups: [], memo: new Map() };
  if (root === '' || root === null) return { count: 0, marker: null, orders: [], groups: [] };
  const node: Node = asNode(root) ?? malformed('GetOrderListResponse holds text, not elements');
  const list = firstNode(node.orderListResponse, 'orderListResponse');
  if (list !== undefined) {
    readOrderDetails(list.orderDetails, sink);
    readGroups(list.groupOrder, sink);
  }
  readGroups(node.groupOrder, sink);
  const orders = describeOrders(mergeOrders(sink.order));
  return {
    count: readInteger(list?.count) ?? readInteger(node.count) ?? orders.length + sink.groups.reduce((sum, group) => sum + group.orders.length, 0),
    marker: readText(list?.marker) ?? readText(node.marker) ?? null,
    orders,
    groups: sink.groups,
  };
};
