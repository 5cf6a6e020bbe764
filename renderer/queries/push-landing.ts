/**
 * Where every push of main lands: the settings, the session, the quota meter, the
 * orders of a watched account, the chain's live quotes and status, the positions, the alerts
 * inbox, and a notification's click (an order's, an alert's).
 * Each goes into the query cache or its store here, once, for the whole page; hooks only read
 * (docs/architecture.md, "In the renderer": called once from main.tsx, not on import).
 */
import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { liveQuotesKeying, type ChainQuotesUpdate, type ChainWatch, type ContractQuote } from '../../shared/domain/chain-refresh.ts';
import { landData, type DataChange, type Keying, type Pushed } from '../../shared/domain/feed-push.ts';
import { bookKeying, type BookMeta, type BookRow, type OrderWatchPush, type OrderWatchState } from '../../shared/domain/order-watch.ts';
import type { Position } from '../../shared/domain/positions.ts';
import { snapshotKeying, type PositionsPush, type PositionsState, type SnapshotMeta } from '../../shared/domain/positions-watch.ts';
import { inboxKeying, type AlertsPush, type AlertsState, type InboxAlert } from '../../shared/domain/alerts-watch.ts';
import type { AppError } from '../../shared/result.ts';
import type { SettingsSnapshot } from '../../shared/settings.ts';
import { api } from '../api.ts';
import { useUiStore } from '../state/ui-store.ts';
import { useChainLiveStore } from '../feeds/chain/chain-live-store.ts';
import { changedDetailIds } from '../feeds/orders/changed-details.ts';
import { useOrdersStore } from '../feeds/orders/orders-store.ts';
import { historyKeys } from '../feeds/orders/history-keys.ts';
import { orderKeys } from '../feeds/orders/order-keys.ts';
import { usePositionsStore } from '../feeds/positions/positions-store.ts';
import { alertKeys } from '../feeds/alerts/alert-keys.ts';
import { useAlertsStore } from '../feeds/alerts/alerts-store.ts';
import { positionKeys } from '../feeds/positions/position-keys.ts';
import { patchCachedQuotes } from './chain-cache.ts';
import { queryKeys } from './app-queries.ts';
import { sessionKeys } from './session-queries.ts';

/** The environment the page shows (the settings as last pushed or read). */
const environmentOf = (client: QueryClient) => client.getQueryData<SettingsSnapshot>(queryKeys.settings)?.values.environment;

/** A feed's state: its data under one field, and the revision of that data (shared/domain/feed-push.ts). */
interface Revised {
  readonly revision: number;
}

/** What landed in an entry: the state, and the keys of the rows the push named (none for a whole state). */
interface Landed<S> {
  readonly state: S;
  readonly upserted: readonly string[];
  readonly removed: readonly string[];
}

const CHANGE_KINDS: ReadonlySet<unknown> = new Set(['snapshot', 'delta', 'same']);
/** Whether a state's data field holds a push's change rather than the data (no model carries `kind`). */
const isChange = <D, T, M>(value: unknown): value is DataChange<D, T, M> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && CHANGE_KINDS.has((value as { kind?: unknown }).kind);

/**
 * The one way a feed's push, or an answer of its channels (the state whole), lands in the cache
 * entry at `key` (docs/architecture.md, "What a push says"): a snapshot whole; a delta on the
 * revision the entry holds, every row it does not name keeping its object (nothing is compared:
 * the keys it names are what changed); `same`, or an answer of the revision held, keeps the data
 * held. An entry without data takes only a snapshot (its answer, on the way, brings the whole
 * state); an entry that cannot follow the push (it missed a revision) asks its feed again (`ask`)
 * and takes nothing meanwhile. `null` when nothing landed.
 */
export function landFeed<S extends Revised, K extends keyof S, T, M>(
  client: QueryClient,
  key: QueryKey,
  keying: Keying<NonNullable<S[K]>, T, M>,
  field: K,
  arrived: S | Pushed<S, K, T, M>,
  ask: () => void,
): Landed<S> | null {
  type D = NonNullable<S[K]>;
  const held = client.getQueryData<S>(key);
  const value: unknown = arrived[field as keyof typeof arrived];
  const change: DataChange<D, T, M> = isChange<D, T, M>(value)
    ? value
    : held?.revision === arrived.revision
      ? { kind: 'same' }
      : { kind: 'snapshot', data: value as D | null };
  if (held === undefined && change.kind !== 'snapshot') return null;
  const mine = held === undefined ? null : { revision: held.revision, data: (held[field] ?? null) as D | null };
  const landing = landData(keying, mine, arrived.revision, change);
  if (landing.kind === 'missed') {
    ask();
    return null;
  }
  const data = landing.kind === 'kept' ? (mine?.data ?? null) : landing.data;
  const state = { ...arrived, [field]: data } as S;
  client.setQueryData(key, state);
  return landing.kind === 'kept' ? { state, upserted: [], removed: [] } : { state, upserted: landing.upserted, removed: landing.removed };
}

/**
 * React Query's `structuralSharing` for a feed's query: an answer of the revision the entry holds
 * keeps the data the entry holds (its rows, their objects); any other is taken as it is. Nothing
 * is compared: what a push changed, its landing already shared (`landFeed`).
 */
export const keepHeldData =
  <S extends Revised>(field: keyof S) =>
  (previous: unknown, next: unknown): unknown => {
    const before = previous as S | undefined;
    const after = next as S | null;
    if (before === undefined || after === null || before.revision !== after.revision || before[field] === null) return next;
    return before[field] === after[field] ? next : { ...after, [field]: before[field] };
  };

/** A watched account's state, pushed or answered: into its cache entries (on its own, under All accounts) and the orders store. */
export function landOrders(client: QueryClient, arrived: OrderWatchState | OrderWatchPush): void {
  const environment = environmentOf(client);
  if (environment === undefined) return;
  // Only an account the page watches (its query exists: on its own, or under All accounts) takes pushes.
  const entries = [
    // A missed revision asks again: the account's watch answers its state at once.
    { key: orderKeys.watch(environment, arrived.accountKey), ask: orderKeys.watch(environment, arrived.accountKey) },
    // Under All accounts, the watch of every account answers each one's state.
    { key: orderKeys.allWatch(environment, arrived.accountKey), ask: orderKeys.all(environment) },
  ].filter(({ key }) => client.getQueryCache().find({ queryKey: key, exact: true }) !== undefined);
  let landed: (Landed<OrderWatchState> & { before: OrderWatchState['book'] }) | null = null;
  for (const { key, ask } of entries) {
    const before = client.getQueryData<OrderWatchState>(key)?.book ?? null;
    const result = landFeed<OrderWatchState, 'book', BookRow, BookMeta>(client, key, bookKeying, 'book', arrived, () => {
      void client.invalidateQueries({ queryKey: ask, exact: true });
    });
    if (result !== null) landed = { ...result, before };
  }
  if (landed === null) return;
  useOrdersStore.getState().recordRefresh(landed.state);
  // An opened order that changed shows its new events (only queries in use are refetched).
  for (const orderId of changedDetailIds(landed.before, landed.state.book, landed.upserted, landed.removed)) {
    void client.invalidateQueries({ queryKey: historyKeys.details(environment, arrived.accountKey, orderId) });
  }
}

/**
 * A shown account's positions, pushed or answered: into its cache entry (the positions a push
 * does not name keeping their objects) and the flashes of the positions store (the keys it
 * named), both in React Query's one batch of notifications, so the changed rows and their flashes
 * commit in one render (the store alone would render the old rows flashing first).
 */
export function landPositions(client: QueryClient, arrived: PositionsState | PositionsPush): void {
  const environment = environmentOf(client);
  if (environment === undefined) return;
  const key = positionKeys.watch(environment, arrived.accountKey);
  if (client.getQueryCache().find({ queryKey: key, exact: true }) === undefined) return;
  notifyManager.batch(() => {
    // A missed revision asks again: the account's watch answers its last read at once.
    const landed = landFeed<PositionsState, 'snapshot', Position, SnapshotMeta>(client, key, snapshotKeying, 'snapshot', arrived, () => {
      void client.invalidateQueries({ queryKey: key, exact: true });
    });
    if (landed !== null) notifyManager.schedule(() => usePositionsStore.getState().recordRefresh(arrived.accountKey, landed.upserted));
  });
}

/**
 * The alerts inbox, pushed or answered: into the entry of the environment it belongs to (the feed
 * follows the session; a state from before any session names none and is the shown one's), the
 * alerts a push does not name keeping their objects.
 */
export function landAlerts(client: QueryClient, arrived: AlertsState | AlertsPush): void {
  const environment = environmentOf(client);
  if (environment === undefined || (arrived.environment !== null && arrived.environment !== environment)) return;
  const key = alertKeys.inbox(environment);
  // A missed revision asks again: `alerts:get` answers the inbox as last read.
  landFeed<AlertsState, 'alerts', InboxAlert, null>(client, key, inboxKeying, 'alerts', arrived, () => {
    void client.invalidateQueries({ queryKey: key, exact: true });
  });
}

/**
 * The watched chain's live quotes (shared/domain/chain-refresh.ts) landed by the one rule of the
 * push contract (`landData`) on the quotes the page holds of that watch: the contracts a push
 * carried merged into the cached chain, its status into the chain's live store. A push the page
 * cannot follow (it missed one) makes it watch the chain again, afresh: the refresh's next push
 * is then the snapshot of the quotes in view.
 */
function landChainQuotes(client: QueryClient, update: ChainQuotesUpdate): void {
  const live = useChainLiveStore.getState();
  if (!live.watches(update.query)) return;
  const landing = landData(liveQuotesKeying, live.held, update.revision, update.quotes);
  if (landing.kind === 'missed') {
    live.missed();
    rewatchChain(live.watch);
    return;
  }
  let held = live.held;
  let changed: readonly ContractQuote[] = [];
  if (landing.kind === 'landed') {
    const { quotes } = update;
    held = { revision: update.revision, data: landing.data };
    changed = quotes.kind === 'delta' ? quotes.upserted.map(([, contract]) => contract) : (landing.data?.contracts ?? []);
    const meta = quotes.kind === 'delta' ? (quotes.meta ?? null) : landing.data;
    const environment = environmentOf(client);
    if (environment !== undefined) patchCachedQuotes(client, environment, update.query, changed, meta);
  }
  // Rendered now, in the push's own task: the query observer already holds the patched chain
  // (React Query tells React only from a later timer), so this render reads it and the changed
  // rows, their flashes and the status commit together, and the next frame paints them. Left
  // to the timer, a frame went by in between (a trace showed push to paint 64 ms, 12 of them
  // a frame that painted nothing new).
  flushSync(() => useChainLiveStore.getState().pushed(update, held, changed.length));
}

/** Watches the chain again from scratch (main forgets what it pushed), so its next push is the snapshot. */
function rewatchChain(watch: ChainWatch | null): void {
  if (watch === null) return;
  void api()
    .unwatchChain()
    .then(() => api().watchChain(watch))
    .then((answer) => landChainWatch(watch, answer));
}

/** What `chain:watch` answered for `watch`: the interval and cost, or why the live refresh cannot run. */
export function landChainWatch(
  watch: ChainWatch,
  answer: { ok: true; data: { intervalMs: number; costPerRefresh: number } } | { ok: false; error: AppError },
): void {
  useChainLiveStore.getState().answered(watch, answer.ok ? answer.data : { stale: { error: answer.error, since: Date.now() } });
}

/** The view stopped watching: the next chain watched starts from idle. */
export function landChainUnwatched(): void {
  useChainLiveStore.getState().forget();
}

/** Subscribes once to every push; returns the unsubscribe (tests, hot reload). No-op without the bridge. */
export function setupPushLanding(client: QueryClient): () => void {
  if (window.strikeboard === undefined) return () => {};
  const bridge = api();
  const stops = [
    bridge.onSettingsChanged((snapshot) => {
      client.setQueryData(queryKeys.settings, snapshot);
      void client.invalidateQueries({ queryKey: queryKeys.appInfo });
    }),
    bridge.onSessionChanged((view) => client.setQueryData(sessionKeys.session, view)),
    bridge.onQuotaChanged((snapshot) => client.setQueryData(['quota'], snapshot)),
    bridge.onOrdersChanged((state) => landOrders(client, state)),
    bridge.onChainQuotes((update) => landChainQuotes(client, update)),
    bridge.onPositionsChanged((state) => landPositions(client, state)),
    bridge.onAlertsChanged((state) => landAlerts(client, state)),
    // A click on an alert's notification opens it in the Alerts view, from wherever the app was.
    bridge.onAlertFocus((target) => {
      useAlertsStore.getState().open(target.id, { focus: true });
      useUiStore.getState().showView('alerts');
    }),
    // A click on an order notification brings the orders view forward on that order, even while
    // another view is shown (the view picks the request up when it renders). The order is one of
    // today's: a window of history shown at the time gives way to Today.
    bridge.onOrderFocus((target) => {
      useOrdersStore.getState().focusLiveOrder({ accountId: target.accountKey, orderId: target.orderId });
      useUiStore.getState().showView('orders');
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
