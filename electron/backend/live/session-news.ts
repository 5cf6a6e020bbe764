/**
 * Session news for every live feed: one subscription that tells each feed, once, that the session
 * it fetches with was replaced (another environment, another sign-in, other hosts), went away
 * (signed out, expired, revoked, an environment not signed in) or came back. Every subscriber
 * hears the same news, whatever the order of calls; nothing is read-once.
 *
 * `check()` looks at the session now and announces what moved since the last look. The backend
 * calls it whenever the session view changes, and the poller calls it at the start and end of
 * every cycle: its serial number tells a cycle that the session changed while it was fetching, so
 * an answer fetched with the old session is never published (poller.ts).
 */
import type { Environment, EnvironmentId } from '../../../shared/environments.ts';
import type { AppError } from '../../../shared/result.ts';
import type { Logger } from '../services.ts';
import type { Session } from '../session/session-types.ts';

/** The session the app holds and the environment it signs for. */
export interface Connection {
  session: Session;
  environment: Environment;
}

/** What moved: the feeds' reaction is theirs (forget and start afresh, stop, resume). */
export type SessionNewsKind = 'replaced' | 'signed-out' | 'back';

export interface SessionNewsItem {
  readonly kind: SessionNewsKind;
  /** The environment of the session now (null when signed out). */
  readonly environment: EnvironmentId | null;
}

export interface SessionNews {
  /** Every feed subscribes; returns the unsubscribe function. */
  subscribe(listener: (news: SessionNewsItem) => void): () => void;
  /** Looks at the session now, tells every subscriber what moved; answers the serial of the news so far. */
  check(): number;
  /** The environment of the usable session as of the last check, or null. */
  environment(): EnvironmentId | null;
}

/** The same session at the same hosts (compared by value: a settings reload may copy the object). */
export const sameConnection = (a: Connection, b: Connection): boolean =>
  a.session === b.session && (a.environment === b.environment || JSON.stringify(a.environment) === JSON.stringify(b.environment));

const usable = (connection: Connection | null): connection is Connection => {
  const state = connection?.session.snapshot().state;
  return state === 'active' || state === 'inactive';
};

/** Creates the news over the connection source (the session registry's current session). */
export function createSessionNews(deps: { current(): Connection | null; logger: Logger }): SessionNews {
  const listeners = new Set<(news: SessionNewsItem) => void>();
  /** The last usable connection seen, kept through a sign-out so that its return is "back". */
  let last: Connection | null = null;
  let live = false;
  let serial = 0;

  function announce(kind: SessionNewsKind): void {
    serial += 1;
    const news: SessionNewsItem = { kind, environment: live && last !== null ? last.environment.id : null };
    for (const listener of [...listeners]) {
      try {
        listener(news);
      } catch (error) {
        deps.logger.error('session news listener failed', { kind, error: String(error) });
      }
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check() {
      const now = deps.current();
      if (!usable(now)) {
        if (live) {
          live = false;
          announce('signed-out');
        }
        return serial;
      }
      const same = last !== null && sameConnection(last, now);
      const first = last === null;
      last = now;
      if (same && live) return serial;
      live = true;
      // The first session ever, or the one that went away: the feeds' memory still holds.
      announce(same || first ? 'back' : 'replaced');
      return serial;
    },
    environment: () => (live && last !== null ? last.environment.id : null),
  };
}

/** What every data call answers, and a feed shows, while the session is gone. */
export const NOT_SIGNED_IN: AppError = { code: 'not-signed-in', message: 'Not signed in: sign in to see option chains and orders.' };
/** What a one-shot read answers when the session moved while it was under way: its answer was the old session's. */
export const SESSION_CHANGED: AppError = {
  code: 'not-signed-in',
  message: 'The session changed while this was being read: ask again to read it with the current session.',
};
/** What a feed shows between a replaced session and its first answer from the new one. */
export const SESSION_REPLACED: AppError = { code: 'not-signed-in', message: 'The session changed; refreshing with the new one.' };

/**
 * The usual reaction of a feed to the news: signed out, suspend (the last data stays, marked
 * stale); replaced, forget everything the old session fetched and refresh with the new one; back,
 * resume where it was. A feed with another policy (the chain ends its watch) writes its own;
 * `resume` is how it resumes (All accounts queues it: orders/all-accounts.ts).
 */
export function followSessionNews(
  news: SessionNewsItem,
  feed: { suspend(error: AppError): void; resume(): void; forget(): void },
  resume: () => void = () => feed.resume(),
): void {
  if (news.kind === 'signed-out') {
    feed.suspend(NOT_SIGNED_IN);
    return;
  }
  if (news.kind === 'replaced') {
    feed.forget();
    feed.suspend(SESSION_REPLACED);
  }
  resume();
}
