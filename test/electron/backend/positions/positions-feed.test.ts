/**
 * The positions feed on a fake clock with a scripted provider: the pace (setting, never hidden),
 * stopped while the view or the window is hidden and refreshed at once when shown again, what
 * each push says changed (only what moved, by position key, as the service encodes it), stale marking and backoff on failure with the last read kept,
 * the Accounts budget's "why slower" line, pause, suspend and resume, forget.
 */
import { describe, expect, it } from 'vitest';
import { createPositionsFeed, type SnapshotRead } from '../../../../electron/backend/positions/positions-feed.ts';
import type { Position } from '../../../../shared/domain/positions.ts';
import { snapshotKeying, type PositionsState } from '../../../../shared/domain/positions-watch.ts';
import { pushEncoder } from '../../../../electron/backend/live/push-encoder.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { position } from '../../../helpers/position-builder.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const S = 1000;

const read = (positions: Position[], pages = 1): Result<SnapshotRead> =>
  ok({
    snapshot: { portfolio: { accountId: '83405188', positions, totals: null, pages, problems: [] }, balance: { accountType: 'MARGIN' } },
    requests: pages + 1,
  });

const aapl = (last: number) => position({ positionId: '1', symbol: 'AAPL', quote: { last }, marketValue: 100 * last });
const msft = (last: number) => position({ positionId: '2', symbol: 'MSFT', underlier: 'MSFT', quote: { last }, marketValue: 100 * last });

function setup(options: { pace?: (intervalMs: number, requests: number) => { intervalMs: number; slowedBecause: string | null } } = {}) {
  const clock = createFakeClock(START);
  let next = read([aapl(190), msft(410)]);
  let windowVisible = true;
  const requests: number[] = [];
  const emitted: PositionsState[] = [];
  /** What each push said changed, encoded as the service encodes it (positions-service.ts). */
  const encoder = pushEncoder(snapshotKeying);
  const named: { changed: readonly string[]; removed: readonly string[] }[] = [];
  const feed = createPositionsFeed({
    accountKey: 'dBZOKt9xDrtRSAOl4MSiiA',
    clock,
    random: () => 0,
    logger: silentLogger,
    read: async () => {
      requests.push(clock.now());
      return next;
    },
    ...(options.pace === undefined ? {} : { pace: options.pace }),
    refreshSeconds: () => 10,
    windowVisible: () => windowVisible,
    emit: (state) => {
      emitted.push(state);
      const change = encoder.encode(state.accountKey, state.snapshot);
      // A snapshot names nothing (a first read is a baseline), nor does "same" (status only).
      named.push(change.kind === 'delta' ? { changed: change.upserted.map(([key]) => key), removed: change.removed } : { changed: [], removed: [] });
    },
  });
  return {
    clock,
    feed,
    requests,
    emitted,
    /** What the last push said changed. */
    lastNamed: () => named.at(-1),
    serve(value: Result<SnapshotRead>) {
      next = value;
    },
    setWindow(value: boolean) {
      windowVisible = value;
      feed.reschedule();
    },
  };
}

describe('the positions feed', () => {
  it('reads, then refreshes every 10 s; a refresh says which positions changed, the first none', async () => {
    const t = setup();
    const first = await t.feed.refresh();
    expect(first.snapshot?.portfolio.positions).toHaveLength(2);
    expect(t.lastNamed()).toEqual({ changed: [], removed: [] });
    expect(first).toMatchObject({ stale: null, intervalMs: 10 * S, nextRefreshAt: START + 10 * S, shown: true, dataTime: START });
    t.serve(read([aapl(191), msft(410)]));
    await t.clock.advance(10 * S);
    expect(t.requests).toEqual([START, START + 10 * S]);
    expect(t.lastNamed()).toEqual({ changed: ['1'], removed: [] });
    expect(t.emitted.at(-1)?.revision).toBe(t.feed.state().revision);
    t.serve(read([msft(411)]));
    await t.clock.advance(10 * S);
    expect(t.lastNamed()).toEqual({ changed: ['2'], removed: ['1'] });
    // A status-only push (paused) carries no changes: the rows flashed once already.
    t.feed.pause(true);
    expect(t.emitted.at(-1)).toMatchObject({ paused: true });
    expect(t.lastNamed()).toEqual({ changed: [], removed: [] });
  });

  it('stops while the view or the window is hidden, and refreshes at once when shown again', async () => {
    const t = setup();
    await t.feed.refresh();
    t.feed.show(false);
    expect(t.feed.state()).toMatchObject({ shown: false, nextRefreshAt: null });
    await t.clock.advance(10 * 60 * S);
    expect(t.requests).toHaveLength(1);
    t.feed.show(true);
    await t.clock.advance(0);
    expect(t.requests).toEqual([START, START + 10 * 60 * S]);
    t.setWindow(false);
    await t.clock.advance(5 * 60 * S);
    expect(t.requests).toHaveLength(2);
    t.setWindow(true);
    await t.clock.advance(0);
    expect(t.requests).toHaveLength(3);
  });

  it('keeps the last read, marked stale since the first failure, and backs off; a success clears it', async () => {
    const t = setup();
    await t.feed.refresh();
    t.serve(fail('network', 'The provider could not be reached.'));
    await t.clock.advance(10 * S);
    const stale = t.feed.state();
    expect(stale.snapshot?.portfolio.positions).toHaveLength(2);
    expect(stale.stale).toEqual({ error: { code: 'network', message: 'The provider could not be reached.' }, since: START + 10 * S });
    expect(stale.intervalMs).toBe(20 * S);
    await t.clock.advance(20 * S);
    expect(t.feed.state().stale?.since).toBe(START + 10 * S);
    expect(t.feed.state().intervalMs).toBe(40 * S);
    t.serve(read([aapl(190), msft(410)]));
    await t.clock.advance(40 * S);
    expect(t.feed.state()).toMatchObject({ stale: null, intervalMs: 10 * S });
    expect(t.lastNamed()).toEqual({ changed: [], removed: [] });
  });

  it('asks the Accounts budget with the requests the last read cost, and says why it is slower', async () => {
    const asked: [number, number][] = [];
    const t = setup({
      pace: (intervalMs, requests) => {
        asked.push([intervalMs, requests]);
        return { intervalMs: 60 * S, slowedBecause: 'Accounts budget running low: refreshing every 60 s' };
      },
    });
    t.serve(read([aapl(190)], 3));
    const state = await t.feed.refresh();
    expect(asked.at(-1)).toEqual([10 * S, 4]);
    expect(state).toMatchObject({ intervalMs: 60 * S, slowedBecause: 'Accounts budget running low: refreshing every 60 s', nextRefreshAt: START + 60 * S });
  });

  it('suspends with the reason and the read kept, resumes at once; forget drops the read', async () => {
    const t = setup();
    await t.feed.refresh();
    t.feed.suspend({ code: 'not-signed-in', message: 'Not signed in.' });
    await t.clock.advance(60 * S);
    expect(t.requests).toHaveLength(1);
    expect(t.feed.state()).toMatchObject({ stale: { error: { code: 'not-signed-in' } }, nextRefreshAt: null });
    expect(t.feed.state().snapshot).not.toBeNull();
    t.feed.forget();
    expect(t.feed.state().snapshot).toBeNull();
    t.feed.resume();
    await t.clock.advance(0);
    expect(t.requests).toHaveLength(2);
    expect(t.feed.state()).toMatchObject({ stale: null });
    expect(t.lastNamed()).toEqual({ changed: [], removed: [] });
    t.feed.stop();
    await t.clock.advance(60 * S);
    expect(t.requests).toHaveLength(2);
  });
});
