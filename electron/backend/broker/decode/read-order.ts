/**
 * One order record (spec 2.4) with its legs, from a parsed document of either format.
 */
import { malformed } from './malformed.ts';
import { eachNode, firstNode, isEmptyNode, readBoolean, readId, readInteger, readNumber, readText } from './scalars.ts';
import type { Node } from './scalars.ts';
import type { WireLegDetails, WireOrder, WireSymbolInfo } from './wire-types.ts';

const readSymbolInfo = (node: Node): WireSymbolInfo => ({
  symbol: readText(node.symbol),
  callPut: readText(node.callPut),
  expYear: readInteger(node.expYear),
  expMonth: readInteger(node.expMonth),
  expDay: readInteger(node.expDay),
  strikePrice: readNumber(node.strikePrice),
});

const readLeg = (node: Node): WireLegDetails => {
  const symbolInfo = firstNode(node.symbolInfo, 'symbolInfo');
  return {
    legNumber: readInteger(node.legNumber),
    symbolDescription: readText(node.symbolDescription),
    orderAction: readText(node.orderAction),
    orderedQuantity: readNumber(node.orderedQuantity),
    filledQuantity: readNumber(node.filledQuantity),
    executedPrice: readNumber(node.executedPrice),
    estimatedCommission: readNumber(node.estimatedCommission),
    estimatedFees: readNumber(node.estimatedFees),
    reserveQuantity: readNumber(node.reserveQuantity),
    symbolInfo: symbolInfo === undefined ? undefined : readSymbolInfo(symbolInfo),
  };
};

/**
 * legDetails holds repeated LegDetails elements; a producer that skips the inner name and puts
 * the legs straight into legDetails is understood too.
 */
const readLegs = (container: unknown): WireLegDetails[] => {
  const legs: WireLegDetails[] = [];
  eachNode(container, 'legDetails', (node) => {
    if (node.LegDetails !== undefined) eachNode(node.LegDetails, 'LegDetails', (leg) => legs.push(readLeg(leg)));
    else if (!isEmptyNode(node)) legs.push(readLeg(node)); // an empty legDetails holds no leg
  });
  return legs;
};

/** An order record; malformed without an orderId, which is the order's only identity. */
export const readOrder = (node: Node): WireOrder => ({
  orderId: readId(node.orderId) ?? malformed('an order without an orderId'),
  orderPlacedTime: readNumber(node.orderPlacedTime),
  orderExecutedTime: readNumber(node.orderExecutedTime),
  orderValue: readNumber(node.orderValue),
  orderStatus: readText(node.orderStatus),
  orderType: readText(node.orderType),
  orderTerm: readText(node.orderTerm),
  priceType: readText(node.priceType),
  limitPrice: readNumber(node.limitPrice),
  stopPrice: readNumber(node.stopPrice),
  stopLimitPrice: readNumber(node.stopLimitPrice),
  routingDestination: readText(node.routingDestination),
  replacedByOrderId: readId(node.replacedByOrderId),
  allOrNone: readBoolean(node.allOrNone),
  bracketLimitPrice: readNumber(node.bracketLimitPrice),
  initialStopPrice: readNumber(node.initialStopPrice),
  trailPrice: readNumber(node.trailPrice),
  triggerPrice: readNumber(node.triggerPrice),
  conditionPrice: readNumber(node.conditionPrice),
  conditionSymbol: readText(node.conditionSymbol),
  conditionType: readText(node.conditionType),
  conditionFollowPrice: readText(node.conditionFollowPrice),
  legDetails: readLegs(node.legDetails),
});
