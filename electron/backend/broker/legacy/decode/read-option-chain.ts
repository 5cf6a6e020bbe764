/**
 * OptionChainResponse (docs/platform/legacy-api.md, "Option chains") from a parsed document of
 * either format, straight into the model (shared/domain/option-chain.ts): the one place where the
 * legacy wire's names become the model's. No intermediate records: a 5,000-pair chain spends its
 * time moving fields, and a wire copy of every pair, contract, expireDate and product (45,000
 * objects) was most of what the decoder allocated. Pairs are grouped by expiry date, strikes sorted
 * ascending.
 */
import { daysToExpiry } from '../../../../../shared/domain/market-time.ts';
import { describeChainMismatch } from '../../../../../shared/domain/option-chain.ts';
import type { ChainExpiry, ChainRequest, OptionChain, OptionContract } from '../../../../../shared/domain/option-chain.ts';
import { ChainMemo } from './chain-memo.ts';
import { malformed } from '../../common/decode/malformed.ts';
import { asNode, eachNode, firstNode, readInteger, readNumber, readText } from '../../common/decode/scalars.ts';
import type { Node } from '../../common/decode/scalars.ts';

const readContract = (node: Node, memo: ChainMemo): OptionContract => {
  const product = firstNode(node.product, 'product');
  const rootSymbol = readText(node.rootSymbol) ?? null;
  return {
    optionSymbol: product === undefined ? null : (readText(product.symbol) ?? null),
    exchange: product === undefined ? null : (readText(product.exchangeCode) ?? null),
    rootSymbol,
    adjusted: memo.adjusted(rootSymbol),
  };
};

/** What a chain being read keeps: its expiries by date, the memo, how many pairs so far. */
interface ChainSink {
  byDate: Map<string, ChainExpiry>;
  memo: ChainMemo;
  pairs: number;
  now: number;
}

/**
 * One optionPairs element into its expiry's strikes. A pair lists strike and expiry on each
 * contract; the call's win. A pair with neither side carries nothing to show (an empty
 * `<optionPairs/>` among full ones) and is skipped.
 */
const readPair = (node: Node, sink: ChainSink): void => {
  const call = firstNode(node.call, 'call');
  const put = firstNode(node.put, 'put');
  if (call === undefined && put === undefined) return;
  sink.pairs += 1;
  const strike = readNumber(call?.strikePrice) ?? readNumber(put?.strikePrice) ?? malformed(`option pair ${sink.pairs} has no strikePrice`);
  const expireDate =
    (call === undefined ? undefined : firstNode(call.expireDate, 'expireDate')) ?? (put === undefined ? undefined : firstNode(put.expireDate, 'expireDate'));
  const date =
    (expireDate && sink.memo.date(readInteger(expireDate.year), readInteger(expireDate.month), readInteger(expireDate.day))) ??
    malformed(`option pair ${sink.pairs} has no valid expireDate`);
  const expiryType = readText(expireDate?.expiryType) ?? null;
  let expiry = sink.byDate.get(date);
  if (expiry === undefined) {
    expiry = { date, daysToExpiry: daysToExpiry(date, sink.now), expiryType, strikes: [] };
    sink.byDate.set(date, expiry);
  } else if (expiry.expiryType === null) {
    expiry.expiryType = expiryType;
  }
  expiry.strikes.push({
    strike,
    pairType: readText(node.pairType) ?? (call !== undefined && put !== undefined ? 'CALLPUT' : call !== undefined ? 'CALLONLY' : 'PUTONLY'),
    call: call === undefined ? null : readContract(call, sink.memo),
    put: put === undefined ? null : readContract(put, sink.memo),
  });
};

/**
 * The content of the OptionChainResponse root as the model. An empty root element is an empty
 * chain; a root holding text is malformed. `now` (epoch ms) anchors days to expiry; the request
 * is what the answer is compared with. The underlier for the adjusted flag is the echoed symbol,
 * else the requested one.
 */
export const readOptionChain = (root: unknown, request: ChainRequest, now: number): OptionChain => {
  const node = root === '' || root === null ? undefined : (asNode(root) ?? malformed('OptionChainResponse holds text, not elements'));
  const symbol = readText(node?.symbol) ?? null;
  const sink: ChainSink = { byDate: new Map(), memo: new ChainMemo(symbol ?? request.underlier), pairs: 0, now };
  if (node !== undefined) eachNode(node.optionPairs, 'optionPairs', (pair) => readPair(pair, sink));
  const expiries = [...sink.byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Stable sort: adjusted and standard contracts on one strike keep the provider's order.
  for (const expiry of expiries) expiry.strikes.sort((a, b) => a.strike - b.strike);
  return { symbol, expiries, mismatch: describeChainMismatch(request, symbol, [...sink.byDate.keys()]) };
};
