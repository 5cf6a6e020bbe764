/**
 * The one entry point of market and order data for the IPC layer: option chains, accounts, and the
 * order watchers of the accounts the UI watches. It always works with the session the app holds
 * right now (`current()`), so a sign-out, an expiry or an environment switch needs no rewiring:
 * `sessionChanged()` stops or restarts polling and the last data stays, marked stale.
 */
import type { Account } from '../../../shared/domain/accounts.ts';
import type { ChainAnswer, ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import type { OrderWatchState } from '../../../shared/domain/order-watch.ts';
import type { Environment } from '../../../shared/environments.ts';
import { fail, ok, type AppError, type Result } from '../../../shared/result.ts';
import type { Clock, Logger, Notifier } from '../services.ts';
import type { Session } from '../session/session-types.ts';
import { createApiClient, type ApiClient, type ApiClientOptions } from './api-client.ts';
import { validateAccountId } from './api-requests.ts';
import { fetchAllOrders, type PagingOptions } from './order-paging.ts';
import { createOrderWatcher, type OrderWatcher } from './order-watcher.ts';

export interface DataServiceDeps {
  /** The signed-in session and its environment, or null when signed out (→ 'not-signed-in' error). */
  current(): { session: Session; environment: Environment } | null;
  clock: Clock;
  logger: Logger;
  notifier: Notifier;
  random?: () => number;
  /** Push to the UI. */
  emitOrders(state: OrderWatchState): void;
  emitFocus(target: { accountId: string; orderId: string }): void;
  /** Read live from settings on every cycle. */
  preferences(): { refreshSeconds: number; notifications: boolean };
  /** Tuning for tests and the CLI (timeouts, retries, paging); the defaults suit the app. */
  tuning?: { timeoutMs?: number; retry?: ApiClientOptions['retry']; paging?: PagingOptions };
}

export interface DataService {
  getOptionChain(query: ChainQuery): Promise<Result<ChainAnswer<OptionChain>>>;
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

const NOT_SIGNED_IN: AppError = { code: 'not-signed-in', message: 'Not signed in: sign in to see option chains and orders.' };

type Connection = { session: Session; environment: Environment };

/** The same session at the same hosts (compared by value: a settings reload may copy the object). */
const sameConnection = (a: Connection, b: Connection): boolean =>
  a.session === b.session && (a.environment === b.environment || JSON.stringify(a.environment) === JSON.stringify(b.environment));

/** Creates the data service. */
export function createDataService(deps: DataServiceDeps): DataService {
  const random = deps.random ?? Math.random;
  const watchers = new Map<string, OrderWatcher>();
  let visible = true;
  let disposed = false;
  // One client per session object: rebuilt when the app signs in again or switches environment.
  let cached: { session: Session; environment: Environment; client: ApiClient } | null = null;

  function client(): Result<ApiClient> {
    const now = deps.current();
    if (now === null) return { ok: false, error: NOT_SIGNED_IN };
    if (cached === null || !sameConnection(cached, now)) {
      const tuning = deps.tuning ?? {};
      const api = createApiClient({
        session: now.session,
        environment: now.environment,
        clock: deps.clock,
        random,
        ...(tuning.timeoutMs === undefined ? {} : { timeoutMs: tuning.timeoutMs }),
        ...(tuning.retry === undefined ? {} : { retry: tuning.retry }),
        onRetry: (notice) => deps.logger.info('retrying a data request', { ...notice, url: notice.url.split('?')[0] }),
      });
      cached = { ...now, client: api };
    }
    return ok(cached.client);
  }

  function watcherFor(accountId: string): OrderWatcher {
    let watcher = watchers.get(accountId);
    if (watcher !== undefined) return watcher;
    watcher = createOrderWatcher({
      accountId,
      clock: deps.clock,
      random,
      logger: deps.logger,
      fetchDay: async (signal) => {
        const api = client();
        if (!api.ok) return api;
        return fetchAllOrders((page) => api.data.getOrderPage(accountId, page, signal), deps.tuning?.paging);
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
    async getOptionChain(query) {
      const api = client();
      return api.ok ? api.data.getOptionChain(query) : api;
    },
    async listAccounts() {
      const api = client();
      return api.ok ? api.data.listAccounts() : api;
    },
    async watch(accountId) {
      const id = validateAccountId(accountId);
      if (!id.ok) return id;
      if (disposed) return fail('internal', 'The data service has been shut down.');
      if (deps.current() === null) return { ok: false, error: NOT_SIGNED_IN };
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
      const now = deps.current();
      const state = now?.session.snapshot().state;
      if (now === null || (state !== 'active' && state !== 'inactive')) {
        if (now === null) cached = null;
        for (const watcher of watchers.values()) watcher.suspend(NOT_SIGNED_IN);
        return;
      }
      if (cached !== null && !sameConnection(cached, now)) {
        cached = null;
        for (const watcher of watchers.values()) watcher.suspend({ code: 'not-signed-in', message: 'The session changed; refreshing with the new one.' });
      }
      for (const watcher of watchers.values()) watcher.resume();
    },
    dispose() {
      disposed = true;
      for (const watcher of watchers.values()) watcher.stop();
      watchers.clear();
      cached = null;
    },
  };
}
