/**
 * The live feeds of one service (one per account, or the session's one) and the lifecycle every
 * such service gives them: every feed hears every move of the session (session-news.ts
 * `followSessionNews`, or the service's own reaction), the window's visibility and the service's
 * settings re-plan them all, and shutting down stops them all. Feeds are kept in a Map, so no key
 * (`constructor`, `__proto__`) reaches an object's prototype.
 */
import type { Poller } from './feed.ts';
import { followSessionNews, type SessionNews, type SessionNewsItem } from './session-news.ts';

type Feed = Pick<Poller<unknown>, 'reschedule' | 'suspend' | 'resume' | 'forget' | 'stop'>;

/** What a service of live feeds gives its part (service-part.ts `livePart`) to drive. */
export interface LiveLifecycle {
  /** The window was hidden or shown: every feed plans anew. */
  setWindowVisible(visible: boolean): void;
  /** The service's settings section changed: every feed plans anew. */
  settingsChanged(): void;
  /** Shutting down: every feed stops and no news is heard. */
  dispose(): void;
}

export interface FeedSet<F extends Feed> extends LiveLifecycle {
  get(key: string): F | undefined;
  /** The key's feed, made on first use (after `dispose`, one that is stopped already). */
  open(key: string): F;
  /** Stops and forgets the key's feed. */
  close(key: string): void;
  /** Whether the window is shown (every feed's `windowVisible`). */
  windowVisible(): boolean;
  disposed(): boolean;
}

/** Creates the set over the session news; `make` builds a key's feed, `follow` is how a feed (of `key`) takes the news. */
export function createFeedSet<F extends Feed>(
  news: Pick<SessionNews, 'subscribe'>,
  make: (key: string) => F,
  follow: (news: SessionNewsItem, feed: F, key: string) => void = (news, feed) => followSessionNews(news, feed),
): FeedSet<F> {
  const feeds = new Map<string, F>();
  let visible = true;
  let disposed = false;
  const replanAll = (): void => {
    for (const feed of feeds.values()) feed.reschedule();
  };
  // Every feed hears every move of the session, whatever else hears it and in whatever order.
  const stopNews = news.subscribe((item) => {
    for (const [key, feed] of [...feeds]) follow(item, feed, key);
  });

  return {
    get: (key) => feeds.get(key),
    open(key) {
      let feed = feeds.get(key);
      if (feed !== undefined) return feed;
      feed = make(key);
      // Shut down already (a call that was waiting when the app quit): a feed that never runs.
      if (disposed) feed.stop();
      else feeds.set(key, feed);
      return feed;
    },
    close(key) {
      feeds.get(key)?.stop();
      feeds.delete(key);
    },
    windowVisible: () => visible,
    setWindowVisible(next) {
      if (visible === next) return;
      visible = next;
      replanAll();
    },
    settingsChanged: replanAll,
    dispose() {
      disposed = true;
      stopNews();
      for (const feed of feeds.values()) feed.stop();
      feeds.clear();
    },
    disposed: () => disposed,
  };
}
