/**
 * Live quotes merged into a chain: a `chain:quotes` push carries only the contracts that changed,
 * by OSI key. The merge replaces only the paths to those contracts (their strike rows, expiries
 * and the lists above them); every other object keeps its identity, so memoised rows showing
 * unchanged contracts do not re-render.
 */
import type { ContractQuote } from '../../../shared/domain/chain-refresh.ts';
import type { ChainExpiry, OptionChain, OptionContract, StrikeRow } from '../../../shared/domain/option-chain.ts';

/** A chain with the changes merged, and how many contracts actually changed. */
export interface MergedQuotes {
  chain: OptionChain;
  merged: number;
}

/** The first strike row at `strike` (strikes ascending), or -1. */
function findStrike(strikes: readonly StrikeRow[], strike: number): number {
  let low = 0;
  let high = strikes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((strikes[mid] as StrikeRow).strike < strike) low = mid + 1;
    else high = mid;
  }
  return low < strikes.length && (strikes[low] as StrikeRow).strike === strike ? low : -1;
}

/** The row index whose `side` contract has `osiKey`, near `strike` (adjusted contracts share strikes). */
function findContract(strikes: readonly StrikeRow[], change: ContractQuote): number {
  const first = findStrike(strikes, change.strike);
  if (first >= 0) {
    for (let i = first; i < strikes.length && (strikes[i] as StrikeRow).strike === change.strike; i += 1) {
      if ((strikes[i] as StrikeRow)[change.side]?.osiKey === change.osiKey) return i;
    }
  }
  // The strike as sent did not match (rounding on the wire): the OSI key is the one id.
  return strikes.findIndex((row) => row[change.side]?.osiKey === change.osiKey);
}

const withQuote = (contract: OptionContract, change: ContractQuote): OptionContract => ({ ...contract, quote: change.quote, greeks: change.greeks });

/**
 * Merges `changes` into `chain`. Changes for contracts the chain does not hold (another expiry,
 * strikes scrolled out of a limited answer) are skipped. The same chain comes back when nothing
 * merged.
 */
export function mergeQuoteChanges(chain: OptionChain, changes: readonly ContractQuote[]): MergedQuotes {
  if (changes.length === 0) return { chain, merged: 0 };
  const byExpiry = new Map<string, ContractQuote[]>();
  for (const change of changes) {
    const list = byExpiry.get(change.expiry);
    if (list) list.push(change);
    else byExpiry.set(change.expiry, [change]);
  }
  let merged = 0;
  let expiries: ChainExpiry[] | null = null;
  for (const [expiryIndex, expiry] of chain.expiries.entries()) {
    const list = byExpiry.get(expiry.date);
    if (list === undefined) continue;
    let strikes: StrikeRow[] | null = null;
    for (const change of list) {
      const current = strikes ?? expiry.strikes;
      const rowIndex = findContract(current, change);
      const row = current[rowIndex];
      const contract = row?.[change.side];
      if (row === undefined || contract === undefined || contract === null) continue;
      strikes ??= [...expiry.strikes];
      strikes[rowIndex] = { ...row, [change.side]: withQuote(contract, change) };
      merged += 1;
    }
    if (strikes === null) continue;
    expiries ??= [...chain.expiries];
    expiries[expiryIndex] = { ...expiry, strikes };
  }
  return expiries === null ? { chain, merged } : { chain: { ...chain, expiries }, merged };
}
