/** What a tree-table's parts say about columns and the sort (tree-table.tsx has the API). */

/** A column of a tree-table: a view's column definitions extend this with how they sort and draw. */
export interface TableColumn {
  /** Stable (a setting stores it); the cells' class is `cell-<id>`. */
  id: string;
  label: string;
  /** Longer words for the header's tooltip and the column chooser. */
  title: string;
  /** A CSS grid track: `92px`, `minmax(222px, 2fr)`. */
  width: string;
  /** Right-aligned figures. */
  numeric: boolean;
}

/** The sort in force: a column and a direction. */
export interface TableSort {
  column: { id: string };
  direction: 'asc' | 'desc';
}
