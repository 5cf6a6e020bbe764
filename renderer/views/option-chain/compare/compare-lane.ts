/**
 * A compared strike row's parts (compare-rows.ts builds them): one lane per expiry compared, and
 * each compared expiry's heading. Apart from the rows' builder, so the grid's rows
 * (chain-rows.ts) can carry lanes without importing what builds them.
 */
import type { ExpiryFigures } from '../../../../shared/domain/expiry-figures.ts';
import type { ChainExpiry, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import type { SigmaMark } from '../../../../shared/domain/sigma-strikes.ts';

/** One expiry's part of a compared strike row. */
export interface Lane {
  expiry: ChainExpiry;
  /** The expiry's contracts at the row's strike, or null where it lists no such strike. */
  row: StrikeRow | null;
  /** The expiry's own ±1σ / ±2σ mark at this strike (nearest the levels among the strikes its lane lists). */
  sigma?: SigmaMark | undefined;
}

/** A compared expiry as its group's heading shows it. */
export interface CompareGroup {
  expiry: ChainExpiry;
  figures: ExpiryFigures | null;
  /** When its quotes were taken (epoch ms), or null for the expiry the live feed refreshes. */
  asOf: number | null;
}

/** Whether two rows' lanes show the same contracts and marks (a live update replaces only the rows it changed). */
export function sameLanes(a: readonly Lane[] | undefined, b: readonly Lane[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((lane, i) => {
    const other = b[i];
    return other !== undefined && lane.row === other.row && lane.sigma === other.sigma && lane.expiry.date === other.expiry.date;
  });
}
