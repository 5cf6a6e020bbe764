/**
 * UI state of the orders view that is not server state: the status tab, the search, what is
 * expanded (per account, by order and group ID, so it survives refreshes), the row with the
 * keyboard focus, the marks of the last refresh and a pending "show this order" request.
 */
import { create } from 'zustand';
import type { ORDER_SECURITY_TYPES, ORDER_STATUS_FILTERS } from '../../../shared/domain/order-history.ts';
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { OrderRange } from '../../views/orders/order-range.ts';
import type { StatusTab } from '../../views/orders/order-status.ts';

/** The filters a history window sends to the server (the status tabs and search filter what came). */
export interface HistoryFilters {
  status: (typeof ORDER_STATUS_FILTERS)[number] | null;
  /** Market symbols, upper case. */
  symbols: readonly string[];
  securityType: (typeof ORDER_SECURITY_TYPES)[number] | null;
}

export const NO_HISTORY_FILTERS: HistoryFilters = { status: null, symbols: [], securityType: null };

/** How long an order that arrived while watching is marked "new" (by the data's clock). */
export const NEW_FOR_MS = 5 * 60_000;

/** What the last refresh did, for highlights. */
export interface RefreshMarks {
  accountId: string | null;
  dataTime: number | null;
  /** Counts refreshes that changed something; its parity picks the flash animation, so it restarts. */
  refresh: number;
  /** Orders the last refresh added or changed. */
  changed: ReadonlyMap<string, 'added' | 'status' | 'fill'>;
  /** When each order that appeared while watching arrived. */
  arrivals: ReadonlyMap<string, number>;
}

interface OrdersUiState {
  tab: StatusTab;
  search: string;
  /** By account key: a Map, since a provider's opaque key may be `constructor` or `__proto__`. */
  expanded: ReadonlyMap<string, ReadonlySet<string>>;
  activeKey: string | null;
  /** Bumped on every activation, so activating the same row again still brings it into view. */
  activeSeq: number;
  marks: RefreshMarks;
  /** The marks of each account's last refresh, by account key: "All accounts" flashes each account's own. */
  accountMarks: ReadonlyMap<string, RefreshMarks>;
  focusRequest: { accountId: string; orderId: string } | null;
  /** Today (live) or a window of history. */
  range: OrderRange;
  historyFilters: HistoryFilters;
  /** The details panel (fields, links, event timeline) beside the table. */
  detailsOpen: boolean;
  /** The row a link jumped to, highlighted; `seq` restarts the highlight on a second jump. */
  jump: { key: string; seq: number } | null;
  /** A link whose order is not in the list shown: said once, in words. */
  jumpMiss: string | null;
  /** Under "All accounts": the one account the table shows (by key), or `null` for every one. */
  accountFilter: string | null;
  setAccountFilter(accountKey: string | null): void;
  setRange(range: OrderRange): void;
  setHistoryFilters(filters: HistoryFilters): void;
  setDetailsOpen(open: boolean): void;
  setJump(key: string | null): void;
  setJumpMiss(orderId: string | null): void;
  setTab(tab: StatusTab): void;
  setSearch(search: string): void;
  toggle(accountId: string, key: string): void;
  setExpanded(accountId: string, key: string, open: boolean): void;
  setActive(key: string | null): void;
  recordRefresh(state: OrderWatchState): void;
  requestFocus(target: { accountId: string; orderId: string } | null): void;
  /**
   * A notification's click: its order is one of today's (the watcher's), so the view goes back to
   * Today, where the request can land, whatever window of history was shown.
   */
  focusLiveOrder(target: { accountId: string; orderId: string }): void;
}

/** No marks: a history window is not live, nothing flashes. */
export const EMPTY_MARKS: RefreshMarks = { accountId: null, dataTime: null, refresh: 0, changed: new Map(), arrivals: new Map() };
const NO_KEYS: ReadonlySet<string> = new Set();

/** The expanded keys of an account (a shared empty set when none). */
export const expandedOf = (state: OrdersUiState, accountId: string | null): ReadonlySet<string> =>
  (accountId === null ? undefined : state.expanded.get(accountId)) ?? NO_KEYS;

/** The expanded keys per account with one account's replaced. */
const withExpanded = (state: OrdersUiState, accountId: string, keys: ReadonlySet<string>): ReadonlyMap<string, ReadonlySet<string>> =>
  new Map(state.expanded).set(accountId, keys);

/** The marks a new snapshot brings; the same marks when it brings no new data. */
export function nextMarks(marks: RefreshMarks, state: OrderWatchState): RefreshMarks {
  if (state.dataTime === null || (marks.accountId === state.accountKey && marks.dataTime === state.dataTime)) return marks;
  const base = marks.accountId === state.accountKey ? marks : { ...EMPTY_MARKS, accountId: state.accountKey };
  const changed = new Map<string, 'added' | 'status' | 'fill'>();
  const arrivals = new Map<string, number>();
  for (const [orderId, at] of base.arrivals) if (state.dataTime - at < NEW_FOR_MS) arrivals.set(orderId, at);
  for (const change of state.changes) {
    if (change.kind === 'removed') continue;
    if (!changed.has(change.orderId) || change.kind === 'added') changed.set(change.orderId, change.kind);
    if (change.kind === 'added') arrivals.set(change.orderId, state.dataTime);
  }
  if (changed.size === 0 && arrivals.size === base.arrivals.size && base.changed.size === 0) {
    return { ...base, dataTime: state.dataTime };
  }
  return { accountId: state.accountKey, dataTime: state.dataTime, refresh: base.refresh + (changed.size > 0 ? 1 : 0), changed, arrivals };
}

/** The orders view's UI store. */
export const useOrdersStore = create<OrdersUiState>((set) => ({
  tab: 'all',
  search: '',
  expanded: new Map(),
  activeKey: null,
  activeSeq: 0,
  marks: EMPTY_MARKS,
  accountMarks: new Map(),
  focusRequest: null,
  range: { kind: 'today' },
  historyFilters: NO_HISTORY_FILTERS,
  detailsOpen: false,
  jump: null,
  jumpMiss: null,
  accountFilter: null,
  setAccountFilter: (accountFilter) => set({ accountFilter }),
  setRange: (range) => set({ range, jump: null, jumpMiss: null }),
  setHistoryFilters: (historyFilters) => set({ historyFilters }),
  setDetailsOpen: (detailsOpen) => set({ detailsOpen }),
  setJump: (key) => set((state) => ({ jump: key === null ? null : { key, seq: (state.jump?.seq ?? 0) + 1 }, jumpMiss: null })),
  setJumpMiss: (orderId) => set({ jumpMiss: orderId }),
  setTab: (tab) => set({ tab }),
  setSearch: (search) => set({ search }),
  toggle: (accountId, key) =>
    set((state) => {
      const keys = new Set(expandedOf(state, accountId));
      if (!keys.delete(key)) keys.add(key);
      return { expanded: withExpanded(state, accountId, keys) };
    }),
  setExpanded: (accountId, key, open) =>
    set((state) => {
      const current = expandedOf(state, accountId);
      if (current.has(key) === open) return {};
      const keys = new Set(current);
      if (open) keys.add(key);
      else keys.delete(key);
      return { expanded: withExpanded(state, accountId, keys) };
    }),
  setActive: (activeKey) => set((state) => ({ activeKey, activeSeq: state.activeSeq + 1 })),
  recordRefresh: (watch) =>
    set((state) => {
      const marks = nextMarks(state.marks, watch);
      const before = state.accountMarks.get(watch.accountKey) ?? EMPTY_MARKS;
      const own = nextMarks(before, watch);
      const accountMarks = own === before ? state.accountMarks : new Map(state.accountMarks).set(watch.accountKey, own);
      return marks === state.marks && accountMarks === state.accountMarks ? {} : { marks, accountMarks };
    }),
  requestFocus: (focusRequest) => set({ focusRequest }),
  focusLiveOrder: (focusRequest) => set({ focusRequest, range: { kind: 'today' }, jump: null, jumpMiss: null }),
}));
