/**
 * One row of a tree-table (tree-table.tsx): the frame every view's row component renders inside its
 * own memo (which decides when the row renders again; the frame draws what it is given). The frame
 * places the row by its own `top` (rows are recycled slots: components/virtual-rows), names it for
 * assistive technology (level, expanded, selected, its label), draws the expander and one cell per
 * column, flashes it while the last refresh changed it, and titles a cut cell under the pointer.
 *
 * The expander never takes the focus: the table keeps it (aria-activedescendant), as this button
 * lives in a recycled row. Its chevron is the button's ::before (tree-table.css), not an SVG of its
 * own: a recycled slot that turns from a leaf into a parent then creates one element, not three.
 */
import type { ReactNode } from 'react';
import { titleCellUnder } from './cut-cell-title.ts';
import type { TableColumn } from './table-types.ts';

/**
 * The flash class of a row the refresh numbered `refresh` changed: two names by the count's
 * parity, so a second change restarts the fade (tree-table.css).
 */
export const flashClass = (refresh: number): 'flash-a' | 'flash-b' => (refresh % 2 === 0 ? 'flash-a' : 'flash-b');

interface TreeCellProps {
  /** `null`: the row does not unfold. */
  expanded: boolean | null;
  rowKey: string;
  onActivate(key: string): void;
  onToggle(key: string): void;
}

/** The first cell of a tree row: its fold button, if it unfolds. */
function TreeCell({ expanded, rowKey, onActivate, onToggle }: TreeCellProps) {
  return (
    <div role="gridcell" className="cell cell-tree">
      {expanded === null ? null : (
        <button
          type="button"
          tabIndex={-1}
          className="tree-toggle"
          aria-label={expanded ? 'Collapse' : 'Expand'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.stopPropagation();
            onActivate(rowKey);
            onToggle(rowKey);
          }}
        />
      )}
    </div>
  );
}

export interface TreeRowProps<C extends TableColumn> {
  /** The slot's element id (the table's renderRow gives it; the body's aria-owns names rows by it). */
  id: string;
  /** 0-based row index: places the row and gives its aria-rowindex. */
  index: number;
  rowKey: string;
  rowHeight: number;
  /** The row's depth from 1, in a tree; `null` in a flat table (no expander cell, no aria-level). */
  level: number | null;
  /** `null`: the row does not unfold (a leaf). */
  expanded: boolean | null;
  /** The row under the keyboard cursor. */
  active: boolean;
  /** aria-selected; the active row when not given (a table whose chosen row is not its cursor's says so). */
  selected?: boolean;
  /** flashClass() while the last refresh changed the row. */
  flash: string | null;
  /** The view's own classes (what kind of row it is, a highlight). */
  className?: string;
  label?: string;
  /** The view's data attributes (`data-…`), for its stylesheet and its tests. */
  data?: Readonly<Record<`data-${string}`, string | undefined>>;
  columns: readonly C[];
  cell(column: C): ReactNode;
  onActivate(key: string): void;
  onToggle(key: string): void;
  /** A double-click; by default it unfolds or folds a row that does. */
  onDoubleClick?(key: string): void;
}

/** A row of a tree-table (see the module's comment). */
export function TreeRow<C extends TableColumn>(props: TreeRowProps<C>) {
  const { id, index, rowKey, rowHeight, level, expanded, active, flash, columns, onActivate, onToggle } = props;
  let classes = level === null ? 'tree-row' : `tree-row level-${level}`;
  if (props.className !== undefined) classes += ` ${props.className}`;
  if (active) classes += ' row-active';
  if (flash !== null) classes += ` ${flash}`;
  const onDoubleClick = props.onDoubleClick ?? ((key: string) => expanded !== null && onToggle(key));
  return (
    <div
      role="row"
      id={id}
      className={classes}
      aria-rowindex={index + 2}
      style={{ top: index * rowHeight }}
      aria-level={level ?? undefined}
      aria-expanded={expanded ?? undefined}
      aria-selected={props.selected ?? active}
      aria-label={props.label}
      data-key={rowKey}
      data-changed={flash === null ? undefined : 'true'}
      {...props.data}
      onClick={() => onActivate(rowKey)}
      // On every move, not only on entering: a row slot can show another row under a still pointer.
      onMouseMove={(event) => titleCellUnder(event.target)}
      onDoubleClick={() => onDoubleClick(rowKey)}
    >
      {level === null ? null : <TreeCell expanded={expanded} rowKey={rowKey} onActivate={onActivate} onToggle={onToggle} />}
      {columns.map((column) => (
        <div role="gridcell" key={column.id} className={`cell cell-${column.id}${column.numeric ? ' cell-num' : ''}`}>
          {props.cell(column)}
        </div>
      ))}
    </div>
  );
}
