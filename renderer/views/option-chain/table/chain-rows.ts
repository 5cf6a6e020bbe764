/**
 * The grid's rows: the chain flattened into one list (an expiry heading, then its strikes, then
 * the next expiry), so virtualisation deals with one index and one row height.
 */
import type { ExpiryFigures } from '../../../../shared/domain/expiry-figures.ts';
import type { ChainExpiry, OptionChain, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import { sigmaLevels, sigmaOf, sigmaStrikes, type SigmaMark } from '../../../../shared/domain/sigma-strikes.ts';
import { sameLanes, type CompareGroup, type Lane } from '../compare/compare-lane.ts';

/**
 * One row of the grid body; a heading carries its expiry's figures (ATM IV, expected move…) when
 * the chain has quotes. A compared strike row (compare-rows.ts) has one lane per expiry compared.
 */
export type ChainGridRow =
  | { kind: 'expiry'; expiryIndex: number; expiry: ChainExpiry; figures?: ExpiryFigures | null }
  | { kind: 'strike'; expiryIndex: number; expiry: ChainExpiry; row: StrikeRow; sigma?: SigmaMark | undefined; lanes?: readonly Lane[] };

/** The flat rows and where each expiry starts. */
export interface ChainRows {
  rows: ChainGridRow[];
  /** Index in `rows` of each expiry's heading, in expiry order. */
  expiryStarts: number[];
  /** Strike rows (option pairs) in all. */
  pairCount: number;
  /** Expiries compared side by side, one column group each (no heading rows then); absent otherwise. */
  groups?: readonly CompareGroup[];
}

/**
 * Flattens a chain; expiries with no strikes keep their heading so the date is still seen. The
 * headings take their figures from `figures` by date (computed over every strike loaded, not only
 * the strikes shown).
 */
export function flattenChain(chain: OptionChain, figures?: ReadonlyMap<string, ExpiryFigures>): ChainRows {
  const rows: ChainGridRow[] = [];
  const expiryStarts: number[] = [];
  let pairCount = 0;
  chain.expiries.forEach((expiry, expiryIndex) => {
    expiryStarts.push(rows.length);
    rows.push({ kind: 'expiry', expiryIndex, expiry, figures: figures?.get(expiry.date) ?? null });
    // The strikes nearest ±1σ and ±2σ of the price by this expiry, among the strikes shown.
    const expiryFigures = figures?.get(expiry.date);
    const levels = sigmaLevels(expiryFigures?.spot, sigmaOf(expiryFigures));
    const marks =
      levels.length === 0
        ? null
        : sigmaStrikes(
            expiry.strikes.map((row) => row.strike),
            levels,
          );
    for (const row of expiry.strikes) rows.push({ kind: 'strike', expiryIndex, expiry, row, sigma: marks?.get(row.strike) });
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

/**
 * Whether two grid rows show the same thing: the same strike row object (a live update replaces
 * only the rows it changed) and the same expiry facts the row prints. The row wrappers themselves
 * are rebuilt by every flatten, so comparing them by identity would re-render every row.
 */
export function sameGridRow(a: ChainGridRow, b: ChainGridRow): boolean {
  if (a === b) return true;
  if (a.expiryIndex !== b.expiryIndex) return false;
  const sameExpiry = a.expiry.date === b.expiry.date && a.expiry.expiryType === b.expiry.expiryType && a.expiry.daysToExpiry === b.expiry.daysToExpiry;
  if (!sameExpiry) return false;
  if (a.kind === 'expiry' || b.kind === 'expiry') {
    return a.kind === 'expiry' && b.kind === 'expiry' && a.expiry.strikes.length === b.expiry.strikes.length && (a.figures ?? null) === (b.figures ?? null);
  }
  // A compared row's own strike row is rebuilt blank each time (its lanes hold the contracts): by value.
  const sameRow = a.lanes === undefined ? a.row === b.row : a.row.strike === b.row.strike;
  return sameRow && a.sigma === b.sigma && sameLanes(a.lanes, b.lanes);
}

/** Where the price line is drawn: on the edge of one strike row, by row index. */
export interface PriceLinePlace {
  row: number;
  at: 'above' | 'below';
}

/**
 * The price line of each expiry in the flat rows: below the last strike at or under the price,
 * or above the first strike when every strike is over it. `strikesBelow(expiry)` is how many
 * strikes of an expiry lie at or below the price (chain-price-line.ts), null for no line.
 */
export function priceLinePlaces(
  rows: ChainRows,
  strikesBelow: (strikes: ChainGridRow['expiry']['strikes']) => number | null,
): Map<number, PriceLinePlace['at']> {
  const places = new Map<number, PriceLinePlace['at']>();
  if (rows.groups !== undefined) {
    // Compared expiries share one strike column: one line over the union of their strikes.
    const below = strikesBelow(rows.rows.flatMap((row) => (row.kind === 'strike' ? [row.row] : [])));
    if (below !== null && rows.rows.length > 0) places.set(below === 0 ? 0 : below - 1, below === 0 ? 'above' : 'below');
    return places;
  }
  rows.expiryStarts.forEach((start) => {
    const heading = rows.rows[start];
    if (heading === undefined || heading.expiry.strikes.length === 0) return;
    const below = strikesBelow(heading.expiry.strikes);
    if (below === null) return;
    if (below === 0) places.set(start + 1, 'above');
    else places.set(start + below, 'below');
  });
  return places;
}
