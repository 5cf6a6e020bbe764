/**
 * Which columns the table shows (settings.ordersView.columns): a disclosure with a check box per
 * column. The CSV export follows the same choice. Escape closes it and gives the focus back to
 * its button, as the chain's column chooser does.
 */
import { useRef, type KeyboardEvent } from 'react';
import { COLUMNS } from './order-columns.ts';

/** What the picker needs of a column (the positions table passes its own). */
interface PickerColumn {
  id: string;
  label: string;
  title: string;
}

/** Check boxes for the columns (`all`: the table's columns, the orders' by default); at least one stays shown. */
export function ColumnPicker({
  shown,
  onChange,
  all = COLUMNS,
}: {
  shown: readonly PickerColumn[];
  onChange(ids: string[] | null): void;
  all?: readonly PickerColumn[];
}) {
  const on = new Set(shown.map((column) => column.id));
  const toggle = (id: string) => {
    const next = all.filter((column) => (column.id === id ? !on.has(column.id) : on.has(column.id))).map((column) => column.id);
    if (next.length === 0) return;
    onChange(next.length === all.length ? null : next);
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
        {all.map((column) => (
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
