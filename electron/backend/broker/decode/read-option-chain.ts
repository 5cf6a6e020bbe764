/**
 * OptionChainResponse (spec 2.2) from a parsed document of either format into wire records.
 */
import { malformed } from './malformed.ts';
import { asNode, firstNode, nodesOf, readInteger, readNumber, readText } from './scalars.ts';
import type { Node } from './scalars.ts';
import type { WireExpireDate, WireOptionChainResponse, WireOptionContract, WireOptionPair, WireProduct } from './wire-types.ts';

const readExpireDate = (node: Node): WireExpireDate => ({
  day: readInteger(node.day),
  month: readInteger(node.month),
  year: readInteger(node.year),
  expiryType: readText(node.expiryType),
});

const readProduct = (node: Node): WireProduct => ({
  exchangeCode: readText(node.exchangeCode),
  symbol: readText(node.symbol),
  typeCode: readText(node.typeCode),
});

const readContract = (node: Node): WireOptionContract => {
  const expireDate = firstNode(node.expireDate, 'expireDate');
  const product = firstNode(node.product, 'product');
  return {
    rootSymbol: readText(node.rootSymbol),
    expireDate: expireDate === undefined ? undefined : readExpireDate(expireDate),
    product: product === undefined ? undefined : readProduct(product),
    strikePrice: readNumber(node.strikePrice),
  };
};

const readPair = (node: Node): WireOptionPair | undefined => {
  const call = firstNode(node.call, 'call');
  const put = firstNode(node.put, 'put');
  // A pair with neither side carries nothing to show (an empty <optionPairs/> among full ones).
  if (call === undefined && put === undefined) return undefined;
  return {
    call: call === undefined ? undefined : readContract(call),
    put: put === undefined ? undefined : readContract(put),
    callCount: readInteger(node.callCount),
    putCount: readInteger(node.putCount),
    pairType: readText(node.pairType),
  };
};

const readPairs = (value: unknown): WireOptionPair[] => {
  const pairs: WireOptionPair[] = [];
  for (const node of nodesOf(value, 'optionPairs')) {
    const pair = readPair(node);
    if (pair !== undefined) pairs.push(pair);
  }
  return pairs;
};

/**
 * The content of the OptionChainResponse root. An empty root element is an empty chain; a root
 * holding text is malformed.
 */
export const readOptionChainResponse = (root: unknown): WireOptionChainResponse => {
  if (root === '' || root === null) return { optionPairs: [] };
  const node = asNode(root) ?? malformed('OptionChainResponse holds text, not elements');
  return {
    optionPairCount: readInteger(node.optionPairCount),
    optionPairs: readPairs(node.optionPairs),
    symbol: readText(node.symbol),
  };
};
