/**
 * A live feed on the poller (poller.ts) as the feeds write it, and the set of a service's feeds
 * (feed-set.ts), on a fake clock: the setting within its bounds, the budget asked with the feed's
 * cost, the feed's own visibility, one state object per change, `push` and `touch`, the cost of a
 * paused or stopped feed; every feed of a set hears the session news, the window and the
 * settings, and shutting down stops them all and hears no more news.
 */
import { describe, expect, it } from 'vitest';
import { createFeedSet } from '../../../../electron/backend/live/feed-set.ts';
import { createPoller } from '../../../../electron/backend/live/poller.ts';
import type { FeedStatus } from '../../../../shared/domain/feed-status.ts';
import { ok } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';
import { fakeSessions } from './fake-sessions.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const S = 1000;
const BOUNDS = { min: 5, max: 300, default: 10 } as const;

interface Counted {
  reads: number;
  status: FeedStatus;
}

function feedOn(
  clock: ReturnType<typeof createFakeClock>,
  options: { seconds?: () => number; windowVisible?: () => boolean; session?: { check(): number } } = {},
) {
  let reads = 0;
  let shown = true;
  let cost = 3;
  const paced: { intervalMs: number; requests: number }[] = [];
  const pushes: { state: Counted; landed: boolean }[] = [];
  const feed = createPoller<number, Counted>({
    name: 'test feed',
    clock,
    random: () => 0,
    logger: silentLogger,
    ...(options.session === undefined ? {} : { session: options.session }),
    windowVisible: options.windowVisible ?? (() => true),
    pace: (intervalMs, requests) => {
      paced.push({ intervalMs, requests });
      return { intervalMs, slowedBecause: null };
    },
    hidden: 'stop',
    seconds: options.seconds ?? (() => 10),
    bounds: BOUNDS,
    shown: () => shown,
    cost: () => cost,
    fetch: async () => ok(1),
    accept: (data) => (reads += data),
    compose: (status) => ({ reads, status }),
    emit: (state, landed) => pushes.push({ state, landed }),
    forget: () => (reads = 0),
  });
  return {
    feed,
    paced,
    pushes,
    show(next: boolean) {
      shown = next;
      feed.reschedule();
    },
    setCost: (next: number) => (cost = next),
  };
}

describe('a live feed on the poller', () => {
  it('reads its setting within its bounds and asks the budget for its own cost', async () => {
    const clock = createFakeClock(START);
    let seconds = 1;
    const t = feedOn(clock, { seconds: () => seconds });
    await t.feed.refresh();
    expect(t.feed.state().status.intervalMs).toBe(5 * S);
    expect(t.paced.at(-1)).toEqual({ intervalMs: 5 * S, requests: 3 });
    seconds = Number.NaN;
    t.setCost(7);
    t.feed.reschedule();
    expect(t.paced.at(-1)).toEqual({ intervalMs: 10 * S, requests: 7 });
  });

  it('plans nothing while its own view hides it, and is overdue when shown again', async () => {
    const clock = createFakeClock(START);
    const t = feedOn(clock);
    await t.feed.refresh();
    t.show(false);
    expect(t.feed.state().status.nextRefreshAt).toBeNull();
    await clock.advance(60 * S);
    expect(t.feed.state().reads).toBe(1);
    t.show(true);
    await clock.advance(0);
    expect(t.feed.state().reads).toBe(2);
  });

  it('answers the state it last pushed, one object per change; push and touch compose it anew', async () => {
    const clock = createFakeClock(START);
    const t = feedOn(clock);
    const after = await t.feed.refresh();
    expect(after).toBe(t.pushes.at(-1)?.state);
    expect(t.feed.state()).toBe(after);
    t.feed.push();
    expect(t.pushes.at(-1)).toEqual({ state: after, landed: false });
    expect(t.pushes.at(-1)?.state).not.toBe(after);
    const pushed = t.feed.state();
    t.feed.touch();
    expect(t.feed.state()).not.toBe(pushed);
    expect(t.feed.state()).toEqual(pushed);
  });

  it('forgets what it read, and costs nothing while paused or stopped', async () => {
    const clock = createFakeClock(START);
    const t = feedOn(clock);
    await t.feed.refresh();
    expect(t.feed.cost()).toBe(3);
    t.feed.pause(true);
    expect(t.feed.cost()).toBe(0);
    t.feed.pause(false);
    t.feed.forget();
    expect(t.feed.state().reads).toBe(0);
    t.feed.stop();
    expect(t.feed.cost()).toBe(0);
    await clock.advance(60 * S);
    expect(t.feed.state().reads).toBe(0);
  });
});

describe('the feeds of a service', () => {
  it('makes a feed once per key; every feed hears the news, the window and the settings', async () => {
    const clock = createFakeClock(START);
    const sessions = fakeSessions('demo');
    sessions.news.check();
    const tests = new Map<string, ReturnType<typeof feedOn>>();
    const set = createFeedSet(sessions.news, (key) => {
      const t = feedOn(clock, { windowVisible: () => set.windowVisible(), session: sessions.news });
      tests.set(key, t);
      return t.feed;
    });
    const a = set.open('a');
    expect(set.open('a')).toBe(a);
    const b = set.open('b');
    await Promise.all([a.refresh(), b.refresh()]);
    expect([...tests.keys()]).toEqual(['a', 'b']);

    sessions.signOut();
    sessions.news.check();
    for (const feed of [a, b]) expect(feed.state().status.stale?.error.code).toBe('not-signed-in');

    sessions.signIn('sandbox');
    sessions.news.check();
    await clock.advance(0);
    // Replaced: each forgot the old session's reads and read anew with the new one.
    for (const feed of [a, b]) expect(feed.state()).toMatchObject({ reads: 1, status: { stale: null } });

    set.setWindowVisible(false);
    for (const feed of [a, b]) expect(feed.state().status.nextRefreshAt).toBeNull();
    set.setWindowVisible(true);
    const planned = tests.get('a')?.paced.length ?? 0;
    set.settingsChanged();
    expect(tests.get('a')?.paced.length).toBe(planned + 1);
  });

  it('closes one feed; shutting down stops every feed, and later news reaches none', async () => {
    const clock = createFakeClock(START);
    const sessions = fakeSessions('demo');
    sessions.news.check();
    const set = createFeedSet(sessions.news, () => feedOn(clock, { session: sessions.news }).feed);
    const a = set.open('a');
    const b = set.open('b');
    await Promise.all([a.refresh(), b.refresh()]);
    set.close('a');
    expect(set.get('a')).toBeUndefined();
    expect(a.cost()).toBe(0);
    expect(set.disposed()).toBe(false);
    set.dispose();
    expect(set.disposed()).toBe(true);
    expect(b.cost()).toBe(0);
    sessions.signOut();
    sessions.news.check();
    expect(b.state().status.stale).toBeNull();
    // A call that was waiting when the app quit gets a feed that never runs.
    const late = set.open('c');
    expect(set.get('c')).toBeUndefined();
    expect(await late.refresh()).toMatchObject({ reads: 0 });
    expect(clock.pending()).toBe(0);
  });

  it('a stopped feed pushes nothing, even when its own data changes', async () => {
    const clock = createFakeClock(START);
    const t = feedOn(clock);
    await t.feed.refresh();
    const pushes = t.pushes.length;
    t.feed.stop();
    t.feed.push();
    expect(t.pushes).toHaveLength(pushes);
  });
});
