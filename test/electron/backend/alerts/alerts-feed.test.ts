/**
 * The alerts feed on a fake clock with a scripted inbox: a minute's pace kept while the window is
 * hidden (its news must arrive), the setting bounded below at a minute, backoff after failures
 * with the last list kept stale, the Users budget's "why slower" line (asked for the four requests
 * of a read), news told once (never on the first read, never again on a status push), an opened
 * alert shown read at once, forget after a replaced session.
 */
import { describe, expect, it } from 'vitest';
import { createAlertsFeed } from '../../../../electron/backend/alerts/alerts-feed.ts';
import { mergeInbox, type MergedInbox } from '../../../../electron/backend/alerts/inbox-merge.ts';
import type { AlertSummary } from '../../../../shared/domain/alerts.ts';
import type { AlertsState, InboxAlert } from '../../../../shared/domain/alerts-watch.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';
import { createFakeClock } from '../session/fake-clock.ts';

const START = Date.parse('2026-06-10T15:00:00Z');
const S = 1000;
const MINUTE = 60 * S;

const summary = (id: number, status: 'READ' | 'UNREAD' = 'UNREAD'): AlertSummary => ({
  id: String(id),
  createdAt: START + id * S,
  subject: `AAPL up by at least ${id}.00%`,
  status,
  category: null,
});
const inbox = (...alerts: AlertSummary[]): Result<MergedInbox> => {
  const list = { total: alerts.length, alerts };
  const none = { total: 0, alerts: [] };
  return ok(
    mergeInbox([
      {
        category: 'STOCK',
        unread: { total: alerts.filter((a) => a.status === 'UNREAD').length, alerts: alerts.filter((a) => a.status === 'UNREAD') },
        recent: list,
      },
      { category: 'ACCOUNT', unread: none, recent: none },
    ]),
  );
};

function setup(options: { seconds?: number; pace?: (intervalMs: number) => { intervalMs: number; slowedBecause: string | null } } = {}) {
  const clock = createFakeClock(START);
  let next = inbox(summary(1, 'READ'), summary(2));
  let windowVisible = true;
  const reads: number[] = [];
  const emitted: AlertsState[] = [];
  const news: InboxAlert[][] = [];
  const feed = createAlertsFeed({
    clock,
    random: () => 0,
    logger: silentLogger,
    read: async () => {
      reads.push(clock.now());
      return next;
    },
    ...(options.pace === undefined ? {} : { pace: options.pace }),
    refreshSeconds: () => options.seconds ?? 60,
    windowVisible: () => windowVisible,
    emit: (state) => emitted.push(state),
    news: (alerts) => news.push([...alerts]),
  });
  return {
    clock,
    feed,
    reads,
    emitted,
    news,
    serve(value: Result<MergedInbox>) {
      next = value;
    },
    setWindow(value: boolean) {
      windowVisible = value;
      feed.reschedule();
    },
  };
}

describe('the alerts feed', () => {
  it('reads the inbox, then every minute; the first read is a baseline, a new unread alert is news once', async () => {
    const t = setup();
    const first = await t.feed.refresh();
    expect(first).toMatchObject({ unread: 1, total: 2, fresh: [], stale: null, intervalMs: MINUTE, nextRefreshAt: START + MINUTE, dataTime: START });
    expect(first.alerts.map((a) => a.id)).toEqual(['2', '1']);
    expect(t.news).toEqual([]);
    t.serve(inbox(summary(1, 'READ'), summary(2), summary(3)));
    await t.clock.advance(MINUTE);
    expect(t.reads).toEqual([START, START + MINUTE]);
    expect(t.feed.state()).toMatchObject({ unread: 2, fresh: ['3'] });
    expect(t.news.map((alerts) => alerts.map((a) => a.id))).toEqual([['3']]);
    // A status push (paused) carries no news, and the next read of the same inbox brings none.
    t.feed.pause(true);
    expect(t.emitted.at(-1)).toMatchObject({ paused: true, fresh: [] });
    t.feed.pause(false);
    await t.clock.advance(MINUTE);
    expect(t.feed.state().fresh).toEqual([]);
    expect(t.news).toHaveLength(1);
  });

  it('keeps its pace while the window is hidden: its news must arrive as notifications', async () => {
    const t = setup();
    await t.feed.refresh();
    t.setWindow(false);
    expect(t.feed.state()).toMatchObject({ intervalMs: MINUTE, nextRefreshAt: START + MINUTE });
    t.serve(inbox(summary(1, 'READ'), summary(2), summary(4)));
    await t.clock.advance(MINUTE);
    expect(t.reads).toHaveLength(2);
    expect(t.news.map((alerts) => alerts.map((a) => a.id))).toEqual([['4']]);
  });

  it('never reads faster than once a minute, whatever the settings file says', async () => {
    const t = setup({ seconds: 5 });
    await t.feed.refresh();
    expect(t.feed.state().intervalMs).toBe(MINUTE);
    await t.clock.advance(59 * S);
    expect(t.reads).toHaveLength(1);
  });

  it('backs off after failures (doubling, at most five minutes) and keeps the last list, stale; a good read clears it', async () => {
    const t = setup();
    await t.feed.refresh();
    t.serve(fail('network', 'The broker did not answer.'));
    await t.clock.advance(MINUTE);
    expect(t.feed.state()).toMatchObject({ stale: { since: START + MINUTE, error: { code: 'network' } }, intervalMs: 2 * MINUTE, unread: 1 });
    expect(t.feed.state().alerts).toHaveLength(2);
    await t.clock.advance(2 * MINUTE);
    expect(t.feed.state()).toMatchObject({ intervalMs: 4 * MINUTE, stale: { since: START + MINUTE } });
    await t.clock.advance(4 * MINUTE);
    expect(t.feed.state().intervalMs).toBe(5 * MINUTE);
    expect(t.reads).toEqual([START, START + MINUTE, START + 3 * MINUTE, START + 7 * MINUTE]);
    t.serve(inbox(summary(1, 'READ'), summary(2)));
    await t.clock.advance(5 * MINUTE);
    expect(t.feed.state()).toMatchObject({ stale: null, intervalMs: MINUTE });
    expect(t.news).toEqual([]);
  });

  it('asks the Users budget for its pace and says why it is slower', async () => {
    const asked: number[] = [];
    const t = setup({
      pace: (intervalMs) => {
        asked.push(intervalMs);
        return { intervalMs: 3 * MINUTE, slowedBecause: 'the Users budget is 90 % spent this hour' };
      },
    });
    await t.feed.refresh();
    expect(asked.at(-1)).toBe(MINUTE);
    expect(t.feed.state()).toMatchObject({
      intervalMs: 3 * MINUTE,
      slowedBecause: 'the Users budget is 90 % spent this hour',
      nextRefreshAt: START + 3 * MINUTE,
    });
    await t.clock.advance(2 * MINUTE);
    expect(t.reads).toHaveLength(1);
  });

  it('an opened alert shows read at once, in its place (the next read sorts it); an alert already read changes nothing', async () => {
    const t = setup();
    t.serve(inbox(summary(1, 'READ'), summary(2), summary(3)));
    await t.feed.refresh();
    const pushes = t.emitted.length;
    t.feed.markRead('1');
    expect(t.emitted).toHaveLength(pushes);
    t.feed.markRead('3');
    expect(t.feed.state()).toMatchObject({ unread: 1, fresh: [] });
    expect(t.feed.state().alerts.map((a) => [a.id, a.status])).toEqual([
      ['3', 'READ'],
      ['2', 'UNREAD'],
      ['1', 'READ'],
    ]);
    expect(t.emitted).toHaveLength(pushes + 1);
    t.serve(inbox(summary(1, 'READ'), summary(2), summary(3, 'READ')));
    await t.clock.advance(MINUTE);
    expect(t.feed.state().alerts.map((a) => a.id)).toEqual(['2', '3', '1']);
  });

  it('after forget (a replaced session) the next read is a baseline again: the new inbox is no news', async () => {
    const t = setup();
    await t.feed.refresh();
    t.feed.forget();
    expect(t.feed.state()).toMatchObject({ alerts: [], unread: 0, total: null, dataTime: null });
    t.serve(inbox(summary(7), summary(8)));
    await t.feed.refresh();
    expect(t.feed.state().unread).toBe(2);
    expect(t.news).toEqual([]);
  });

  it('suspended (signed out) it keeps the list stale and reads nothing; resumed, it reads at once', async () => {
    const t = setup();
    await t.feed.refresh();
    t.feed.suspend({ code: 'not-signed-in', message: 'Not signed in.' });
    await t.clock.advance(10 * MINUTE);
    expect(t.reads).toHaveLength(1);
    expect(t.feed.state()).toMatchObject({ stale: { error: { code: 'not-signed-in' } }, nextRefreshAt: null, unread: 1 });
    t.feed.resume();
    await t.clock.advance(0);
    expect(t.reads).toHaveLength(2);
    expect(t.feed.state().stale).toBeNull();
  });
});
