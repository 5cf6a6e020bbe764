/**
 * The first cell of a treegrid row (the orders and the positions tables): the button that folds
 * and unfolds the row, or nothing where the row does not unfold. The button never takes the focus:
 * the table keeps it (aria-activedescendant), as this button lives in a recycled row. Its chevron
 * is the button's ::before (the stylesheet), not an SVG of its own: a recycled row slot that turns
 * from a leg to a multi-leg order then creates one element, not three.
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
        />
      )}
    </div>
  );
}
