/**
 * What the app's one polite live region says (live-region.tsx shows it). Announcing replaces the
 * words rather than queueing them: a screen reader hears the latest state, not an avalanche of
 * every step that led to it. The same words said again while they are recent are one
 * announcement (several parts of the app may see the same event); said again later, they are
 * news again and are spoken again.
 */

/** The words to speak; `seq` changes with each announcement so the region can repeat the same words. */
export interface Announcement {
  text: string;
  seq: number;
}

/** The live region's source of words. */
export interface Announcer {
  /** Says `text` (whitespace collapsed), replacing whatever was said before. */
  announce(text: string): void;
  current(): Announcement;
  /** Calls `listener` after each announcement; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The same words within this long of the last time they were said are not said again. */
export const REPEAT_AFTER_MS = 10_000;

/** An announcer on the given clock (epoch ms). */
export function createAnnouncer(now: () => number): Announcer {
  let current: Announcement = { text: '', seq: 0 };
  let saidAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  return {
    announce(text) {
      const words = text.replace(/\s+/g, ' ').trim();
      if (words === '') return;
      const at = now();
      if (words === current.text && at - saidAt < REPEAT_AFTER_MS) return;
      current = { text: words, seq: current.seq + 1 };
      saidAt = at;
      for (const listener of listeners) listener();
    },
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's announcer: the live region at the root reads it, any part of the app may announce. */
export const appAnnouncer: Announcer = createAnnouncer(() => Date.now());

/** Says `text` through the app's live region (politely, replacing what it said before). */
export const announce = (text: string): void => appAnnouncer.announce(text);
