/**
 * One inbox from the four lists (unread and newest of each category): the category from the list
 * an alert came in (none when both lists carried it, as the sandbox's canned list does), the
 * status an alert states itself, unread first then newest, and the unread count including what a
 * cut unread list left out.
 */
import { describe, expect, it } from 'vitest';
import { diffAlerts } from '../../../../electron/backend/alerts/alert-diff.ts';
import { mergeInbox } from '../../../../electron/backend/alerts/inbox-merge.ts';
import type { AlertList, AlertSummary } from '../../../../shared/domain/alerts.ts';
import type { InboxAlert } from '../../../../shared/domain/alerts-watch.ts';

const T = Date.parse('2026-06-10T15:00:00Z');
const summary = (id: number, minutes: number, status: 'READ' | 'UNREAD', subject = `Alert ${id}`): AlertSummary => ({
  id: String(id),
  createdAt: T + minutes * 60_000,
  subject,
  status,
  category: null,
});
const list = (alerts: AlertSummary[], total: number | null = alerts.length): AlertList => ({ total, alerts });

describe('mergeInbox', () => {
  it('names each alert’s category by its list, orders unread first then newest, counts what the unread lists left out', () => {
    const stockUnread = [summary(5, 50, 'UNREAD'), summary(3, 30, 'UNREAD')];
    const stockRecent = [summary(5, 50, 'UNREAD'), summary(4, 40, 'READ'), summary(3, 30, 'UNREAD')];
    const accountUnread: AlertSummary[] = [];
    const accountRecent = [summary(6, 60, 'READ'), summary(1, 10, 'READ')];
    const merged = mergeInbox([
      { category: 'STOCK', unread: list(stockUnread, 7), recent: list(stockRecent, 12) },
      { category: 'ACCOUNT', unread: list(accountUnread), recent: list(accountRecent, 2) },
    ]);
    expect(merged.alerts.map((a) => [a.id, a.status, a.category])).toEqual([
      ['5', 'UNREAD', 'STOCK'],
      ['3', 'UNREAD', 'STOCK'],
      ['6', 'READ', 'ACCOUNT'],
      ['4', 'READ', 'STOCK'],
      ['1', 'READ', 'ACCOUNT'],
    ]);
    // Two unread shown, five more the STOCK unread list counted but did not bring.
    expect(merged.unread).toBe(7);
    expect(merged.total).toBe(14);
  });

  it('leaves the category unknown for an alert both lists carried, and takes the status the alert states', () => {
    const canned = [summary(9, 90, 'READ'), summary(8, 80, 'UNREAD')];
    const merged = mergeInbox([
      { category: 'STOCK', unread: list(canned), recent: list(canned) },
      { category: 'ACCOUNT', unread: list(canned), recent: list(canned) },
    ]);
    expect(merged.alerts.map((a) => [a.id, a.status, a.category])).toEqual([
      ['8', 'UNREAD', null],
      ['9', 'READ', null],
    ]);
    expect(merged.unread).toBe(1);
  });

  it('an empty inbox (the platform’s 404 with code 53, read as an empty list) is no alerts', () => {
    const empty = list([], 0);
    expect(
      mergeInbox([
        { category: 'STOCK', unread: empty, recent: empty },
        { category: 'ACCOUNT', unread: empty, recent: empty },
      ]),
    ).toEqual({ alerts: [], unread: 0, total: 0 });
  });

  it('orders ids past 2^53 as numbers, not as text', () => {
    const big = (id: string, status: 'READ' | 'UNREAD'): AlertSummary => ({ id, createdAt: T, subject: id, status, category: null });
    const merged = mergeInbox([
      { category: 'STOCK', unread: list([]), recent: list([big('9007199254740993', 'READ'), big('10000000000000000', 'READ'), big('999', 'READ')]) },
    ]);
    expect(merged.alerts.map((a) => a.id)).toEqual(['10000000000000000', '9007199254740993', '999']);
  });
});

describe('diffAlerts', () => {
  const alert = (id: number, minutes: number, status: 'READ' | 'UNREAD' = 'UNREAD'): InboxAlert => ({ ...summary(id, minutes, status), category: 'STOCK' });

  it('the first read is the baseline: what waited unread is no news', () => {
    expect(diffAlerts(null, [alert(1, 10), alert(2, 20)]).fresh).toEqual([]);
  });

  it('news is unread, never seen, and no older than the newest seen; each is news once', () => {
    const first = diffAlerts(null, [alert(2, 20), alert(1, 10)]);
    // 3 is new and unread; 4 is new but read; 0 is unread but older than what was seen (a cut list brought it back).
    const second = diffAlerts(first.memory, [alert(3, 30), alert(2, 20), alert(0, 5), alert(4, 31, 'READ')]);
    expect(second.fresh).toEqual(['3']);
    const third = diffAlerts(second.memory, [alert(3, 30), alert(2, 20)]);
    expect(third.fresh).toEqual([]);
    // Gone from the lists, then back: seen already, never news twice.
    const fourth = diffAlerts(diffAlerts(third.memory, [alert(2, 20)]).memory, [alert(3, 30)]);
    expect(fourth.fresh).toEqual([]);
  });

  it('two alerts of the same second are both news', () => {
    const first = diffAlerts(null, [alert(1, 10)]);
    expect(diffAlerts(first.memory, [alert(3, 40), alert(2, 40), alert(1, 10)]).fresh).toEqual(['3', '2']);
  });
});
