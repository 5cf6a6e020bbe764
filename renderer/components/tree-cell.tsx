/**
 * The first cell of a treegrid row (the orders and the positions tables): the button that folds
 * and unfolds the row, or nothing where the row does not unfold. The button never takes the focus:
 * the table keeps it (aria-activedescendant), as this button lives in a recycled row.
 */

interface TreeCellProps {
  /** `null`: the row does not unfold. */
  expanded: boolean | null;
  rowKey: string;
  onActivate(key: string): void;
  onToggle(key: string): void;
}

/** The tree cell of a row: its fold button, if it unfolds. */
export function TreeCell({ expanded, rowKey, onActivate, onToggle }: TreeCellProps) {
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
        >
          <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
            <path d="M3 1.5 7 5 3 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      )}
    </div>
  );
}
