/**
 * The inbox as a tree-table without children (components/tree-table): one row per alert (its time
 * in New York with the date, subject, category, read or unread), unread first. Keys as the other
 * tables: Up and Down move the cursor, Home and End to the ends, Page Up and Down by ten, Enter (or
 * a click) opens the alert's details, Escape closes them. The table keeps focus and names the row
 * under the cursor (aria-activedescendant); the open alert's row is the selected one. A long
 * subject wraps to a second line (alerts.css); longer still, it is cut with an ellipsis, its whole
 * text on hover and in the DOM.
 */
import { memo, useCallback, useMemo } from 'react';
import { isUnread, type InboxAlert } from '../../../shared/domain/alerts-watch.ts';
import { formatNewYorkDateTime } from '../../../shared/domain/market-time.ts';
import { FLAT } from '../../components/tree-table/tree-keys.ts';
import { TreeRow } from '../../components/tree-table/tree-row.tsx';
import type { TableColumn } from '../../components/tree-table/table-types.ts';
import { TreeTable } from '../../components/tree-table/tree-table.tsx';
import { ProviderText } from '../../components/provider-text.tsx';

/** Rows a Page Up or Down moves. */
const PAGE = 10;
/** Height of every row (px): a line of text and its padding, as the other tables' rows. */
const ALERT_ROW_HEIGHT = 30;
const OVERSCAN = 6;

type AlertColumnId = 'time' | 'subject' | 'category' | 'status';
interface AlertColumn extends TableColumn {
  id: AlertColumnId;
}

/** The inbox's columns, in a fixed order (the list is sorted unread first, not by a column). */
const ALERT_COLUMNS: readonly AlertColumn[] = [
  { id: 'time', label: 'Time (New York)', title: 'Time (New York)', width: '172px', numeric: false },
  { id: 'subject', label: 'Subject', title: 'Subject', width: 'minmax(240px, 1fr)', numeric: false },
  { id: 'category', label: 'Category', title: 'Category', width: '84px', numeric: false },
  { id: 'status', label: 'Status', title: 'Status', width: '78px', numeric: false },
];

/** The category in a word; the list could not tell it for an alert both lists carried. */
const categoryCell = (category: InboxAlert['category']): string => (category === 'STOCK' ? 'Stock' : category === 'ACCOUNT' ? 'Account' : '—');
const statusCell = (alert: InboxAlert): string => (isUnread(alert) ? 'Unread' : alert.status === 'READ' ? 'Read' : (alert.status ?? '—'));

function alertCell(column: AlertColumn, alert: InboxAlert, unread: boolean) {
  switch (column.id) {
    case 'time':
      return alert.createdAt === null ? '—' : formatNewYorkDateTime(alert.createdAt);
    case 'subject':
      return (
        <>
          {unread ? <span className="unread-dot" aria-hidden="true" /> : null}
          {alert.subject === '' ? '(no subject)' : <ProviderText text={alert.subject} />}
        </>
      );
    case 'category':
      return categoryCell(alert.category);
    case 'status':
      return statusCell(alert);
  }
}

interface AlertRowProps {
  id: string;
  index: number;
  alert: InboxAlert;
  active: boolean;
  open: boolean;
  onClick(id: string): void;
}

/** One alert's row (memoised: a push re-renders only the rows whose alert changed). */
const AlertRow = memo(function AlertRow({ id, index, alert, active, open, onClick }: AlertRowProps) {
  const unread = isUnread(alert);
  return (
    <TreeRow
      id={id}
      index={index}
      rowKey={alert.id}
      rowHeight={ALERT_ROW_HEIGHT}
      level={null}
      expanded={null}
      active={active}
      selected={open}
      flash={null}
      className={unread ? 'alert-row alert-unread' : 'alert-row'}
      data={{ 'data-id': alert.id, 'data-status': unread ? 'unread' : 'read' }}
      columns={ALERT_COLUMNS}
      cell={(column) => alertCell(column, alert, unread)}
      onActivate={onClick}
      onToggle={onClick}
      onDoubleClick={onClick}
    />
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

/** The alerts table. */
export function AlertList({ alerts, activeId, openId, onActive, onOpen, onClose, stale }: AlertListProps) {
  // The cursor is on the first alert until it is moved.
  const active = alerts.find((alert) => alert.id === activeId) ?? alerts[0];
  const rows = useMemo(() => alerts.map((alert) => ({ key: alert.id, alert })), [alerts]);
  const onClick = useCallback((id: string) => onOpen(id, false), [onOpen]);
  const onKey = (key: string, row: InboxAlert | undefined): boolean => {
    if (key === 'Escape') onClose();
    else if (key === 'Enter' && row !== undefined) onOpen(row.id, true);
    else return false;
    return true;
  };
  const renderRow = (alert: InboxAlert, index: number, id: string) => (
    <AlertRow id={id} index={index} alert={alert} active={alert.id === active?.id} open={alert.id === openId} onClick={onClick} />
  );
  return (
    <TreeTable
      rows={rows}
      columns={ALERT_COLUMNS}
      tree={FLAT}
      label="Alerts, unread first"
      name="alerts-table"
      className="alerts-table"
      rowHeight={ALERT_ROW_HEIGHT}
      overscan={OVERSCAN}
      sort={null}
      activeKey={active?.id ?? null}
      onActive={onActive}
      onToggle={onClick}
      onKey={(key, row) => onKey(key, row?.alert)}
      pageSize={PAGE}
      stale={stale}
      renderRow={(row, index, id) => renderRow(row.alert, index, id)}
    />
  );
}
