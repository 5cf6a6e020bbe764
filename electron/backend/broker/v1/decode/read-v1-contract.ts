/**
 * One v1 `Call` or `Put` of an option pair into the shared OptionContract: identity (display
 * symbol, OSI key, root, category, adjusted), quote and greeks. Read straight into the model in
 * one pass: a 5,000-pair chain has 10,000 of these, and a wire record in between cost a third.
 */
import { isAdjusted, type OptionContract, type OptionGreeks } from '../../../../../shared/domain/option-chain.ts';
import { firstNode, readBoolean, readText, type Node } from '../../common/decode/scalars.ts';
import { numberOrNull, readEpochSeconds, readYesNo } from './v1-scalars.ts';

const readGreeks = (node: Node): OptionGreeks => ({
  delta: numberOrNull(node.delta),
  gamma: numberOrNull(node.gamma),
  theta: numberOrNull(node.theta),
  vega: numberOrNull(node.vega),
  rho: numberOrNull(node.rho),
  // A fraction; deep in the money it can exceed 5 (500 %), which is kept as sent.
  iv: numberOrNull(node.iv),
  current: readBoolean(node.currentValue) ?? null,
});

/**
 * The contract of a `Call`/`Put` element. `underlier` decides `adjusted` when the wire has no
 * `adjustedFlag` (no sample shows one set: unconfirmed), by comparing the root symbol.
 */
export const readV1Contract = (node: Node, underlier: string | null): OptionContract => {
  // The documentation's model says `optionGreek`; the wire says `OptionGreeks`. Either is read.
  const greeks = firstNode(node.OptionGreeks ?? node.optionGreeks ?? node.optionGreek, 'OptionGreeks');
  const rootSymbol = readText(node.optionRootSymbol) ?? null;
  return {
    optionSymbol: readText(node.displaySymbol) ?? null,
    // v1 names no exchange per contract.
    exchange: null,
    rootSymbol,
    adjusted: readBoolean(node.adjustedFlag) ?? isAdjusted(rootSymbol, underlier),
    osiKey: readText(node.osiKey) ?? null,
    category: readText(node.optionCategory) ?? null,
    quote: {
      bid: numberOrNull(node.bid),
      ask: numberOrNull(node.ask),
      bidSize: numberOrNull(node.bidSize),
      askSize: numberOrNull(node.askSize),
      last: numberOrNull(node.lastPrice),
      netChange: numberOrNull(node.netChange),
      volume: numberOrNull(node.volume),
      openInterest: numberOrNull(node.openInterest),
      inTheMoney: readYesNo(node.inTheMoney),
      time: readEpochSeconds(node.timeStamp),
    },
    greeks: greeks === undefined ? null : readGreeks(greeks),
  };
};
