/**
 * "All accounts" of the Orders view: today's orders of every open account of the
 * current API, one order watcher per account. The watchers are the service's own (orders-service.ts
 * paces them together: each asks the Orders budget for the requests of all of them), so an account
 * also shown on its own shares its one watcher. Which accounts are open is the accounts list's
 * word, read again on every `watch`: a closed account is never watched, and an account closed
 * since the last look stops. Each account's feed fails, goes stale and recovers on its own.
 *
 * At scale (docs/architecture.md, "The live spine"): it watches at most ALL_ACCOUNTS_AT_MOST open
 * accounts, the first ones in the list's order, and says so in words (the others are a choice in
 * the account picker away: the single-account view reaches any account); their first loads, and
 * the loads a session move starts (a new session's first loads, the refreshes of a sign-in back),
 * run FIRST_LOADS_AT_ONCE at a time, queued in the list's order, so neither opening it nor a
 * session switch starts a request per account at once; and nothing here costs more than linear
 * time in the accounts list.
 */
import { accountKey as accountKeyOf, isClosedAccount, type Account } from '../../../shared/domain/accounts.ts';
import type { AllOrdersState, OrderWatchState } from '../../../shared/domain/order-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import type { SessionClient } from '../broker/session-client.ts';
import { followSessionNews, type SessionNewsItem } from '../live/session-news.ts';
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

/** The most open accounts All accounts watches (the first ones in the list's order). */
export const ALL_ACCOUNTS_AT_MOST = 50;
/** The most first loads All accounts runs at once; the rest wait their turn in the list's order. */
export const FIRST_LOADS_AT_ONCE = 4;

/** The words of an All accounts that watches only the first `shown` of `open` open accounts. */
export function limitedWords(shown: number, open: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return `Showing the first ${count(shown)} of ${count(open)} open accounts; choose an account to see the others.`;
}

export interface AllAccounts {
  /** Starts (or joins) the watcher of every open account; answers their states at once. */
  watch(): Promise<Result<AllOrdersState>>;
  /** Stops watching every account it watched (those watched on their own go on). */
  unwatch(): void;
  /** Whether the account is one All accounts watches. */
  has(accountKey: string): boolean;
  /**
   * How the watcher of an account All accounts alone watches takes the session news: as every
   * feed (session-news.ts), but its resume waits its turn; signed out, it waits for no turn.
   */
  follow(news: SessionNewsItem, watcher: OrderWatcher, accountKey: string): void;
  /** The account is shown on its own: if it waits its turn to resume, it resumes now. */
  ownTurn(accountKey: string): void;
}

/** The keys of the open accounts, in the list's order, each once. */
export function openAccountKeys(accounts: readonly Account[]): string[] {
  const keys = new Set<string>();
  for (const account of accounts) if (!isClosedAccount(account)) keys.add(accountKeyOf(account));
  return [...keys];
}

/** Creates the All accounts watch of the orders service. */
export function createAllAccounts(deps: AllAccountsDeps, limits: { atMost?: number; firstLoadsAtOnce?: number } = {}): AllAccounts {
  const atMost = limits.atMost ?? ALL_ACCOUNTS_AT_MOST;
  const atOnce = limits.firstLoadsAtOnce ?? FIRST_LOADS_AT_ONCE;
  let watched = new Set<string>();
  /**
   * Accounts waiting their turn, oldest first (a Map keeps the order it was given, and a key
   * queued again keeps its place): a first load, or a resume after the session's news.
   */
  const queue = new Map<string, 'load' | 'resume'>();
  let running = 0;
  /** A load started may bring the session's news, which queues more: the loop under way takes them. */
  let pumping = false;

  /** Starts waiting loads while fewer than `atOnce` run; an account no longer watched, or loaded meanwhile, is passed over. */
  function pump(): void {
    if (pumping) return;
    pumping = true;
    try {
      drain();
    } finally {
      pumping = false;
    }
  }
  function drain(): void {
    while (running < atOnce) {
      const next = queue.entries().next();
      if (next.done === true) return;
      const [key, turn] = next.value;
      queue.delete(key);
      if (!watched.has(key)) continue;
      const watcher = deps.watcherFor(key);
      // Not suspended (the news of a session that never went away), a resume is a first load's turn.
      const resumed = turn === 'resume' ? watcher.resume() : null;
      const state = watcher.state();
      // A watcher with a book runs already; one refreshing (shown on its own meanwhile) is under way.
      if (resumed === null && (state.book !== null || state.refreshing)) continue;
      running += 1;
      void (resumed ?? watcher.refresh()).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

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
      const shown = open.length > atMost ? open.slice(0, atMost) : open;
      // An account closed (or gone, or past the first `atMost`) since the last look is watched no more.
      const before = watched;
      watched = new Set(shown);
      for (const key of before) if (!watched.has(key)) deps.release(key);
      const states = shown.map((key) => {
        const watcher = deps.watcherFor(key);
        const state = watcher.state();
        // A first load waits its turn (a watcher with a book runs already); the answer does not
        // wait for it: each account's book comes by `orders:changed` as it lands, so a slow or
        // failing account holds up no other.
        if (state.book === null && !state.refreshing && !queue.has(key)) queue.set(key, 'load');
        return deps.named(watcher.state());
      });
      pump();
      return ok({ states, limited: shown.length < open.length ? limitedWords(shown.length, open.length) : null });
    },
    unwatch() {
      const keys = watched;
      watched = new Set();
      queue.clear();
      for (const key of keys) deps.release(key);
    },
    has: (accountKey) => watched.has(accountKey),
    follow(news, watcher, accountKey) {
      // Signed out, every watcher is suspended: the session's return queues them again.
      if (news.kind === 'signed-out') queue.delete(accountKey);
      followSessionNews(news, watcher, () => {
        queue.set(accountKey, 'resume');
        pump();
      });
    },
    ownTurn(accountKey) {
      if (queue.get(accountKey) !== 'resume') return;
      queue.delete(accountKey);
      void deps.watcherFor(accountKey).resume();
    },
  };
}
