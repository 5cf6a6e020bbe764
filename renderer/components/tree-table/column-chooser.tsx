/**
 * Which columns a tree-table shows: a disclosure with a check box per column (the view keeps the
 * choice in its settings; its CSV export follows the same choice). Escape closes it and gives the
 * focus back to its button, as the chain's column chooser does.
 */
import { useRef, type KeyboardEvent } from 'react';
import type { TableColumn } from './table-types.ts';

/**
 * The shown columns after `id` is switched: in the order of `all`, never none (null when that
 * would hide the last one), and `null` for "all of them" (the setting's word for the default).
 */
export function toggledColumns(all: readonly Pick<TableColumn, 'id'>[], shown: readonly Pick<TableColumn, 'id'>[], id: string): string[] | null | undefined {
  const on = new Set(shown.map((column) => column.id));
  const next = all.filter((column) => (column.id === id ? !on.has(column.id) : on.has(column.id))).map((column) => column.id);
  if (next.length === 0) return undefined;
  return next.length === all.length ? null : next;
}

/** Check boxes for the columns of `all`; at least one stays shown. `onChange(null)`: all of them. */
export function ColumnChooser({
  all,
  shown,
  onChange,
}: {
  all: readonly TableColumn[];
  shown: readonly Pick<TableColumn, 'id'>[];
  onChange(ids: string[] | null): void;
}) {
  const on = new Set(shown.map((column) => column.id));
  const toggle = (id: string) => {
    const next = toggledColumns(all, shown, id);
    if (next !== undefined) onChange(next);
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
