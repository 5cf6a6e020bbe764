/**
 * What changed in the watched chain since the last push: contracts compared by OSI key (the one
 * id across requests), the underlier's quote by value. Only the last known values are kept, one
 * entry per contract seen, so memory is bounded by the chain's size, not the number of refreshes.
 */
import type { ContractQuoteChange } from '../../../shared/domain/chain-refresh.ts';
import type { OptionChain, OptionContract } from '../../../shared/domain/option-chain.ts';
import type { Quote } from '../../../shared/domain/quotes.ts';

/** The last values pushed, by OSI key. */
export type KnownQuotes = Map<string, string>;

/** A contract's quote and greeks as one comparable text (time stamps included: a newer quote is news). */
const fingerprint = (contract: OptionContract): string => JSON.stringify([contract.quote ?? null, contract.greeks ?? null]);

/** The contracts of `chain` whose quote or greeks differ from `known`; `known` is updated. */
export function diffChainQuotes(known: KnownQuotes, chain: OptionChain): ContractQuoteChange[] {
  const changes: ContractQuoteChange[] = [];
  for (const expiry of chain.expiries) {
    for (const row of expiry.strikes) {
      for (const side of ['call', 'put'] as const) {
        const contract = row[side];
        const osiKey = contract?.osiKey;
        if (contract === null || osiKey === undefined || osiKey === null) continue;
        const print = fingerprint(contract);
        if (known.get(osiKey) === print) continue;
        known.set(osiKey, print);
        changes.push({ osiKey, expiry: expiry.date, strike: row.strike, side, quote: contract.quote ?? null, greeks: contract.greeks ?? null });
      }
    }
  }
  return changes;
}

/** Whether the underlier's quote differs from the last one pushed. */
export const quoteChanged = (last: Quote | null, next: Quote | null): boolean => JSON.stringify(last) !== JSON.stringify(next);
