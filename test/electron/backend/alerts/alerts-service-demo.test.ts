/**
 * The alerts service against the demo broker on loopback, through the real backend's pieces
 * (signed session, session client, v1 client and decoders, quota meter): the inbox read at the
 * first session news (four Users requests, counted by the meter), unread first with each alert's
 * category; an execution notice of a fill made while the simulated day moved on arriving as news
 * once; an opened alert's message as text and the alert read from then on; never a DELETE; the
 * sign-out kept stale; the legacy API's `unsupported`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAlertsService } from '../../../../electron/backend/alerts/alerts-service.ts';
import { createSessionClient } from '../../../../electron/backend/broker/session-client.ts';
import type { Clock } from '../../../../electron/backend/services.ts';
import { alertsPushReader, type AlertsPush, type AlertsState, type InboxAlert } from '../../../../shared/domain/alerts-watch.ts';
import { unreadable } from '../../../helpers/feed-pushes.ts';
import { realTimers, signedInDemo, type DemoFixture } from '../../../helpers/signed-in-demo.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';

const MINUTE = 60_000;

let fixture: DemoFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function serviceOn(options: { api: 'v1' | 'legacy'; wireFormat?: 'json' | 'xml' }) {
  const f = await signedInDemo({ api: options.api, wireFormat: options.wireFormat ?? 'json', start: '2026-06-10T15:00:00Z', broker: { volume: 'load' } });
  fixture = f;
  let connected = true;
  const client = createSessionClient({
    current: () => (connected ? { session: f.session, environment: f.environment } : null),
    clock: realTimers(f.time),
    logger: silentLogger,
    random: () => 0,
  });
  // The feed's own timers never fire: each refresh is asked for by the test, at the time it sets.
  const held: Clock = { now: f.time.now, setTimeout: () => () => {} };
  // Read as the page reads them: an unchanged list is the one the environment's last push carried.
  const raw: AlertsPush[] = [];
  const pushed: AlertsState[] = [];
  const read = alertsPushReader();
  const emitAlerts = (push: AlertsPush) => {
    raw.push(push);
    pushed.push(read(push) ?? unreadable(push));
  };
  const news: InboxAlert[][] = [];
  const service = createAlertsService({
    client,
    clock: held,
    logger: silentLogger,
    random: () => 0,
    emitAlerts,
    notify: (alerts) => news.push([...alerts]),
    refreshSeconds: () => 60,
  });
  return {
    f,
    client,
    service,
    raw,
    pushed,
    news,
    usersUsed: () => client.meter().snapshot().modules.users.used,
    /** The first session news starts the first read; a refresh asked meanwhile joins it (no second read). */
    async firstNews() {
      client.news.check();
      await service.refresh();
    },
    signOut() {
      connected = false;
      client.news.check();
    },
  };
}

describe('the alerts service on the demo broker', () => {
  it.each(['json', 'xml'] as const)('reads the inbox at the first session news (%s): unread first, categories, four Users requests', async (wireFormat) => {
    const t = await serviceOn({ api: 'v1', wireFormat });
    await t.firstNews();
    const state = t.pushed.at(-1);
    if (state === undefined) throw new Error('nothing pushed');
    expect(state.stale).toBeNull();
    expect(state.environment).toBe('demo');
    expect(state.alerts.length).toBeGreaterThan(5);
    expect(t.usersUsed()).toBe(4);
    const lists = t.f.sent.filter((url) => new URL(url).pathname.startsWith('/v1/user/alerts'));
    expect(lists.map((url) => new URL(url).search).sort()).toEqual([
      '?count=300&category=ACCOUNT&status=UNREAD',
      '?count=300&category=STOCK&status=UNREAD',
      '?count=50&category=ACCOUNT',
      '?count=50&category=STOCK',
    ]);
    const firstRead = state.alerts.findIndex((a) => a.status !== 'UNREAD');
    expect(firstRead).toBeGreaterThan(0);
    expect(state.alerts.slice(firstRead).every((a) => a.status === 'READ')).toBe(true);
    expect(state.unread).toBeGreaterThanOrEqual(firstRead);
    expect(new Set(state.alerts.map((a) => a.category))).toEqual(new Set(['STOCK', 'ACCOUNT']));
    expect(state.fresh).toEqual([]);
    expect(t.news).toEqual([]);
  });

  it('a fill made as the day moves on arrives as news once; opening it gives its message as text and it reads read', async () => {
    const t = await serviceOn({ api: 'v1' });
    await t.firstNews();
    const before = t.pushed.at(-1);
    t.f.time.advance(20 * MINUTE);
    const after = await t.service.refresh();
    if (!after.ok) throw new Error(after.error.message);
    expect(after.data.fresh.length).toBeGreaterThan(0);
    expect(t.news.flat().map((a) => a.id)).toEqual(after.data.fresh);
    expect(after.data.unread).toBeGreaterThan(before?.unread ?? 0);
    const execution = t.news.flat().find((a) => / Executed @ /.test(a.subject));
    // The demo files execution notices under ACCOUNT, as the platform's own alerts page does.
    expect(execution?.category).toBe('ACCOUNT');
    // The same inbox again: no news twice.
    const again = await t.service.refresh();
    expect(again.ok && again.data.fresh).toEqual([]);
    expect(t.news.flat().map((a) => a.id)).toEqual(after.data.fresh);

    const id = after.data.fresh[0] ?? '';
    const details = await t.service.details(id);
    if (!details.ok) throw new Error(details.error.message);
    expect(details.data.message).not.toMatch(/<|smart-alert|\{/);
    expect(details.data.message.length).toBeGreaterThan(20);
    const shown = t.pushed.at(-1);
    expect(shown?.alerts.find((a) => a.id === id)?.status).toBe('READ');
    expect(shown?.unread).toBe(after.data.unread - 1);
    // Read-only: every request a GET, nothing ever deleted.
    expect(t.f.methods.length).toBe(t.f.sent.length);
    expect(new Set(t.f.methods)).toEqual(new Set(['GET']));
  });

  it('pushes the list once a read: a change of the feed status alone carries none ("same")', async () => {
    const t = await serviceOn({ api: 'v1' });
    const kindOf = (push: AlertsPush) => push.alerts.kind;
    await t.firstNews();
    const first = t.raw.length;
    // A refresh starts (status only: the same list), then lands a new read.
    t.f.time.advance(10 * MINUTE);
    await t.service.refresh();
    expect(t.raw.slice(first).map((push) => [kindOf(push), push.refreshing])).toEqual([
      ['same', true],
      ['delta', false],
    ]);
    // Pausing and resuming change the status only.
    const before = t.raw.length;
    t.service.pause(true);
    t.service.pause(false);
    expect(t.raw.slice(before).length).toBeGreaterThanOrEqual(2);
    expect(
      t.raw
        .slice(before)
        .map(kindOf)
        .filter((kind) => kind !== 'same'),
    ).toEqual([]);
    // Read in order, every push stands for the list the service holds, under its revision.
    const state = t.service.state();
    expect(state.ok && t.pushed.at(-1)?.alerts).toEqual(state.ok && state.data.alerts);
    expect(state.ok && t.pushed.at(-1)?.revision).toBe(state.ok && state.data.revision);
    t.service.dispose();
  });

  it('signed out, it keeps the list, stale, and asks nothing; the legacy API says alerts need the current one', async () => {
    const t = await serviceOn({ api: 'v1' });
    await t.firstNews();
    const used = t.usersUsed();
    t.signOut();
    const state = t.pushed.at(-1);
    expect(state?.stale?.error.code).toBe('not-signed-in');
    expect(state?.alerts.length).toBeGreaterThan(0);
    const refreshed = await t.service.refresh();
    expect(refreshed.ok && refreshed.data.stale?.error.code).toBe('not-signed-in');
    expect(t.usersUsed()).toBe(used);
    await fixture?.close();
    fixture = null;

    const legacy = await serviceOn({ api: 'legacy' });
    await legacy.firstNews();
    expect(legacy.pushed.at(-1)?.stale?.error.code).toBe('unsupported');
    const details = await legacy.service.details('1');
    expect(details.ok ? null : details.error.code).toBe('unsupported');
    expect(legacy.f.sent).toEqual([]);
  });
});
