/**
 * Which columns the table shows (settings.ordersView.columns): a disclosure with a check box per
 * column. The CSV export follows the same choice. Escape closes it and gives the focus back to
 * its button, as the chain's column chooser does.
 */
import { useRef, type KeyboardEvent } from 'react';
import { COLUMNS, type ColumnDef } from './order-columns.ts';

/** Check boxes for the columns; at least one stays shown. */
export function ColumnPicker({ shown, onChange }: { shown: readonly ColumnDef[]; onChange(ids: string[] | null): void }) {
  const on = new Set(shown.map((column) => column.id));
  const toggle = (id: string) => {
    const next = COLUMNS.filter((column) => (column.id === id ? !on.has(column.id) : on.has(column.id))).map((column) => column.id);
    if (next.length === 0) return;
    onChange(next.length === COLUMNS.length ? null : next);
  };
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || details.current?.open !== true) return;
    event.stopPropagation();
    details.current.open = false;
    summary.current?.focus();
  };
  return (
    <details className="column-picker" ref={details} onKeyDown={onKeyDown}>
      <summary className="button button-small" ref={summary}>
        Columns
      </summary>
      <div className="column-menu" role="group" aria-label="Columns shown">
        {COLUMNS.map((column) => (
          <label key={column.id} className="check-row">
            <input type="checkbox" checked={on.has(column.id)} onChange={() => toggle(column.id)} />
            {column.label}
            <span className="muted"> {column.title}</span>
          </label>
        ))}
        <button type="button" className="button button-small" onClick={() => onChange(null)}>
          Show all
        </button>
      </div>
    </details>
  );
}
