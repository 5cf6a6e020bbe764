/**
 * UI state of the positions view that is not server state: which underlier groups are collapsed
 * (per account, by underlier, so it survives refreshes; every group starts open), the row with the
 * keyboard focus, and the marks of the last refresh (the rows it changed, flashed once).
 */
import { create } from 'zustand';

/** What the last refresh of an account changed, for the flashes. */
export interface PositionMarks {
  /** Counts the account's refreshes that changed something; its parity picks the flash animation, so it restarts. */
  refresh: number;
  /** Position keys the last refresh changed or added. */
  changed: ReadonlySet<string>;
}

interface PositionsUiState {
  /** By account key: a Map, since a provider's opaque key may be `constructor` or `__proto__`. */
  collapsed: ReadonlyMap<string, ReadonlySet<string>>;
  activeKey: string | null;
  /** Bumped on every activation, so activating the same row again still brings it into view. */
  activeSeq: number;
  /** By account key: each account's feed marks its own rows ("All accounts" shows several). */
  marks: ReadonlyMap<string, PositionMarks>;
  toggle(accountKey: string, group: string): void;
  setExpanded(accountKey: string, group: string, open: boolean): void;
  setActive(key: string | null): void;
  /** A push landed for `accountKey`, naming the position keys it `changed` (shared/domain/feed-push.ts). */
  recordRefresh(accountKey: string, changed: readonly string[]): void;
}

const NO_KEYS: ReadonlySet<string> = new Set();
export const EMPTY_POSITION_MARKS: PositionMarks = { refresh: 0, changed: NO_KEYS };

/** The marks of an account (none yet: empty). */
export const marksOf = (marks: ReadonlyMap<string, PositionMarks>, accountKey: string): PositionMarks => marks.get(accountKey) ?? EMPTY_POSITION_MARKS;

/** The collapsed groups of an account (a shared empty set when none). */
export const collapsedOf = (state: Pick<PositionsUiState, 'collapsed'>, accountKey: string): ReadonlySet<string> => state.collapsed.get(accountKey) ?? NO_KEYS;

function withGroup(
  collapsed: ReadonlyMap<string, ReadonlySet<string>>,
  accountKey: string,
  group: string,
  open: boolean,
): ReadonlyMap<string, ReadonlySet<string>> {
  const set = new Set(collapsed.get(accountKey) ?? NO_KEYS);
  if (open) set.delete(group);
  else set.add(group);
  return new Map(collapsed).set(accountKey, set);
}

export const usePositionsStore = create<PositionsUiState>((set, get) => ({
  collapsed: new Map(),
  activeKey: null,
  activeSeq: 0,
  marks: new Map(),
  toggle: (accountKey, group) => set((state) => ({ collapsed: withGroup(state.collapsed, accountKey, group, collapsedOf(state, accountKey).has(group)) })),
  setExpanded: (accountKey, group, open) => set((state) => ({ collapsed: withGroup(state.collapsed, accountKey, group, open) })),
  setActive: (activeKey) => set((state) => ({ activeKey, activeSeq: state.activeSeq + 1 })),
  recordRefresh(accountKey, changed) {
    // A push without changes (a status move) leaves the last flashes alone: they ran once already.
    if (changed.length === 0) return;
    const { marks } = get();
    set({ marks: new Map(marks).set(accountKey, { refresh: marksOf(marks, accountKey).refresh + 1, changed: new Set(changed) }) });
  },
}));
