/**
 * GetOrderListResponse (spec 2.3) from a parsed document of either format into wire records.
 * The spec does not show where groupOrder sits, so it is accepted inside orderListResponse,
 * inside an OrderDetails, and beside orderListResponse.
 */
import { malformed } from './malformed.ts';
import { readOrder } from './read-order.ts';
import { asNode, eachNode, firstNode, readId, readInteger, readNumber, readText } from './scalars.ts';
import type { Node } from './scalars.ts';
import type { WireGroupOrder, WireOrder } from './wire-types.ts';
import type { WireOrderListResponse } from './wire-types.ts';

/** Where the orders and groups of a document are collected, in the provider's order. */
interface Sink {
  order: WireOrder[];
  groupOrder: WireGroupOrder[];
}

const readGroups = (value: unknown, sink: Sink): void => {
  eachNode(value, 'groupOrder', (node) => {
    const members: Sink = { order: [], groupOrder: sink.groupOrder };
    eachNode(node.order, 'order', (order) => members.order.push(readOrder(order)));
    readOrderDetails(node.orderDetails, members);
    sink.groupOrder.push({
      groupOrderId: readId(node.groupOrderId),
      groupOrderType: readText(node.groupOrderType),
      cumulativeEstimatedCommission: readNumber(node.cumulativeEstimatedCommission),
      cumulativeEstimatedFees: readNumber(node.cumulativeEstimatedFees),
      order: members.order,
    });
  });
};

const readDetail = (detail: Node, sink: Sink): void => {
  eachNode(detail.order, 'order', (order) => sink.order.push(readOrder(order)));
  if (detail.groupOrder !== undefined) readGroups(detail.groupOrder, sink);
};

/**
 * orderDetails holds repeated OrderDetails, each with one order (or a groupOrder). A producer
 * that puts the OrderDetails content straight into orderDetails is understood too.
 */
const readOrderDetails = (value: unknown, sink: Sink): void => {
  eachNode(value, 'orderDetails', (container) => {
    if (container.OrderDetails === undefined) readDetail(container, sink);
    else eachNode(container.OrderDetails, 'OrderDetails', (detail) => readDetail(detail, sink));
  });
};

/**
 * The content of the GetOrderListResponse root. An empty root element is an empty page; count
 * and marker are read from orderListResponse, or beside it when a group answer carries them there.
 */
export const readGetOrderListResponse = (root: unknown): WireOrderListResponse => {
  if (root === '' || root === null) return { order: [], groupOrder: [] };
  const node: Node = asNode(root) ?? malformed('GetOrderListResponse holds text, not elements');
  const list = firstNode(node.orderListResponse, 'orderListResponse');
  const sink: Sink = { order: [], groupOrder: [] };
  if (list !== undefined) {
    readOrderDetails(list.orderDetails, sink);
    readGroups(list.groupOrder, sink);
  }
  readGroups(node.groupOrder, sink);
  return {
    count: readInteger(list?.count) ?? readInteger(node.count),
    marker: readText(list?.marker) ?? readText(node.marker),
    order: sink.order,
    groupOrder: sink.groupOrder,
  };
};
