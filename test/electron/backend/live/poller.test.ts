/**
 * The timing engine of every live feed on a fake clock with a seeded random: plans from the end of
 * the last cycle, one cycle in flight, abort on stop and suspend, backoff with jitter, the budget's
 * pace (and how it composes with backoff), the hidden-window policies, pause, suspend and resume,
 * the feed status it keeps, and answers fetched with a session that changed meanwhile dropped.
 */
import { describe, expect, it } from 'vitest';
import type { HiddenPolicy } from '../../../../electron/backend/live/feed-timing.ts';
import { createPoller } from '../../../../electron/backend/live/poller.ts';
import type { FeedStatus } from '../../../../shared/domain/feed-status.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const S = 1000;
const UNBOUNDED = { min: 0, max: 86_400, default: 10 } as const;

/** A seeded generator in [0, 1) (LCG): the same jitter on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function setup(options: { hidden?: HiddenPolicy; baseMs?: number; random?: () => number; floor?: number } = {}) {
  const clock = createFakeClock(START);
  let visible = true;
  let answer: Result<number> = ok(1);
  let gate: Promise<void> | null = null;
  const fetches: { at: number; signal: AbortSignal }[] = [];
  const accepted: { data: number; at: number }[] = [];
  const emitted: { status: FeedStatus; landed: boolean }[] = [];
  const session = { serial: 0, check: () => session.serial };
  const poller = createPoller<number, FeedStatus>({
    name: 'test feed',
    clock,
    random: options.random ?? (() => 0),
    logger: silentLogger,
    hidden: options.hidden ?? 'stop',
    // The setting in whole seconds, within bounds that hold every value these tests use.
    seconds: () => (options.baseMs ?? 10 * S) / S,
    bounds: UNBOUNDED,
    windowVisible: () => visible,
    cost: () => 1,
    pace: (intervalMs) => {
      const floor = options.floor ?? 0;
      return floor > intervalMs ? { intervalMs: floor, slowedBecause: 'budget running low' } : { intervalMs, slowedBecause: null };
    },
    session,
    async fetch(signal) {
      fetches.push({ at: clock.now(), signal });
      if (gate !== null) await gate;
      return answer;
    },
    accept: (data, at) => accepted.push({ data, at }),
    compose: (status) => status,
    emit: (status, landed) => emitted.push({ status, landed }),
  });
  return {
    clock,
    poller,
    fetches,
    accepted,
    emitted,
    session,
    times: () => fetches.map((f) => (f.at - START) / S),
    serve: (next: Result<number>) => (answer = next),
    setVisible(next: boolean) {
      visible = next;
      poller.reschedule();
    },
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('when it runs', () => {
  it('plans each refresh from the end of the last: a slow answer pushes the next one back', async () => {
    const t = setup();
    const release = t.hold();
    const first = t.poller.refresh();
    await t.clock.advance(3 * S);
    release();
    await first;
    expect(t.poller.status().nextRefreshAt).toBe(START + 13 * S);
    await t.clock.advance(20 * S);
    expect(t.times()).toEqual([0, 13, 23]);
  });

  it('keeps one cycle in flight: refreshes asked for meanwhile join it', async () => {
    const t = setup();
    const release = t.hold();
    const a = t.poller.refresh();
    const b = t.poller.refresh();
    expect(t.poller.status().refreshing).toBe(true);
    release();
    await Promise.all([a, b]);
    expect(t.fetches).toHaveLength(1);
    expect(t.accepted).toHaveLength(1);
  });

  it('reschedule with nothing done yet starts one interval from creation; overdue means now', async () => {
    const t = setup();
    t.poller.reschedule();
    expect(t.poller.status().nextRefreshAt).toBe(START + 10 * S);
    t.setVisible(false);
    await t.clock.advance(30 * S);
    expect(t.fetches).toHaveLength(0);
    t.setVisible(true);
    await t.clock.advance(0);
    expect(t.times()).toEqual([30]);
  });

  it('pause stops planning; unpausing refreshes at once when overdue', async () => {
    const t = setup();
    await t.poller.refresh();
    t.poller.pause(true);
    expect(t.poller.status()).toMatchObject({ paused: true, nextRefreshAt: null });
    await t.clock.advance(60 * S);
    expect(t.fetches).toHaveLength(1);
    t.poller.pause(false);
    await t.clock.advance(0);
    expect(t.times()).toEqual([0, 60]);
  });
});

describe('the hidden window, by policy', () => {
  it('stop: no timer at all while hidden', async () => {
    const t = setup({ hidden: 'stop' });
    await t.poller.refresh();
    t.setVisible(false);
    expect(t.clock.pending()).toBe(0);
    expect(t.poller.status().nextRefreshAt).toBeNull();
  });

  it('slow: six times slower, at most two minutes', async () => {
    const t = setup({ hidden: 'slow' });
    await t.poller.refresh();
    t.setVisible(false);
    expect(t.poller.status()).toMatchObject({ intervalMs: 60 * S, nextRefreshAt: START + 60 * S });
  });

  it('keep: the same pace hidden as shown', async () => {
    const t = setup({ hidden: 'keep' });
    await t.poller.refresh();
    t.setVisible(false);
    await t.clock.advance(30 * S);
    expect(t.times()).toEqual([0, 10, 20, 30]);
  });
});

describe('failures, backoff and the budget', () => {
  it('marks stale from the first failure on, backs off with seeded jitter, and recovers', async () => {
    const random = seededRandom(26);
    const jitter = seededRandom(26);
    const t = setup({ random });
    t.serve(fail('network', 'Could not reach the provider.'));
    await t.poller.refresh();
    const waits: number[] = [];
    for (let failures = 1; failures <= 6; failures += 1) {
      const status = t.poller.status();
      expect(status.stale).toMatchObject({ error: { code: 'network' }, since: START });
      const expected = Math.max(10 * S, Math.round(Math.min(300 * S, 10 * S * 2 ** failures) * (1 - 0.25 * jitter())));
      expect(status.intervalMs).toBe(expected);
      waits.push(status.intervalMs);
      await t.clock.advance(status.intervalMs);
    }
    // Doubling, within a quarter below, capped at five minutes.
    expect(waits.every((wait, i) => wait >= 0.75 * Math.min(300 * S, 10 * S * 2 ** (i + 1)))).toBe(true);
    t.serve(ok(2));
    await t.clock.advance(t.poller.status().intervalMs);
    expect(t.poller.status()).toMatchObject({ stale: null, intervalMs: 10 * S });
  });

  it('the budget slows it and says why; it never shortens a backoff', async () => {
    const t = setup({ floor: 30 * S });
    await t.poller.refresh();
    expect(t.poller.status()).toMatchObject({ intervalMs: 30 * S, slowedBecause: 'budget running low', nextRefreshAt: START + 30 * S });
    t.serve(fail('network', 'down'));
    await t.clock.advance(30 * S);
    // One failure: 20 s of backoff, shorter than the budget's 30 s: the budget's, with its words.
    expect(t.poller.status()).toMatchObject({ intervalMs: 30 * S, slowedBecause: 'budget running low' });
    await t.clock.advance(30 * S);
    expect(t.poller.status()).toMatchObject({ intervalMs: 40 * S, slowedBecause: null });
    await t.clock.advance(40 * S);
    // Three failures: 80 s of backoff, longer than the budget's 30 s, and so no "slower" words.
    expect(t.poller.status()).toMatchObject({ intervalMs: 80 * S, slowedBecause: null });
    expect(t.times()).toEqual([0, 30, 60, 100]);
  });

  it('a fetch that throws is an internal failure, never a feed stuck refreshing', async () => {
    const t = setup();
    t.serve(Promise.reject(new Error('bug')) as unknown as Result<number>);
    await t.poller.refresh();
    expect(t.poller.status()).toMatchObject({ refreshing: false, stale: { error: { code: 'internal' } } });
    expect(t.clock.pending()).toBe(1);
  });
});

describe('stop, suspend and resume', () => {
  it('stop aborts the cycle in flight, publishes nothing more and leaves no timer', async () => {
    const t = setup();
    const release = t.hold();
    const cycle = t.poller.refresh();
    const pushes = t.emitted.length;
    t.poller.stop();
    expect(t.fetches[0]?.signal.aborted).toBe(true);
    release();
    await cycle;
    expect(t.accepted).toEqual([]);
    expect(t.emitted).toHaveLength(pushes);
    expect(t.clock.pending()).toBe(0);
  });

  it('suspend aborts, marks stale once and plans nothing; resume refreshes at once', async () => {
    const t = setup();
    await t.poller.refresh();
    const release = t.hold();
    void t.poller.refresh();
    const error = { code: 'not-signed-in' as const, message: 'Not signed in.' };
    t.poller.suspend(error);
    t.poller.suspend(error);
    expect(t.emitted.filter((e) => e.status.stale?.error.code === 'not-signed-in')).toHaveLength(1);
    expect(t.fetches[1]?.signal.aborted).toBe(true);
    release();
    await t.clock.advance(60 * S);
    expect(t.accepted).toHaveLength(1);
    expect(t.poller.status()).toMatchObject({ stale: { since: START }, nextRefreshAt: null, refreshing: false });
    t.poller.resume();
    await t.clock.advance(0);
    expect(t.accepted).toHaveLength(2);
    expect(t.poller.status().stale).toBeNull();
  });

  it('an answer fetched before the session news moved is dropped, whether or not the feed heard it', async () => {
    const t = setup();
    const release = t.hold();
    const cycle = t.poller.refresh();
    t.session.serial += 1;
    release();
    await cycle;
    expect(t.accepted).toEqual([]);
    expect(t.poller.status()).toMatchObject({ refreshing: false, stale: null });
    // The next cycle, all of it under the new session, counts.
    await t.clock.advance(10 * S);
    expect(t.accepted).toHaveLength(1);
  });
});

describe('the status it pushes', () => {
  it('one push when a cycle starts, one when its answer landed with the next refresh planned', async () => {
    const t = setup();
    await t.poller.refresh();
    expect(t.emitted.map((e) => [e.status.refreshing, e.status.nextRefreshAt, e.landed])).toEqual([
      [true, null, false],
      [false, START + 10 * S, true],
    ]);
  });

  it('a reschedule that changes nothing pushes nothing', async () => {
    const t = setup();
    await t.poller.refresh();
    const pushes = t.emitted.length;
    t.poller.reschedule();
    t.poller.reschedule();
    expect(t.emitted).toHaveLength(pushes);
  });
});
