/**
 * The inbox as a grid: one row per alert (its time in New York with the date, subject, category,
 * read or unread), unread first. Keys as the other tables: Up and Down move the cursor, Home and
 * End to the ends, Page Up and Down by ten, Enter (or a click) opens the alert's details, Escape
 * closes them. The grid keeps focus and names the row under the cursor (aria-activedescendant).
 */
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { isUnread, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';
import { formatNewYorkDateTime } from '../../../shared/domain/market-time.ts';
import { ProviderText } from '../../components/provider-text.tsx';

const rowId = (id: string): string => `alert-row-${id}`;
const PAGE = 10;

/** The category in a word; the list could not tell it for an alert both lists carried. */
const categoryCell = (category: InboxAlert['category']): string => (category === 'STOCK' ? 'Stock' : category === 'ACCOUNT' ? 'Account' : '—');
const statusCell = (alert: InboxAlert): string => (isUnread(alert) ? 'Unread' : alert.status === 'READ' ? 'Read' : (alert.status ?? '—'));

/** One alert's row (memoised: a push re-renders only the rows whose alert changed). */
const AlertRow = memo(function AlertRow({
  alert,
  active,
  open,
  onOpen,
}: {
  alert: InboxAlert;
  active: boolean;
  open: boolean;
  onOpen(id: string, focus: boolean): void;
}) {
  const unread = isUnread(alert);
  return (
    <tr
      id={rowId(alert.id)}
      className={`alert-row${unread ? ' alert-unread' : ''}${active ? ' row-active' : ''}`}
      aria-selected={open}
      data-id={alert.id}
      data-status={unread ? 'unread' : 'read'}
      onClick={() => onOpen(alert.id, false)}
    >
      <td className="alert-time">{alert.createdAt === null ? '—' : formatNewYorkDateTime(alert.createdAt)}</td>
      <td className="alert-subject">
        {unread ? <span className="unread-dot" aria-hidden="true" /> : null}
        {alert.subject === '' ? '(no subject)' : <ProviderText text={alert.subject} />}
      </td>
      <td className="alert-category">{categoryCell(alert.category)}</td>
      <td className="alert-status">{statusCell(alert)}</td>
    </tr>
  );
});

interface AlertListProps {
  alerts: readonly InboxAlert[];
  activeId: string | null;
  openId: string | null;
  onActive(id: string): void;
  /** `focus`: opened by Enter, the details take the focus (a click leaves it where it is). */
  onOpen(id: string, focus: boolean): void;
  onClose(): void;
  stale: boolean;
}

/** The alerts grid. */
export function AlertList({ alerts, activeId, openId, onActive, onOpen, onClose, stale }: AlertListProps) {
  const activeIndex = Math.max(
    0,
    alerts.findIndex((alert) => alert.id === activeId),
  );
  const active = alerts[activeIndex];
  const tableRef = useRef<HTMLTableElement>(null);

  // Only when the cursor moves: a refresh that re-sorts the list leaves the scroll where the person put it.
  const activeRow = active?.id;
  useEffect(() => {
    if (activeRow === undefined) return;
    tableRef.current?.querySelector(`#${CSS.escape(rowId(activeRow))}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeRow]);

  const move = (to: number) => {
    const next = alerts[Math.min(alerts.length - 1, Math.max(0, to))];
    if (next !== undefined) onActive(next.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(alerts.length - 1),
      PageDown: () => move(activeIndex + PAGE),
      PageUp: () => move(activeIndex - PAGE),
      Enter: () => active !== undefined && onOpen(active.id, true),
      Escape: () => onClose(),
    };
    const run = keys[event.key];
    if (run === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    run();
  };

  return (
    <div className="alerts-scroll">
      <table
        ref={tableRef}
        role="grid"
        className={`alerts-table${stale ? ' is-stale' : ''}`}
        aria-label="Alerts, unread first"
        aria-rowcount={alerts.length + 1}
        aria-activedescendant={active === undefined ? undefined : rowId(active.id)}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="alerts-table"
      >
        <thead>
          <tr>
            <th scope="col" className="alert-time">
              Time (New York)
            </th>
            <th scope="col" className="alert-subject">
              Subject
            </th>
            <th scope="col" className="alert-category">
              Category
            </th>
            <th scope="col" className="alert-status">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} active={alert.id === active?.id} open={alert.id === openId} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
