/**
 * An alert's notification: its subject as the title, its category and New York time as the body,
 * one each up to three, one summary past them naming the newest; a click brings the app forward
 * and tells the page which alert to open; off when the alerts' switch is off; a hostile subject
 * escaped where the notifier reads markup.
 */
import { describe, expect, it } from 'vitest';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { alertNotices } from '../../../../electron/backend/notifications/alert-notices.ts';
import { createNotifications } from '../../../../electron/backend/notifications/notifications.ts';
import type { InboxAlert } from '../../../../shared/domain/alerts-watch.ts';
import { silentLogger } from '../../../helpers/silent-logger.ts';

const T = Date.parse('2026-06-10T14:42:00Z');
const alert = (id: number, subject: string, category: InboxAlert['category'] = 'STOCK'): InboxAlert => ({
  id: String(id),
  createdAt: T,
  subject,
  status: 'UNREAD',
  category,
});

describe('alert notices', () => {
  it('one per alert: the subject, then the category and the time in New York', () => {
    expect(
      alertNotices([
        alert(7, "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3"),
        alert(6, 'Transfer failed-Insufficient Funds', 'ACCOUNT'),
        alert(5, 'New IPO available', null),
      ]),
    ).toEqual([
      { subject: { kind: 'alert', id: '7' }, title: "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3", body: 'Stock alert · 06/10/2026, 10:42 EDT' },
      { subject: { kind: 'alert', id: '6' }, title: 'Transfer failed-Insufficient Funds', body: 'Account alert · 06/10/2026, 10:42 EDT' },
      { subject: { kind: 'alert', id: '5' }, title: 'New IPO available', body: 'Alert · 06/10/2026, 10:42 EDT' },
    ]);
  });

  it('leaves an execution notice to the order’s notice while order notifications are on: one fill, one notification', () => {
    const news = [
      alert(9, 'Buy 100 AAPL Executed @ $272.5', 'ACCOUNT'),
      alert(8, 'AAPL up by at least 1.00%'),
      alert(7, "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3", null),
    ];
    expect(alertNotices(news, { ordersSpeak: true }).map((notice) => notice.subject)).toEqual([{ kind: 'alert', id: '8' }]);
    // With order notifications off, the alert speaks for the fill.
    expect(alertNotices(news, { ordersSpeak: false }).map((notice) => notice.subject)).toEqual(['9', '8', '7'].map((id) => ({ kind: 'alert', id })));
    // A stock alert that happens to say "Executed @" is a price alert: never left out.
    expect(alertNotices([alert(5, 'XYZ Executed @ $1 up', 'STOCK')], { ordersSpeak: true })).toHaveLength(1);
  });

  it('past three, one summary that opens the newest', () => {
    const many = [9, 8, 7, 6, 5, 4].map((id) => alert(id, `AAPL up by at least ${id}.00%`));
    expect(alertNotices(many)).toEqual([
      {
        subject: { kind: 'alert', id: '9' },
        title: '6 new alerts',
        body: 'AAPL up by at least 9.00%; AAPL up by at least 8.00%; AAPL up by at least 7.00%; AAPL up by at least 6.00%; AAPL up by at least 5.00%; …',
      },
    ]);
    expect(alertNotices([])).toEqual([]);
  });

  it('a click brings the app forward and tells the page to open the alert; the switch turns them off; markup is escaped', () => {
    const shown: { title: string; body: string; onClick?: () => void }[] = [];
    const events = createEventHub();
    const opened: unknown[] = [];
    events.on('alerts:focus', (target) => opened.push(target));
    let on = true;
    const fronts: number[] = [];
    const notifications = createNotifications({
      notifier: { bodyMarkup: true, notify: (note) => void shown.push(note) },
      enabled: (kind) => kind === 'alert' && on,
      showApp: () => fronts.push(1),
      events,
      logger: silentLogger,
    });
    for (const notice of alertNotices([alert(3, 'Price <b>alert</b> & more')])) notifications.show(notice);
    expect(shown.map((note) => note.title)).toEqual(['Price <b>alert</b> & more']);
    shown[0]?.onClick?.();
    expect(fronts).toEqual([1]);
    expect(opened).toEqual([{ id: '3' }]);
    on = false;
    for (const notice of alertNotices([alert(4, 'Off')])) notifications.show(notice);
    expect(shown).toHaveLength(1);
  });
});
