/**
 * The user alerts as the terminal shows them: the list as a table (id, time in New York with the
 * date, status, category when asked by one, subject), and one alert with its symbol in words (an
 * option as the option) over its message as plain text.
 */
import { describeAlertSymbol, detailsStatus, type AlertDetails, type AlertList } from '../shared/domain/alerts.ts';
import { formatNewYorkDateTime } from '../shared/domain/market-time.ts';
import { renderTable } from './text-table.ts';

const when = (ms: number | null): string => (ms === null ? '' : formatNewYorkDateTime(ms));

/** The lines of an alert list, in the provider's order (newest first). */
export function alertLines(list: AlertList): string[] {
  if (list.alerts.length === 0) return ['No alerts.'];
  const categorised = list.alerts.some((alert) => alert.category !== null);
  const columns = [{ title: 'Alert ID' }, { title: 'Created (New York)' }, { title: 'Status' }, ...(categorised ? [{ title: 'Category' }] : []), { title: 'Subject' }];
  const rows = list.alerts.map((alert) => [alert.id, when(alert.createdAt), alert.status ?? '', ...(categorised ? [alert.category ?? ''] : []), alert.subject]);
  const shown = list.total !== null && list.total > list.alerts.length ? [`${list.alerts.length} of ${list.total} alerts (--count shows up to 300).`] : [];
  return [...renderTable(columns, rows), ...shown];
}

/** The lines of one alert: what, when, read or not, its symbol, then the message. */
export function alertDetailLines(details: AlertDetails): string[] {
  const status = detailsStatus(details);
  const read = status === 'READ' ? ` (read ${when(details.readAt)})` : status === 'DELETED' ? ` (deleted ${when(details.deletedAt)})` : '';
  const symbol = details.symbol === null ? [] : [`Symbol:   ${describeAlertSymbol(details.symbol)}${details.symbol.kind === 'option' ? ` (${details.symbol.symbol})` : ''}`];
  return [`Alert ${details.id}: ${details.subject}`, `Created:  ${when(details.createdAt)}`, `Status:   ${status}${read}`, ...symbol, '', ...details.message.split('\n')];
}
