/**
 * The grid's rows: the chain flattened into one list (an expiry heading, then its strikes, then
 * the next expiry), so virtualisation deals with one index and one row height.
 */
import type { ChainExpiry, OptionChain, StrikeRow } from '../../../shared/domain/option-chain.ts';

/** One row of the grid body. */
export type ChainGridRow =
  | { kind: 'expiry'; expiryIndex: number; expiry: ChainExpiry }
  | { kind: 'strike'; expiryIndex: number; expiry: ChainExpiry; row: StrikeRow };

/** The flat rows and where each expiry starts. */
export interface ChainRows {
  rows: ChainGridRow[];
  /** Index in `rows` of each expiry's heading, in expiry order. */
  expiryStarts: number[];
  /** Strike rows (option pairs) in all. */
  pairCount: number;
}

/** Flattens a chain; expiries with no strikes keep their heading so the date is still seen. */
export function flattenChain(chain: OptionChain): ChainRows {
  const rows: ChainGridRow[] = [];
  const expiryStarts: number[] = [];
  let pairCount = 0;
  chain.expiries.forEach((expiry, expiryIndex) => {
    expiryStarts.push(rows.length);
    rows.push({ kind: 'expiry', expiryIndex, expiry });
    for (const row of expiry.strikes) rows.push({ kind: 'strike', expiryIndex, expiry, row });
    pairCount += expiry.strikes.length;
  });
  return { rows, expiryStarts, pairCount };
}

/** The expiry a row belongs to (the heading itself belongs to its own expiry). */
export function expiryIndexAt(rows: ChainRows, index: number): number {
  return rows.rows[index]?.expiryIndex ?? 0;
}

/** The strike row closest to `index` in the direction given (1 down, -1 up), or -1 if none. */
export function nearestStrikeRow(rows: ChainRows, index: number, direction: 1 | -1): number {
  for (let i = index; i >= 0 && i < rows.rows.length; i += direction) {
    if (rows.rows[i]?.kind === 'strike') return i;
  }
  return -1;
}
