/**
 * Accounts and the order watchers of the accounts the UI watches, for the IPC layer. Every call
 * works with the session the app holds right now (through the session-bound client); the session
 * news only stops or restarts polling, and the last data stays, marked stale. Per-account state
 * lives in Maps, so no account key (`constructor`, `__proto__`) can reach an object's prototype.
 * Accounts are named by their key (v1 `accountKeyKey`, legacy numeric ID). Today's orders follow
 * the generation: legacy asks its today list; v1 follows the rule of today-window.ts.
 */
import { accountKey as accountKeyOf, type Account } from '../../../shared/domain/accounts.ts';
import {
  accountKeySchema,
  type OrderDetails,
  type OrderDetailsQuery,
  type OrderHistory,
  type OrderHistoryQuery,
} from '../../../shared/domain/order-history.ts';
import { bookKeying, type AllOrdersState, type OrderWatchPush, type OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { BrokerClient } from '../broker/broker-client.ts';
import { budgetPace, withClient, withSessionClient, type SessionClient } from '../broker/session-client.ts';
import { createCostTotal } from '../live/cost-total.ts';
import { createFeedSet, type LiveLifecycle } from '../live/feed-set.ts';
import { followSessionNews } from '../live/session-news.ts';
import { pushEncoder } from '../live/push-encoder.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { Clock, Logger } from '../services.ts';
import { createAllAccounts } from './all-accounts.ts';
import { fetchOrderHistory } from './order-history-fetch.ts';
import { fetchAllOrders, type DayOrders, type PagingOptions, type PartialBook } from './order-paging.ts';
import { createOrderWatcher, type OrderWatcher } from './order-watcher.ts';
import { createTodayOrdersSource } from './v1-today-orders.ts';

export interface OrdersServiceDeps {
  client: SessionClient;
  clock: Clock;
  logger: Logger;
  /** Order notices go here; it knows whether they are on. */
  notifications: Notifications;
  random?: () => number;
  /** Push to the UI: the book as a change against the revision this account's last push brought (shared/domain/feed-push.ts). */
  emitOrders(push: OrderWatchPush): void;
  /** Read live from settings on every cycle. */
  preferences(): { refreshSeconds: number };
  /** Paging limits for tests; the defaults suit the app. */
  paging?: PagingOptions;
}

export interface OrdersService extends LiveLifecycle {
  listAccounts(): Promise<Result<Account[]>>;
  watch(accountKey: string): Promise<Result<OrderWatchState>>;
  unwatch(accountKey: string): Result<{ watching: false }>;
  refresh(accountKey: string): Promise<Result<OrderWatchState>>;
  /** Every open account's orders at once ("All accounts", v1; all-accounts.ts). */
  watchAll(): Promise<Result<AllOrdersState>>;
  unwatchAll(): Result<{ watching: false }>;
  pause(accountKey: string, paused: boolean): Result<OrderWatchState>;
  /** A window of history (v1; legacy answers `unsupported`), parsed at the edge. */
  history(query: OrderHistoryQuery): Promise<Result<OrderHistory>>;
  /** One order with its events (v1; legacy answers `unsupported`); its failure is the panel's to show. */
  details(query: OrderDetailsQuery): Promise<Result<OrderDetails>>;
}

/** Creates the orders service. */
export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const random = deps.random ?? Math.random;
  /** Accounts the view watches on their own (`watch`), apart from All accounts. */
  const single = new Set<string>();
  /** The account ID people know each key by (from the last accounts list), for notifications. */
  const labels = new Map<string, string>();

  /** The day's orders by the generation's rule; the v1 source keeps its older orders per account. */
  function daySource(accountKey: string): (signal: AbortSignal, onPartial?: PartialBook) => Promise<Result<DayOrders>> {
    let v1: { client: BrokerClient; source: ReturnType<typeof createTodayOrdersSource> } | null = null;
    return async (signal, onPartial) => {
      const api = deps.client.get();
      if (!api.ok) return api;
      const client = api.data;
      if (client.generation === 'legacy') {
        return fetchAllOrders((page) => client.getOrderPage(accountKey, page, signal), {
          ...deps.paging,
          ...(onPartial === undefined ? {} : { onPage: onPartial }),
        });
      }
      // A new client (new session, new environment) starts the day's memory afresh.
      if (v1 === null || v1.client !== client) {
        v1 = {
          client,
          source: createTodayOrdersSource({
            // The signal is each refresh's own (given to fetch below), never the first refresh's.
            fetchPage: (page, cycleSignal) => client.getOrderPage(accountKey, page, cycleSignal),
            fetchDetails: (orderId, cycleSignal) => client.getOrderDetails(accountKey, orderId, cycleSignal),
            logger: deps.logger,
            ...(deps.paging === undefined ? {} : { paging: deps.paging }),
          }),
        };
      }
      return v1.source.fetch(deps.clock.now(), signal, onPartial);
    };
  }

  /**
   * The account number of a key, as people know it: the accounts list's `accountId`; a
   * digits-only key is a legacy account ID and names itself. `null` for a v1 key the list has not
   * named: the UI and notifications then name no account rather than print the opaque key.
   */
  const accountIdOf = (accountKey: string): string | null => labels.get(accountKey) ?? (/^\d+$/.test(accountKey) ? accountKey : null);
  /** The state as pushed and answered: with the account number beside the key. */
  const named = (state: OrderWatchState): OrderWatchState => ({ ...state, accountId: accountIdOf(state.accountKey) });

  function newWatcher(accountKey: string): OrderWatcher {
    const fetchDay = daySource(accountKey);
    /** What this account's pushes sent: each carries what changed in the book since the last one. */
    const encoder = pushEncoder(bookKeying);
    return createOrderWatcher({
      accountKey,
      accountLabel: () => accountIdOf(accountKey),
      clock: deps.clock,
      random,
      logger: deps.logger,
      session: deps.client.news,
      // The signal of each cycle reaches the source through a fresh closure per cycle.
      fetchDay: (signal, onPartial) => fetchDay(signal, onPartial),
      // The watchers share the Orders budget: each asks the pace for what all of them spend a
      // refresh, so together (All accounts) they keep within it, each at the pace of the whole.
      pace: (intervalMs, requests) => budgetPace(deps.client, 'orders', requests + spend.others(accountKey), intervalMs),
      preferences: () => ({ refreshSeconds: deps.preferences().refreshSeconds, notifications: deps.notifications.enabled('order') }),
      windowVisible: () => watchers.windowVisible(),
      emit: (state) => deps.emitOrders({ ...named(state), book: encoder.encode(accountKey, state.book) }),
      notify: (note) => deps.notifications.show({ subject: { kind: 'order', accountKey, orderId: note.orderId }, title: note.title, body: note.body }),
      costChanged: () => spendOf(accountKey),
    });
  }
  // A watcher All accounts alone watches resumes in its turn after the session's news (all-accounts.ts).
  const watchers = createFeedSet(deps.client.news, newWatcher, (news, watcher, accountKey) =>
    all.has(accountKey) && !single.has(accountKey) ? all.follow(news, watcher, accountKey) : followSessionNews(news, watcher),
  );
  /**
   * What the running watchers spend a refresh, as one figure (live/cost-total.ts): each watcher's
   * share is set when it opens, when its cost changes (a refresh landed, a pause) and taken out
   * when it closes, so planning one watcher reads what the others spend without summing them.
   */
  const spend = createCostTotal();
  /** The watcher's share of the total, read anew (a paused or stopped one spends nothing). */
  function spendOf(accountKey: string): void {
    const watcher = watchers.get(accountKey);
    if (watcher === undefined) spend.delete(accountKey);
    else spend.set(accountKey, watcher.cost());
  }
  function openWatcher(accountKey: string): OrderWatcher {
    const watcher = watchers.open(accountKey);
    spendOf(accountKey);
    return watcher;
  }
  function closeWatcher(accountKey: string): void {
    watchers.close(accountKey);
    spend.delete(accountKey);
  }

  const all = createAllAccounts({
    client: deps.client,
    listAccounts: () => service.listAccounts(),
    watcherFor: openWatcher,
    named,
    release: (accountKey) => {
      if (!single.has(accountKey)) closeWatcher(accountKey);
    },
  });

  const notWatched = (accountKey: string) => fail('invalid-argument', `Account ${accountKey} is not being watched: open its orders first.`);

  const validateAccountKey = (value: unknown): Result<string> => {
    const parsed = accountKeySchema.safeParse(value);
    return parsed.success ? ok(parsed.data) : fail('invalid-argument', `The account key ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
  };

  const service: OrdersService = {
    listAccounts: () =>
      withClient(deps.client, async (client) => {
        const accounts = await client.listAccounts();
        if (accounts.ok) for (const account of accounts.data) labels.set(accountKeyOf(account), account.accountId);
        return accounts;
      }),
    // The one-shot reads: an answer of a session replaced meanwhile is dropped (withSessionClient).
    history: (query) =>
      withSessionClient(deps.client, async (client) =>
        client.generation === 'legacy'
          ? fail('unsupported', 'Order history needs the current API (v1); the legacy API lists only today’s orders.')
          : fetchOrderHistory((page) => client.getOrderPage(query.accountKey, page), query, deps.clock.now()),
      ),
    details: (query) => withSessionClient(deps.client, (client) => client.getOrderDetails(query.accountKey, query.orderId)),
    async watch(accountKey) {
      const id = validateAccountKey(accountKey);
      if (!id.ok) return id;
      if (watchers.disposed()) return fail('internal', 'The orders service has been shut down.');
      const api = deps.client.get();
      if (!api.ok) return api;
      single.add(id.data);
      all.ownTurn(id.data);
      const existing = watchers.get(id.data);
      // Watching twice (a second window, a re-render) shares the one watcher and its data; during
      // a first load, the whole book once it is in.
      if (existing !== undefined && existing.state().book !== null && !existing.state().loading) return ok(named(existing.state()));
      return ok(named(await openWatcher(id.data).refresh()));
    },
    unwatch(accountKey) {
      single.delete(accountKey);
      // All accounts still shows it: its watcher goes on.
      if (!all.has(accountKey)) closeWatcher(accountKey);
      return ok({ watching: false });
    },
    watchAll: () => (watchers.disposed() ? Promise.resolve(fail('internal', 'The orders service has been shut down.')) : all.watch()),
    unwatchAll() {
      all.unwatch();
      return ok({ watching: false });
    },
    async refresh(accountKey) {
      const id = validateAccountKey(accountKey);
      if (!id.ok) return id;
      const watcher = watchers.get(id.data);
      if (watcher === undefined) return notWatched(id.data);
      return ok(named(await watcher.refresh()));
    },
    pause(accountKey, paused) {
      const id = validateAccountKey(accountKey);
      if (!id.ok) return id;
      const watcher = watchers.get(id.data);
      if (watcher === undefined) return notWatched(id.data);
      const state = watcher.pause(paused);
      spendOf(id.data);
      return ok(named(state));
    },
    settingsChanged: watchers.settingsChanged,
    setWindowVisible: watchers.setWindowVisible,
    dispose() {
      watchers.dispose();
      spend.clear();
    },
  };
  return service;
}
