/**
 * Expiries compared side by side: one row per strike of the union of the expiries' strikes, and in
 * each row one lane per expiry (its contracts at that strike, or none where the expiry lists no
 * such strike). The grid shows one column group per lane (calls | σ | puts) beside one strike
 * column, so a strike reads across every expiry on one line.
 */
import type { ExpiryFigures } from '../../../../shared/domain/expiry-figures.ts';
import type { ChainExpiry, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import { sigmaLevels, sigmaOf, sigmaStrikes } from '../../../../shared/domain/sigma-strikes.ts';
import type { GridColumn } from '../table/chain-columns.ts';
import type { ChainGridRow, ChainRows } from '../table/chain-rows.ts';
import type { CompareGroup, Lane } from './compare-lane.ts';

/** Expiries compared at most: four groups of the default columns still read on a 1360 px window scrolled sideways. */
export const COMPARE_MAX = 4;

/** A strike row of the grid: the strike alone, the lanes carry the contracts. */
const blankRow = (strike: number): StrikeRow => ({ strike, pairType: 'CALLPUT', call: null, put: null });

/**
 * The compared rows. `shown` are the expiries limited to their own strike window (10/20/40, within
 * their own 2σ, or all): the union of their strikes is the rows. `loaded` are the same expiries
 * with every strike loaded: a lane shows its expiry's contract at any strike of the union it lists,
 * even outside its own window, and is blank only where the expiry has no such strike. Each lane's σ
 * marks are its own expiry's, nearest its levels among the strikes the lane lists.
 */
export function compareRows(
  shown: readonly ChainExpiry[],
  loaded: readonly ChainExpiry[],
  figures?: ReadonlyMap<string, ExpiryFigures>,
  asOf: (date: string, index: number) => number | null = () => null,
): ChainRows {
  const union = [...new Set(shown.flatMap((expiry) => expiry.strikes.map((row) => row.strike)))].sort((a, b) => a - b);
  const lanes = shown.map((expiry) => {
    const full = loaded.find((e) => e.date === expiry.date) ?? expiry;
    const byStrike = new Map(full.strikes.map((row) => [row.strike, row]));
    const listed = union.filter((strike) => byStrike.has(strike));
    const expiryFigures = figures?.get(expiry.date);
    const levels = sigmaLevels(expiryFigures?.spot, sigmaOf(expiryFigures));
    const marks = levels.length === 0 ? null : sigmaStrikes(listed, levels);
    return { expiry: full, byStrike, marks };
  });
  const groups: CompareGroup[] = lanes.map((lane, index) => ({
    expiry: lane.expiry,
    figures: figures?.get(lane.expiry.date) ?? null,
    asOf: asOf(lane.expiry.date, index),
  }));
  const first = groups[0]?.expiry;
  const rows: ChainGridRow[] =
    first === undefined
      ? []
      : union.map((strike) => ({
          kind: 'strike',
          expiryIndex: 0,
          expiry: first,
          row: blankRow(strike),
          lanes: lanes.map((lane) => ({ expiry: lane.expiry, row: lane.byStrike.get(strike) ?? null, sigma: lane.marks?.get(strike) })),
        }));
  // Pairs as the summary counts them: every expiry's strikes shown, blanks not counted.
  const pairCount = rows.reduce((sum, row) => sum + (row.kind === 'strike' ? (row.lanes?.filter((lane) => lane.row !== null).length ?? 0) : 0), 0);
  return { rows, expiryStarts: [], pairCount, groups };
}

/** The lane a cell of `column` shows: its group's lane, or the row itself outside compare. */
export function laneOf(row: Extract<ChainGridRow, { kind: 'strike' }>, column: GridColumn | undefined): Lane {
  const group = column?.group;
  if (group === undefined) return { expiry: row.expiry, row: row.row, sigma: row.sigma };
  return row.lanes?.[group] ?? { expiry: row.expiry, row: null };
}

/** The column group (expiry) a grid column belongs to, or -1 for the shared strike column. */
export const groupAt = (layout: readonly GridColumn[], col: number): number => layout[col]?.group ?? -1;

/**
 * The compared rows of the expiries open (`open`, the asked one first), or null when fewer than two
 * of them are loaded (the grid then shows the one chain as usual). `shown` holds each expiry limited
 * to its strike window, `loaded` every strike loaded.
 */
export function openComparison(
  shown: readonly ChainExpiry[],
  loaded: readonly ChainExpiry[],
  open: readonly string[],
  figures: ReadonlyMap<string, ExpiryFigures> | undefined,
  asOf: (date: string) => number | null,
): ChainRows | null {
  const compared = shown.filter((expiry) => open.includes(expiry.date));
  return compared.length < 2 ? null : compareRows(compared, loaded, figures, asOf);
}
