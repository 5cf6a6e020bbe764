/**
 * The inbox a query of one environment holds: main's one feed keeps the last inbox through a
 * sign-out, so switched to an environment not signed in, `alerts:get` answers the one before's.
 * None of it may be shown as this environment's (the header's count read 466 on Sandbox).
 */
import { describe, expect, it } from 'vitest';
import type { AlertsState } from '../../../../shared/domain/alerts-watch.ts';
import { inboxOf } from '../../../../renderer/views/alerts/use-alerts.ts';

const DEMO: AlertsState = {
  environment: 'demo',
  alerts: [{ id: '7', createdAt: Date.parse('2026-06-10T15:00:00Z'), subject: 'AAPL up by at least 2.00%', status: 'UNREAD', category: 'STOCK' }],
  revision: 4,
  unread: 466,
  total: 480,
  fresh: ['7'],
  dataTime: Date.parse('2026-06-10T15:00:00Z'),
  stale: { error: { code: 'not-signed-in', message: 'Signed out: the list is as last read.' }, since: Date.parse('2026-06-10T15:01:00Z') },
  intervalMs: 60_000,
  slowedBecause: null,
  nextRefreshAt: null,
  refreshing: false,
  paused: false,
};

describe('inboxOf', () => {
  it('keeps an answer of the environment asked, or of no session yet, as it came', () => {
    expect(inboxOf('demo', DEMO)).toBe(DEMO);
    const none = { ...DEMO, environment: null };
    expect(inboxOf('sandbox', none)).toBe(none);
  });

  it("holds nothing of another environment's inbox: no alert, no count, no time, a revision no push carries", () => {
    const shown = inboxOf('sandbox', DEMO);
    expect(shown).toMatchObject({ environment: 'sandbox', alerts: [], unread: 0, total: null, fresh: [], dataTime: null, revision: -1 });
    // The feed's own status stays (it is main's one feed, stopped while this environment is signed out).
    expect(shown.stale).toBe(DEMO.stale);
    expect(shown.paused).toBe(DEMO.paused);
  });
});
