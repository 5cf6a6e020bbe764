/**
 * UI state of the option chain view, and only that: the query asked last, which chain is on
 * screen while another loads or fails, the columns chosen this run, and the grid's cursor and
 * selection. The chains themselves are server state and live in the React Query cache
 * (renderer/queries/chain-cache.ts). The store outlives the view, so switching to the orders tab
 * and back keeps all of it.
 */
import { create } from 'zustand';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { ChainKey } from '../../queries/chain-cache.ts';
import type { Cursor } from './table/grid-cursor.ts';
import type { StrikesShown } from './table/chain-price-line.ts';
import type { ChainLanding } from './table/grid-view-strikes.ts';

/** The grid's cursor and selection, and the chain they belong to. */
export interface HeldCursor {
  /** Which chain (its key's hash and row count): a different one gets a fresh cursor. */
  chain: string;
  cursor: Cursor | null;
  /** Where a Shift-selection started (a row index), or null for no selection. */
  anchor: number | null;
}

interface ChainUiState {
  /** The query asked last (loading, loaded or failed); null until the first. */
  asked: ChainQuery | null;
  /** The key of the last chain that loaded: it stays on screen while a newer query loads or fails. */
  shown: ChainKey | null;
  /** Column ids chosen in this run (undefined: the settings' choice; null: the default columns). */
  columnIds: string[] | null | undefined;
  held: HeldCursor | null;
  /** Where a link (a position) asked the next chain's cursor to land; any other ask forgets it. */
  landing: ChainLanding | null;
  /** Strikes shown per expiry around the money (current API). */
  strikesShown: StrikesShown;
  /** Weekly expiries listed in the strip. */
  weeklies: boolean;
  /** Expiry dates opened as extra sections beside the asked one (current API). */
  extraExpiries: string[];
  /** The open expiries are compared side by side (one column group each) rather than stacked. */
  compare: boolean;
  /** The expiries last compared, per underlier, for this run: compare turned on again brings them back. */
  compareSets: Readonly<Record<string, readonly string[]>>;
  ask(query: ChainQuery): void;
  /** Asks `query` with a fresh cursor on the landing's strike (or the money, for a stock's chain). */
  land(query: ChainQuery, landing: ChainLanding | null): void;
  setStrikesShown(shown: StrikesShown): void;
  setWeeklies(on: boolean): void;
  setExtraExpiries(dates: string[]): void;
  /** Turns compare on or off; off returns to the asked expiry alone. */
  setCompare(on: boolean): void;
  rememberCompare(underlier: string, dates: readonly string[]): void;
  setShown(key: ChainKey): void;
  setColumnIds(ids: string[] | null): void;
  hold(held: HeldCursor | ((current: HeldCursor | null) => HeldCursor)): void;
}

export const useChainUiStore = create<ChainUiState>((set) => ({
  asked: null,
  shown: null,
  columnIds: undefined,
  held: null,
  landing: null,
  strikesShown: 20,
  weeklies: true,
  extraExpiries: [],
  compare: false,
  compareSets: {},
  ask: (asked) => set({ asked, landing: null }),
  land: (asked, landing) => set({ asked, landing, held: null, extraExpiries: [] }),
  setStrikesShown: (strikesShown) => set({ strikesShown }),
  setWeeklies: (weeklies) => set({ weeklies }),
  setExtraExpiries: (extraExpiries) => set({ extraExpiries }),
  setCompare: (compare) => set(compare ? { compare } : { compare, extraExpiries: [] }),
  rememberCompare: (underlier, dates) => set((state) => ({ compareSets: { ...state.compareSets, [underlier]: [...dates] } })),
  setShown: (shown) => set({ shown }),
  setColumnIds: (columnIds) => set({ columnIds }),
  hold: (held) => set((state) => ({ held: typeof held === 'function' ? held(state.held) : held })),
}));
