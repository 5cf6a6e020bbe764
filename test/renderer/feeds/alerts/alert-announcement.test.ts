/**
 * What the live region says of the inbox: an unread alert not in the list shown before, once; a
 * few named, more counted; nothing for the first list, an opened alert, or the same list again.
 */
import { describe, expect, it } from 'vitest';
import type { AlertsState, InboxAlert } from '../../../../shared/domain/alerts-watch.ts';
import { alertAnnouncement } from '../../../../renderer/feeds/alerts/alert-announcement.ts';

const T = Date.parse('2026-06-10T15:00:00Z');
const alert = (id: number, status: 'READ' | 'UNREAD' = 'UNREAD'): InboxAlert => ({
  id: String(id),
  createdAt: T + id,
  subject: `AAPL up by at least ${String(id)}.00%`,
  status,
  category: 'STOCK',
});
const state = (alerts: InboxAlert[], dataTime: number | null = T): AlertsState => ({
  environment: 'demo',
  alerts,
  revision: 1,
  unread: alerts.filter((a) => a.status === 'UNREAD').length,
  total: alerts.length,
  fresh: [],
  dataTime,
  stale: null,
  intervalMs: 60_000,
  slowedBecause: null,
  nextRefreshAt: null,
  refreshing: false,
  paused: false,
});

describe('alertAnnouncement', () => {
  it('says nothing of the first list (or one after a replaced session)', () => {
    expect(alertAnnouncement(undefined, state([alert(1)]))).toBeNull();
    expect(alertAnnouncement(state([], null), state([alert(1)]))).toBeNull();
  });

  it('names one new unread alert, once', () => {
    const before = state([alert(1)]);
    const after = state([alert(2), alert(1)]);
    expect(alertAnnouncement(before, after)).toBe('New alert: AAPL up by at least 2.00%');
    expect(alertAnnouncement(after, state([alert(2), alert(1)]))).toBeNull();
  });

  it('names three and counts the rest; a new alert already read or an opened one is no news', () => {
    const before = state([alert(1)]);
    expect(alertAnnouncement(before, state([alert(6), alert(5), alert(4), alert(3), alert(1)]))).toBe(
      '4 new alerts: AAPL up by at least 6.00%; AAPL up by at least 5.00%; AAPL up by at least 4.00%; …',
    );
    expect(alertAnnouncement(before, state([alert(7, 'READ'), alert(1)]))).toBeNull();
    expect(alertAnnouncement(before, state([alert(1, 'READ')]))).toBeNull();
  });
});
