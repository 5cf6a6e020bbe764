/**
 * "All accounts" of the Orders view: today's orders of every open account of the
 * current API, one order watcher per account. The watchers are the service's own (orders-service.ts
 * paces them together: each asks the Orders budget for the requests of all of them), so an account
 * also shown on its own shares its one watcher. Which accounts are open is the accounts list's
 * word, read again on every `watch`: a closed account is never watched, and an account closed
 * since the last look stops. Each account's feed fails, goes stale and recovers on its own.
 */
import { accountKey as accountKeyOf, isClosedAccount, type Account } from '../../../shared/domain/accounts.ts';
import type { AllOrdersState, OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { SessionClient } from '../broker/session-client.ts';
import type { OrderWatcher } from './order-watcher.ts';

export interface AllAccountsDeps {
  client: SessionClient;
  /** The accounts list (the service's: it also learns each key's number from it). */
  listAccounts(): Promise<Result<Account[]>>;
  /** The account's watcher, made on first use. */
  watcherFor(accountKey: string): OrderWatcher;
  /** Stops and forgets the account's watcher, unless the view also watches it on its own. */
  release(accountKey: string): void;
  /** The state as answered: with the account number beside the key. */
  named(state: OrderWatchState): OrderWatchState;
}

export interface AllAccounts {
  /** Starts (or joins) the watcher of every open account; answers their states at once. */
  watch(): Promise<Result<AllOrdersState>>;
  /** Stops watching every account it watched (those watched on their own go on). */
  unwatch(): void;
  /** Whether the account is one All accounts watches. */
  has(accountKey: string): boolean;
}

/** The keys of the open accounts, in the list's order, each once. */
export function openAccountKeys(accounts: readonly Account[]): string[] {
  const keys: string[] = [];
  for (const account of accounts) {
    const key = accountKeyOf(account);
    if (!isClosedAccount(account) && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** Creates the All accounts watch of the orders service. */
export function createAllAccounts(deps: AllAccountsDeps): AllAccounts {
  let watched: string[] = [];
  return {
    async watch() {
      const api = deps.client.get();
      if (!api.ok) return api;
      if (api.data.generation === 'legacy') {
        return fail(
          'unsupported',
          'All accounts needs the current API (v1): the legacy API lists one account’s orders at a time. Choose the current API under Settings → Advanced.',
        );
      }
      const accounts = await deps.listAccounts();
      if (!accounts.ok) return accounts;
      const open = openAccountKeys(accounts.data);
      // An account closed (or gone) since the last look is watched no more.
      const before = watched;
      watched = open;
      for (const key of before) if (!open.includes(key)) deps.release(key);
      const states = open.map((key) => {
        const watcher = deps.watcherFor(key);
        const state = watcher.state();
        // A first load starts now (a watcher with a book runs already); the answer does not wait
        // for it: each account's book comes by `orders:changed` as it lands, so a slow or failing
        // account holds up no other.
        if (state.book === null && !state.refreshing) void watcher.refresh();
        return deps.named(watcher.state());
      });
      return ok({ states });
    },
    unwatch() {
      const keys = watched;
      watched = [];
      for (const key of keys) deps.release(key);
    },
    has: (accountKey) => watched.includes(accountKey),
  };
}
