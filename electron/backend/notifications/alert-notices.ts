/**
 * The words of an alert's desktop notification: its subject as the title (provider text: the
 * notifications module escapes it where the platform reads markup), its category and its time in
 * New York as the body. A refresh that brings many at once gives one summary instead of a burst;
 * a click on it opens the newest. One fill raises one notification: while order notifications are
 * on, the order's (order-notices.ts) speaks for it, and the platform's execution notice for the
 * same fill stays in the inbox unannounced (docs/user-guide.md, "Alerts").
 */
import { alertCategoryWords, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';
import { formatNewYorkDateTime } from '../../../shared/domain/market-time.ts';
import type { Notice } from './notifications.ts';

/** Past this many news in one refresh, one summary. */
export const NAMED_ALERTS_MAX = 3;
/** A title longer than this is cut (notification servers cut it anyway, mid-word). */
const TITLE_MAX = 120;

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** One alert's notice. */
function noticeOf(alert: InboxAlert): Notice {
  const when = alert.createdAt === null ? '' : ` · ${formatNewYorkDateTime(alert.createdAt)}`;
  return {
    subject: { kind: 'alert', id: alert.id },
    title: clip(alert.subject === '' ? 'New alert' : alert.subject, TITLE_MAX),
    body: `${alertCategoryWords(alert.category)}${when}`,
  };
}

/** The platform's execution notice ("… Executed @ $3.3"): the alert of a fill. */
export const isExecutionNotice = (alert: Pick<InboxAlert, 'subject' | 'category'>): boolean =>
  alert.category !== 'STOCK' && alert.subject.includes(' Executed @ ');

/**
 * The notices of one refresh's news (newest first): one each, or one summary past the limit.
 * With `ordersSpeak` (order notifications on) an execution notice is left to the order's notice.
 */
export function alertNotices(news: readonly InboxAlert[], { ordersSpeak = false }: { ordersSpeak?: boolean } = {}): Notice[] {
  const alerts = ordersSpeak ? news.filter((alert) => !isExecutionNotice(alert)) : news;
  const newest = alerts[0];
  if (newest === undefined) return [];
  if (alerts.length <= NAMED_ALERTS_MAX) return alerts.map(noticeOf);
  const named = alerts.slice(0, 5).map((alert) => clip(alert.subject, 60));
  return [
    {
      subject: { kind: 'alert', id: newest.id },
      title: `${alerts.length.toString()} new alerts`,
      body: `${named.join('; ')}${alerts.length > 5 ? '; …' : ''}`,
    },
  ];
}
