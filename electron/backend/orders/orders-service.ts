/**
 * Accounts and the order watchers of the accounts the UI watches, for the IPC layer. Every call
 * works with the session the app holds right now (through the session-bound client), so
 * `sessionChanged()` only stops or restarts polling; the last data stays, marked stale.
 * Accounts are named by their key (v1 `accountKeyKey`, legacy numeric ID). Today's orders follow
 * the generation: legacy asks its today list; v1 follows the rule of today-window.ts.
 */
import { accountKey as accountKeyOf, type Account } from '../../../shared/domain/accounts.ts';
import {
  accountKeySchema,
  orderDetailsQuerySchema,
  orderHistoryQuerySchema,
  type OrderDetails,
  type OrderHistory,
} from '../../../shared/domain/order-history.ts';
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { BrokerClient } from '../broker/broker-client.ts';
import { NOT_SIGNED_IN, type SessionClient } from '../broker/session-client.ts';
import type { Clock, Logger, Notifier } from '../services.ts';
import { fetchOrderHistory } from './order-history-fetch.ts';
import { fetchAllOrders, type DayOrders, type PagingOptions, type PartialBook } from './order-paging.ts';
import { createOrderWatcher, type OrderWatcher } from './order-watcher.ts';
import { createTodayOrdersSource } from './v1-today-orders.ts';

export interface OrdersServiceDeps {
  client: SessionClient;
  clock: Clock;
  logger: Logger;
  notifier: Notifier;
  random?: () => number;
  /** Push to the UI. */
  emitOrders(state: OrderWatchState): void;
  emitFocus(target: { accountKey: string; orderId: string }): void;
  /** Read live from settings on every cycle. */
  preferences(): { refreshSeconds: number; notifications: boolean };
  /** Paging limits for tests; the defaults suit the app. */
  paging?: PagingOptions;
}

export interface OrdersService {
  listAccounts(): Promise<Result<Account[]>>;
  watch(accountKey: string): Promise<Result<OrderWatchState>>;
  unwatch(accountKey: string): Result<{ watching: false }>;
  refresh(accountKey: string): Promise<Result<OrderWatchState>>;
  pause(accountKey: string, paused: boolean): Result<OrderWatchState>;
  /** A window of history (v1; legacy answers `unsupported`), arguments unchecked until here. */
  history(query: unknown): Promise<Result<OrderHistory>>;
  /** One order with its events (v1; legacy answers `unsupported`); its failure is the panel's to show. */
  details(query: unknown): Promise<Result<OrderDetails>>;
  setWindowVisible(visible: boolean): void;
  /** Called when the session changes (sign-out, expiry, environment switch): stop or restart polling, keep last data marked stale. */
  sessionChanged(): void;
  dispose(): void;
}

/** Creates the orders service. */
export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const random = deps.random ?? Math.random;
  const watchers = new Map<string, OrderWatcher>();
  /** The account ID people know each key by (from the last accounts list), for notifications. */
  const labels = new Map<string, string>();
  let visible = true;
  let disposed = false;

  /** The day's orders by the generation's rule; the v1 source keeps its older orders per account. */
  function daySource(accountKey: string): (signal: AbortSignal, onPartial?: PartialBook) => Promise<Result<DayOrders>> {
    let v1: { client: BrokerClient; source: ReturnType<typeof createTodayOrdersSource> } | null = null;
    return async (signal, onPartial) => {
      const api = deps.client.get();
      if (!api.ok) return api;
      const client = api.data;
      if (client.generation === 'legacy') {
        return fetchAllOrders((page) => client.getOrderPage(accountKey, page, signal), { ...deps.paging, ...(onPartial === undefined ? {} : { onPage: onPartial }) });
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

  function watcherFor(accountKey: string): OrderWatcher {
    let watcher = watchers.get(accountKey);
    if (watcher !== undefined) return watcher;
    const fetchDay = daySource(accountKey);
    watcher = createOrderWatcher({
      accountKey,
      accountLabel: () => accountIdOf(accountKey),
      clock: deps.clock,
      random,
      logger: deps.logger,
      // The signal of each cycle reaches the source through a fresh closure per cycle.
      fetchDay: (signal, onPartial) => fetchDay(signal, onPartial),
      pace: (intervalMs, requests) => {
        const api = deps.client.get();
        return api.ok ? api.data.quota.pace('orders', requests, intervalMs) : { intervalMs, slowedBecause: null };
      },
      preferences: () => deps.preferences(),
      windowVisible: () => visible,
      emit: (state) => deps.emitOrders(named(state)),
      notify: (note) =>
        deps.notifier.notify({ title: note.title, body: note.body, onClick: () => deps.emitFocus({ accountKey, orderId: note.orderId }) }),
    });
    watchers.set(accountKey, watcher);
    return watcher;
  }

  const notWatched = (accountKey: string) =>
    fail('invalid-argument', `Account ${accountKey} is not being watched: open its orders first.`);

  const validateAccountKey = (value: unknown): Result<string> => {
    const parsed = accountKeySchema.safeParse(value);
    return parsed.success ? ok(parsed.data) : fail('invalid-argument', `The account key ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
  };

  return {
    async listAccounts() {
      const api = deps.client.get();
      if (!api.ok) return api;
      const accounts = await api.data.listAccounts();
      if (accounts.ok) for (const account of accounts.data) labels.set(accountKeyOf(account), account.accountId);
      return accounts;
    },
    async history(query) {
      const parsed = orderHistoryQuerySchema.safeParse(query);
      if (!parsed.success) return fail('invalid-argument', `The history window is not valid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}.`);
      const api = deps.client.get();
      if (!api.ok) return api;
      const client = api.data;
      if (client.generation === 'legacy') return fail('unsupported', 'Order history needs the current API (v1); the legacy API lists only today’s orders.');
      return fetchOrderHistory((page) => client.getOrderPage(parsed.data.accountKey, page), parsed.data, deps.clock.now());
    },
    async details(query) {
      const parsed = orderDetailsQuerySchema.safeParse(query);
      if (!parsed.success) return fail('invalid-argument', `The order is not named right: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}.`);
      const api = deps.client.get();
      if (!api.ok) return api;
      return api.data.getOrderDetails(parsed.data.accountKey, parsed.data.orderId);
    },
    async watch(accountKey) {
      const id = validateAccountKey(accountKey);
      if (!id.ok) return id;
      if (disposed) return fail('internal', 'The orders service has been shut down.');
      const api = deps.client.get();
      if (!api.ok) return api;
      const existing = watchers.get(id.data);
      // Watching twice (a second window, a re-render) shares the one watcher and its data; during
      // a first load, the whole book once it is in.
      if (existing !== undefined && existing.state().book !== null && !existing.state().loading) return ok(named(existing.state()));
      return ok(named(await watcherFor(id.data).refresh()));
    },
    unwatch(accountKey) {
      watchers.get(accountKey)?.stop();
      watchers.delete(accountKey);
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
      return watcher === undefined ? notWatched(id.data) : ok(named(watcher.pause(paused)));
    },
    setWindowVisible(next) {
      if (visible === next) return;
      visible = next;
      for (const watcher of watchers.values()) watcher.reschedule();
    },
    sessionChanged() {
      // Called on every change of the session (each request's activity included): cheap and
      // idempotent unless the session really went away, came back or was replaced.
      const change = deps.client.sync();
      if (change === 'signed-out') {
        for (const watcher of watchers.values()) watcher.suspend(NOT_SIGNED_IN);
        return;
      }
      if (change === 'replaced') {
        for (const watcher of watchers.values()) watcher.suspend({ code: 'not-signed-in', message: 'The session changed; refreshing with the new one.' });
      }
      for (const watcher of watchers.values()) watcher.resume();
    },
    dispose() {
      disposed = true;
      for (const watcher of watchers.values()) watcher.stop();
      watchers.clear();
    },
  };
}
