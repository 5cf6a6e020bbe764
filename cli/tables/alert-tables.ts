/**
 * The user alerts as the terminal shows them: the list as a table (id, time in New York with the
 * date, read or unread, category when the list was asked by one, subject), and one alert with its
 * symbol in words (an option as the option) over its message as plain text.
 */
import { describeAlertSymbol, detailsStatus, type AlertDetails, type AlertList, type AlertStatus } from '../../shared/domain/alerts.ts';
import { formatNewYorkDateTime } from '../../shared/domain/market-time.ts';
import type { OpenEnum } from '../../shared/domain/open-enum.ts';
import { renderTable } from './text-table.ts';

const when = (ms: number | null): string => (ms === null ? '' : formatNewYorkDateTime(ms));

const STATUS_WORDS: Readonly<Record<string, string>> = { READ: 'Read', UNREAD: 'Unread', DELETED: 'Deleted' };

/** A status in words; one the table does not know as the provider wrote it. */
const statusWords = (status: OpenEnum<AlertStatus> | null): string =>
  status === null ? '' : Object.hasOwn(STATUS_WORDS, status) ? (STATUS_WORDS[status] ?? status) : status;

const categoryWords = (category: string | null): string => (category === 'STOCK' ? 'Stock' : category === 'ACCOUNT' ? 'Account' : (category ?? ''));

/** The lines of an alert list, in the provider's order (newest first). */
export function alertLines(list: AlertList): string[] {
  if (list.alerts.length === 0) return ['No alerts.'];
  const categorised = list.alerts.some((alert) => alert.category !== null);
  const columns = [
    { title: 'Alert ID' },
    { title: 'Created (New York)' },
    { title: 'Status' },
    ...(categorised ? [{ title: 'Category' }] : []),
    { title: 'Subject' },
  ];
  const rows = list.alerts.map((alert) => [
    alert.id,
    when(alert.createdAt),
    statusWords(alert.status),
    ...(categorised ? [categoryWords(alert.category)] : []),
    alert.subject,
  ]);
  return renderTable(columns, rows);
}

/** What the list leaves out of the inbox ("25 of 40 alerts…"), or null when it shows them all. */
export function shownOfTotal(list: AlertList, status: AlertStatus | undefined): string | null {
  if (list.total === null || list.total <= list.alerts.length) return null;
  const why = status === undefined ? '--count lists up to 300' : `only the ${statusWords(status).toLowerCase()} ones`;
  return `${list.alerts.length.toLocaleString('en-US')} of the inbox's ${list.total.toLocaleString('en-US')} alerts shown (${why}).`;
}

/** The lines of one alert: what, when, read or not, its symbol, then the message. */
export function alertDetailLines(details: AlertDetails): string[] {
  const status = detailsStatus(details);
  const at = status === 'READ' ? ` ${when(details.readAt)}` : status === 'DELETED' ? ` ${when(details.deletedAt)}` : '';
  const symbol =
    details.symbol === null ? [] : [`Symbol:   ${describeAlertSymbol(details.symbol)}${details.symbol.kind === 'option' ? ` (${details.symbol.symbol})` : ''}`];
  return [
    `Alert ${details.id}: ${details.subject}`,
    `Created:  ${when(details.createdAt)}`,
    `Status:   ${statusWords(status)}${at}`,
    ...symbol,
    '',
    ...details.message.split('\n'),
  ];
}
