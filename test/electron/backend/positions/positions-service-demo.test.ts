/**
 * The positions service against the demo broker on loopback, through the real backend (signed
 * session, session client, v1 client and decoders, quota meter): a watched account's positions and
 * balance in both formats, one Accounts request per page plus one for the balance counted by the
 * meter, a refresh after the simulated market moved naming only the positions whose figures moved,
 * nothing asked while hidden, the sign-out kept stale, and the legacy API's `unsupported`; the
 * feeds no view watches kept for a quick return up to a cap, released past it and when the session
 * is replaced, and a feed watched twice released only when its last watcher goes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionClient } from '../../../../electron/backend/broker/session-client.ts';
import { createPositionsService, IDLE_POSITIONS_KEPT } from '../../../../electron/backend/positions/positions-service.ts';
import type { Clock } from '../../../../electron/backend/services.ts';
import { positionKey } from '../../../../shared/domain/positions.ts';
import { positionsPushReader, type PositionsPush, type PositionsState } from '../../../../shared/domain/positions-watch.ts';
import { unreadable } from '../../../helpers/feed-pushes.ts';
import { realTimers, signedInDemo, type DemoFixture } from '../../../helpers/signed-in-demo.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';

const KEY = 'dBZOKt9xDrtRSAOl4MSiiA';
const MINUTE = 60_000;

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function serviceOn(options: { api: 'v1' | 'legacy'; wireFormat?: 'json' | 'xml' }) {
  const f = await signedInDemo({ api: options.api, wireFormat: options.wireFormat ?? 'json', start: '2026-11-18T16:00:00Z' });
  fixture = f;
  let connected = true;
  let environment = f.environment;
  const client = createSessionClient({
    current: () => (connected ? { session: f.session, environment } : null),
    clock: realTimers(f.time),
    logger: silentLogger,
    random: () => 0,
  });
  // The feeds' own timers never fire: each refresh is asked for by the test, at the time it sets.
  const held: Clock = { now: f.time.now, setTimeout: () => () => {} };
  // Read as the page reads them (shared/domain/feed-push.ts): each push against the revision before.
  const raw: PositionsPush[] = [];
  const pushed: PositionsState[] = [];
  /** The position keys each push said changed. */
  const named: (readonly string[])[] = [];
  const read = positionsPushReader();
  const emitPositions = (push: PositionsPush) => {
    raw.push(push);
    const landed = read(push) ?? unreadable(push);
    pushed.push(landed.state);
    named.push(landed.upserted);
  };
  const service = createPositionsService({ client, clock: held, logger: silentLogger, random: () => 0, emitPositions, refreshSeconds: () => 10 });
  const portfolioRequests = () => f.sent.filter((url) => url.includes('/portfolio')).length;
  const balanceRequests = () => f.sent.filter((url) => url.includes('/balance')).length;
  return {
    f,
    client,
    service,
    raw,
    pushed,
    named,
    portfolioRequests,
    balanceRequests,
    accountsUsed: () => client.meter().snapshot().modules.accounts.used,
    signOut() {
      connected = false;
      client.news.check();
    },
    /** The same broker as another environment: the session news says "replaced". */
    replace() {
      environment = { ...f.environment, id: 'sandbox', name: 'Sandbox' };
      client.news.check();
    },
  };
}

describe('the positions service on the demo broker', () => {
  it.each(['json', 'xml'] as const)(
    'reads the positions (COMPLETE) and balance (%s); a refresh after the market moved names only what moved',
    async (wireFormat) => {
      const t = await serviceOn({ api: 'v1', wireFormat });
      const first = await t.service.watch(KEY);
      if (!first.ok) throw new Error(first.error.message);
      const snapshot = first.data.snapshot;
      expect(snapshot?.portfolio.positions.length).toBeGreaterThan(3);
      expect(snapshot?.portfolio.positions.some((p) => p.option !== null && p.greeks?.delta !== null)).toBe(true);
      expect(snapshot?.balance.accountId).toBe('83405188');
      expect(t.f.sent.find((url) => url.includes('/portfolio'))).toContain('view=COMPLETE');
      const pages = snapshot?.portfolio.pages ?? 0;
      expect(t.portfolioRequests()).toBe(pages);
      expect(t.balanceRequests()).toBe(1);
      expect(t.accountsUsed()).toBe(pages + 1);
      expect(first.data).toMatchObject({ stale: null, shown: true });
      // The first read is a snapshot: it names no position as changed.
      expect(t.named.at(-1)).toEqual([]);

      t.f.time.advance(5 * MINUTE);
      const second = await t.service.refresh(KEY);
      if (!second.ok) throw new Error(second.error.message);
      const before = new Map(snapshot?.portfolio.positions.map((p) => [positionKey(p), p]));
      const moved = second.data.snapshot?.portfolio.positions.filter((p) => JSON.stringify(p) !== JSON.stringify(before.get(positionKey(p)))).map(positionKey);
      const changed = t.named.at(-1) ?? [];
      expect(changed.length).toBeGreaterThan(0);
      expect([...changed].sort()).toEqual([...(moved ?? [])].sort());
      expect(t.accountsUsed()).toBe(2 * (pages + 1));
      expect(t.pushed.at(-1)?.snapshot).toEqual(second.data.snapshot);
      expect(t.pushed.at(-1)?.revision).toBe(second.data.revision);
      t.service.dispose();
    },
  );

  it('pushes the snapshot once a read: a change of the feed status alone carries none ("same")', async () => {
    const t = await serviceOn({ api: 'v1' });
    const kindOf = (push: PositionsPush) => push.snapshot.kind;
    await t.service.watch(KEY);
    expect(t.raw.map(kindOf)).not.toContain('same');
    const first = t.raw.length;
    // A refresh starts (status only: the same snapshot), then lands a new read.
    t.f.time.advance(MINUTE);
    await t.service.refresh(KEY);
    expect(t.raw.slice(first).map((push) => [kindOf(push), push.refreshing])).toEqual([
      ['same', true],
      ['delta', false],
    ]);
    // Pausing and resuming change the status only.
    const before = t.raw.length;
    t.service.pause(KEY, true);
    t.service.pause(KEY, false);
    expect(t.raw.slice(before).length).toBeGreaterThanOrEqual(2);
    expect(
      t.raw
        .slice(before)
        .map(kindOf)
        .filter((kind) => kind !== 'same'),
    ).toEqual([]);
    expect(t.raw.slice(before).some((push) => push.paused)).toBe(true);
    // Read in order, every push stands for the snapshot the service holds, under its revision.
    const state = await t.service.refresh(KEY);
    expect(state.ok && t.pushed.at(-1)?.snapshot).toEqual(state.ok && state.data.snapshot);
    expect(state.ok && t.pushed.at(-1)?.revision).toBe(state.ok && state.data.revision);
    t.service.dispose();
  });

  it('asks nothing while the view is hidden; shown again, the last read answers at once', async () => {
    const t = await serviceOn({ api: 'v1' });
    const first = await t.service.watch(KEY);
    expect(first.ok).toBe(true);
    const sent = t.f.sent.length;
    t.service.unwatch(KEY);
    t.service.setWindowVisible(false);
    t.f.time.advance(10 * MINUTE);
    expect(t.f.sent.length).toBe(sent);
    t.service.setWindowVisible(true);
    const again = await t.service.watch(KEY);
    expect(again.ok && again.data.snapshot).toEqual(first.ok && first.data.snapshot);
    expect(again.ok && again.data.nextRefreshAt).toBe(t.f.time.now());
    t.service.dispose();
  });

  it('keeps the last read, marked stale, when the session goes; a refresh then asks nothing and stays stale', async () => {
    const t = await serviceOn({ api: 'v1' });
    await t.service.watch(KEY);
    t.signOut();
    const last = t.pushed.at(-1);
    expect(last?.stale?.error.code).toBe('not-signed-in');
    expect(last?.snapshot?.portfolio.positions.length).toBeGreaterThan(0);
    const sent = t.portfolioRequests();
    const again = await t.service.refresh(KEY);
    expect(again.ok && again.data.stale?.error.code).toBe('not-signed-in');
    expect(again.ok && again.data.snapshot?.portfolio.positions.length).toBeGreaterThan(0);
    expect(t.portfolioRequests()).toBe(sent);
    t.service.dispose();
  });

  it('answers `unsupported` on the legacy API, which has no portfolio', async () => {
    const t = await serviceOn({ api: 'legacy' });
    const answer = await t.service.watch('83405188');
    expect(answer).toMatchObject({ ok: false, error: { code: 'unsupported', message: expect.stringContaining('legacy API has no portfolio') } });
    expect(t.portfolioRequests()).toBe(0);
    t.service.dispose();
  });
});

describe('the positions feeds the view let go', () => {
  const keyOf = (i: number) => `Zz${String(i).padStart(4, '0')}QpLr6Nv3Xb0Jd`;
  const watched = async (t: Awaited<ReturnType<typeof serviceOn>>, key: string) => (await t.service.refresh(key)).ok;

  it(`keeps at most ${IDLE_POSITIONS_KEPT} feeds no view watches (the most recently let go); older ones are released`, async () => {
    const t = await serviceOn({ api: 'v1' });
    const keys = Array.from({ length: IDLE_POSITIONS_KEPT + 5 }, (_, i) => keyOf(i));
    for (const key of keys) {
      await t.service.watch(key);
      t.service.unwatch(key);
    }
    const kept = await Promise.all(keys.map((key) => watched(t, key)));
    expect(kept).toEqual(keys.map((_, i) => i >= 5));
    expect(await t.service.refresh(keys[0] as string)).toMatchObject({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining('not being watched') },
    });
    t.service.dispose();
  });

  it('releases a feed only when its last watcher goes', async () => {
    const t = await serviceOn({ api: 'v1' });
    await t.service.watch(KEY);
    await t.service.watch(KEY);
    t.service.unwatch(KEY);
    // Still shown for the other watcher: its next refresh is planned.
    expect((await t.service.refresh(KEY)).ok && t.pushed.at(-1)?.nextRefreshAt).not.toBeNull();
    t.service.unwatch(KEY);
    expect(t.pushed.at(-1)?.nextRefreshAt).toBeNull();
    t.service.dispose();
  });

  it('lets go of every watch of a page gone without unwatching (reloaded, its process gone): its feeds stop refreshing', async () => {
    const t = await serviceOn({ api: 'v1' });
    const other = keyOf(1);
    await t.service.watch(KEY);
    await t.service.watch(KEY);
    await t.service.watch(other);
    t.service.pageGone();
    for (const key of [KEY, other]) expect(t.pushed.findLast((state) => state.accountKey === key)).toMatchObject({ shown: false, nextRefreshAt: null });
    // The new page watches afresh: one watch, one unwatch, and the feed is let go again.
    await t.service.watch(KEY);
    expect(t.pushed.at(-1)).toMatchObject({ accountKey: KEY, shown: true });
    t.service.unwatch(KEY);
    expect(t.pushed.at(-1)).toMatchObject({ accountKey: KEY, shown: false, nextRefreshAt: null });
    t.service.dispose();
  });

  it('releases every feed no view watches when the session is replaced; the watched ones go on with the new session', async () => {
    const t = await serviceOn({ api: 'v1' });
    const other = keyOf(1);
    await t.service.watch(KEY);
    await t.service.watch(other);
    t.service.unwatch(other);
    t.replace();
    expect(await watched(t, other)).toBe(false);
    const sent = t.f.sent.length;
    const again = await t.service.refresh(KEY);
    expect(again.ok && again.data.snapshot?.portfolio.positions.length).toBeGreaterThan(0);
    expect(t.f.sent.slice(sent).some((url) => url.includes(other))).toBe(false);
    t.service.dispose();
  });
});
