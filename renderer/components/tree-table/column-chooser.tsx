/**
 * Which columns a tree-table shows: a disclosure with a check box per column (the view keeps the
 * choice in its settings; its CSV export follows the same choice). Escape closes it and gives the
 * focus back to its button, as the chain's column chooser does. A view's default layout may leave
 * out columns that do not fit the default window (`defaults`): the chooser then says how many
 * are left out, and offers them back ("Show all") beside "Default columns".
 */
import { useRef, type KeyboardEvent } from 'react';
import type { TableColumn } from './table-types.ts';

type Ids = readonly Pick<TableColumn, 'id'>[];

const sameIds = (a: readonly string[], b: Ids): boolean => a.length === b.length && a.every((id, i) => b[i]?.id === id);

/**
 * The shown columns after `id` is switched: in the order of `all`, never none (undefined when that
 * would hide the last one), and `null` for the default layout (`defaults`, all of them unless the
 * view leaves some out), the setting's word for it.
 */
export function toggledColumns(all: Ids, shown: Ids, id: string, defaults: Ids = all): string[] | null | undefined {
  const on = new Set(shown.map((column) => column.id));
  const next = all.filter((column) => (column.id === id ? !on.has(column.id) : on.has(column.id))).map((column) => column.id);
  if (next.length === 0) return undefined;
  return sameIds(next, defaults) ? null : next;
}

/** Check boxes for the columns of `all`; at least one stays shown. `onChange(null)`: the default layout. */
export function ColumnChooser({
  all,
  shown,
  defaults = all,
  onChange,
}: {
  all: readonly TableColumn[];
  shown: Ids;
  /** The default layout's columns (all of them when absent). */
  defaults?: Ids;
  onChange(ids: string[] | null): void;
}) {
  const on = new Set(shown.map((column) => column.id));
  const toggle = (id: string) => {
    const next = toggledColumns(all, shown, id, defaults);
    if (next !== undefined) onChange(next);
  };
  const leftOut = all.length - defaults.length;
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
        {leftOut === 0 ? (
          <button type="button" className="button button-small" onClick={() => onChange(null)}>
            Show all
          </button>
        ) : (
          <>
            <p className="muted column-menu-note">
              {leftOut} {leftOut === 1 ? 'column is' : 'columns are'} left out by default: they do not fit a 1360 px window beside the others.
            </p>
            <span className="column-menu-actions">
              <button type="button" className="button button-small" onClick={() => onChange(all.map((column) => column.id))}>
                Show all
              </button>
              <button type="button" className="button button-small" onClick={() => onChange(null)}>
                Default columns
              </button>
            </span>
          </>
        )}
      </div>
    </details>
  );
}
