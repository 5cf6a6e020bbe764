/**
 * Accounts and the order watchers of the accounts the UI watches, for the IPC layer. Every call
 * works with the session the app holds right now (through the session-bound client), so
 * `sessionChanged()` only stops or restarts polling; the last data stays, marked stale.
 */
import type { Account } from '../../../shared/domain/accounts.ts';
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { validateAccountId } from '../broker/legacy/api-requests.ts';
import { NOT_SIGNED_IN, type SessionClient } from '../broker/session-client.ts';
import type { Clock, Logger, Notifier } from '../services.ts';
import { fetchAllOrders, type PagingOptions } from './order-paging.ts';
import { createOrderWatcher, type OrderWatcher } from './order-watcher.ts';

export interface OrdersServiceDeps {
  client: SessionClient;
  clock: Clock;
  logger: Logger;
  notifier: Notifier;
  random?: () => number;
  /** Push to the UI. */
  emitOrders(state: OrderWatchState): void;
  emitFocus(target: { accountId: string; orderId: string }): void;
  /** Read live from settings on every cycle. */
  preferences(): { refreshSeconds: number; notifications: boolean };
  /** Paging limits for tests; the defaults suit the app. */
  paging?: PagingOptions;
}

export interface OrdersService {
  listAccounts(): Promise<Result<Account[]>>;
  watch(accountId: string): Promise<Result<OrderWatchState>>;
  unwatch(accountId: string): Result<{ watching: false }>;
  refresh(accountId: string): Promise<Result<OrderWatchState>>;
  pause(accountId: string, paused: boolean): Result<OrderWatchState>;
  setWindowVisible(visible: boolean): void;
  /** Called when the session changes (sign-out, expiry, environment switch): stop or restart polling, keep last data marked stale. */
  sessionChanged(): void;
  dispose(): void;
}

/** Creates the orders service. */
export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const random = deps.random ?? Math.random;
  const watchers = new Map<string, OrderWatcher>();
  let visible = true;
  let disposed = false;

  function watcherFor(accountId: string): OrderWatcher {
    let watcher = watchers.get(accountId);
    if (watcher !== undefined) return watcher;
    watcher = createOrderWatcher({
      accountId,
      clock: deps.clock,
      random,
      logger: deps.logger,
      fetchDay: async (signal) => {
        const api = deps.client.get();
        if (!api.ok) return api;
        return fetchAllOrders((page) => api.data.getOrderPage(accountId, page, signal), deps.paging);
      },
      preferences: () => deps.preferences(),
      windowVisible: () => visible,
      emit: (state) => deps.emitOrders(state),
      notify: (note) =>
        deps.notifier.notify({ title: note.title, body: note.body, onClick: () => deps.emitFocus({ accountId, orderId: note.orderId }) }),
    });
    watchers.set(accountId, watcher);
    return watcher;
  }

  const notWatched = (accountId: string) =>
    fail('invalid-argument', `Account ${accountId} is not being watched: open its orders first.`);

  return {
    async listAccounts() {
      const api = deps.client.get();
      return api.ok ? api.data.listAccounts() : api;
    },
    async watch(accountId) {
      const id = validateAccountId(accountId);
      if (!id.ok) return id;
      if (disposed) return fail('internal', 'The orders service has been shut down.');
      const api = deps.client.get();
      if (!api.ok) return api;
      const existing = watchers.get(id.data);
      // Watching twice (a second window, a re-render) shares the one watcher and its data.
      if (existing !== undefined && existing.state().book !== null) return ok(existing.state());
      return ok(await watcherFor(id.data).refresh());
    },
    unwatch(accountId) {
      watchers.get(accountId)?.stop();
      watchers.delete(accountId);
      return ok({ watching: false });
    },
    async refresh(accountId) {
      const id = validateAccountId(accountId);
      if (!id.ok) return id;
      const watcher = watchers.get(id.data);
      if (watcher === undefined) return notWatched(id.data);
      return ok(await watcher.refresh());
    },
    pause(accountId, paused) {
      const id = validateAccountId(accountId);
      if (!id.ok) return id;
      const watcher = watchers.get(id.data);
      return watcher === undefined ? notWatched(id.data) : ok(watcher.pause(paused));
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
