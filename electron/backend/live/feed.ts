/**
 * What a live feed is to its service: what the service hands every feed it makes, and the controls
 * it drives. The one poller (poller.ts) makes a feed of these; a service keeps its feeds in a feed
 * set (feed-set.ts).
 */
import type { FeedStatus } from '../../../shared/domain/feed-status.ts';
import type { AppError } from '../../../shared/result.ts';
import type { PaceAdvice } from '../broker/quota/quota-pace.ts';
import type { Clock, Logger } from '../services.ts';

/** What a feed's service hands every feed it makes. */
export interface FeedDeps {
  clock: Clock;
  /** In [0, 1): the backoff's jitter. */
  random: () => number;
  logger: Logger;
  /** The serial of the session news (session-news.ts `check`); an answer is published only if it did not move. */
  session?: { check(): number };
  /** The budget's say for `requests` every `intervalMs` (the service knows the module). Absent: as asked. */
  pace?: (intervalMs: number, requests: number) => PaceAdvice;
  windowVisible(): boolean;
}

/** A live feed's controls. */
export interface Poller<S> {
  /** What was last pushed (one object per change), or composed anew after `touch`. */
  state(): S;
  status(): FeedStatus;
  /** Requests the next refresh is expected to cost; 0 while paused or stopped: it spends nothing. */
  cost(): number;
  /** Refreshes now, or joins the refresh under way; resolves once the next one is planned. */
  refresh(): Promise<S>;
  pause(paused: boolean): S;
  /** Visibility or settings changed: plan the next refresh anew (overdue means now). */
  reschedule(): void;
  /** The session is gone: abort, stop planning, mark stale with `error` (its first time kept). */
  suspend(error: AppError): void;
  /**
   * After a suspend: refresh at once (once an aborted cycle has unwound); resolves once the next
   * one is planned. `null` when not suspended (or stopped): nothing to resume.
   */
  resume(): Promise<void> | null;
  /** The session was replaced: the feed forgets what it read. */
  forget(): void;
  /** Ends the feed: no timer, no push, nothing in flight counts. */
  stop(): void;
  /** The feed's own data changed between refreshes: compose the state anew and push it. */
  push(): void;
  /** What the feed shows changed: compose the state anew when next asked, pushing nothing. */
  touch(): void;
}
