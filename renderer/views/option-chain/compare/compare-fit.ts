/**
 * How many of the chosen columns each compared expiry shows: as many as fit the grid beside the
 * strike column, each expiry with its σ column and both sides, the chosen ones nearest the strike
 * first (the columns' order is from the strike outwards), never fewer than one. What does not fit
 * is left out rather than scrolled off or cut; the Compare note says how many, and its All columns
 * toggle shows them (the groups then scroll sideways under the sticky strike column), as do fewer
 * expiries or the single chain. A width not yet known (0) fits everything chosen.
 */
import { create } from 'zustand';
import { useEffect, useMemo, useState } from 'react';
import type { ChainType } from '../../../../shared/spec-constants.ts';
import type { ChainSides } from '../../../../shared/settings.ts';
import { compareColumns, gridMinWidth, type ChainColumn, type GridColumn } from '../table/chain-columns.ts';

/** The grid's width in a window: less its 14 px margins, its borders and a 15 px scroll bar. */
const GRID_FRAME = 28 + 2 + 15;

/** The columns each compared expiry shows, and how many of the chosen are left out. */
export function fittedCompareColumns(
  columns: readonly ChainColumn[],
  chainType: ChainType,
  groups: number,
  width: number,
): { shown: readonly ChainColumn[]; leftOut: number } {
  if (width <= 0) return { shown: columns, leftOut: 0 };
  let count = columns.length;
  while (count > 1 && gridMinWidth(compareColumns(columns.slice(0, count), chainType, groups)) > width) count -= 1;
  return { shown: count === columns.length ? columns : columns.slice(0, count), leftOut: columns.length - count };
}

/** How many chosen columns the fit leaves out (0: none), and whether the user asked for all of them. */
export const useCompareFit = create<{ leftOut: number; showAll: boolean; setShowAll(showAll: boolean): void }>((set) => ({
  leftOut: 0,
  showAll: false,
  setShowAll: (showAll) => set({ showAll }),
}));

/** The window's width, followed as it is resized. */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** The grid's columns with `groups` expiries compared, fitted to the window (see the module's comment). */
export function useCompareLayout(columns: readonly ChainColumn[], chainType: ChainType, groups: number, sides: ChainSides): GridColumn[] {
  const width = useWindowWidth() - GRID_FRAME;
  const showAll = useCompareFit((s) => s.showAll);
  const fitted = useMemo(() => fittedCompareColumns(columns, chainType, groups, width), [columns, chainType, groups, width]);
  const leftOut = groups > 0 ? fitted.leftOut : 0;
  useEffect(() => useCompareFit.setState({ leftOut }), [leftOut]);
  const shown = showAll ? columns : fitted.shown;
  return useMemo(() => compareColumns(shown, chainType, groups, sides), [shown, chainType, groups, sides]);
}
