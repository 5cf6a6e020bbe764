/**
 * Maps generated option pairs onto the legacy OptionChainResponse tree
 * (docs/platform/legacy-api.md, "Option chains").
 */
import type { WireObject } from '../wire/wire-tree.ts';
import type { OptionContract, OptionPair } from './option-chain.ts';

function contractTree(contract: OptionContract): WireObject {
  return {
    rootSymbol: contract.rootSymbol,
    expireDate: {
      day: contract.expiry.day,
      month: contract.expiry.month,
      year: contract.expiry.year,
      expiryType: contract.expiry.expiryType,
    },
    product: { exchangeCode: contract.exchangeCode, symbol: contract.symbol, typeCode: 'OPTN' },
    strikePrice: contract.strikePrice,
  };
}

function pairTree(pair: OptionPair): WireObject {
  return {
    call: pair.call ? contractTree(pair.call) : undefined,
    callCount: pair.call ? 1 : undefined,
    put: pair.put ? contractTree(pair.put) : undefined,
    putCount: pair.put ? 1 : undefined,
    pairType: pair.pairType,
  };
}

/** The response tree; `echoedSymbol` is the underlier as the response spells it. */
export function chainTree(pairs: OptionPair[], echoedSymbol: string): WireObject {
  return { optionPairCount: pairs.length, optionPairs: pairs.map(pairTree), symbol: echoedSymbol };
}

/**
 * The platform echoes the symbol in a different letter case than requested
 * (docs/platform/legacy-api.md, "Option chains"): an upper-case request comes back lower-case,
 * anything else comes back upper-case.
 */
export function echoSymbol(requested: string): string {
  return requested === requested.toUpperCase() ? requested.toLowerCase() : requested.toUpperCase();
}
