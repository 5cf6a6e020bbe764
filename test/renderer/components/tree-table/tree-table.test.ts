import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toggledColumns } from '../../../../renderer/components/tree-table/column-chooser.tsx';
import { csvText } from '../../../../renderer/components/tree-table/table-csv.ts';
import { FLAT, treeKeyAction, type TreeShape } from '../../../../renderer/components/tree-table/tree-keys.ts';
import { flashClass, TreeRow } from '../../../../renderer/components/tree-table/tree-row.tsx';
import type { TableColumn } from '../../../../renderer/components/tree-table/table-types.ts';
import { tableTracks, TreeTable, type TreeTableProps } from '../../../../renderer/components/tree-table/tree-table.tsx';

/** A tree as the coming tables will have one: accounts, each with its lines. */
interface Line {
  key: string;
  name: string;
  amount: number;
  level: 1 | 2;
  parentKey: string | null;
  open: boolean;
}
const line = (key: string, name: string, amount: number, parentKey: string | null = null, open = false): Line => ({
  key,
  name,
  amount,
  level: parentKey === null ? 1 : 2,
  parentKey,
  open,
});
const ROWS: Line[] = [line('a', 'Account A', 30, null, true), line('a/1', 'Cash', 10, 'a'), line('a/2', 'Stock', 20, 'a'), line('b', 'Account B', 5)];
const TREE: TreeShape<Line> = { expandable: (row) => row.level === 1, isOpen: (row) => row.open, parentKey: (row) => row.parentKey };
const COLUMNS: TableColumn[] = [
  { id: 'name', label: 'Name', title: 'What the line is', width: 'minmax(200px, 2fr)', numeric: false },
  { id: 'amount', label: 'Amount', title: 'Amount ($)', width: '96px', numeric: true },
];

const renderLine = (row: Line, index: number, id: string) =>
  createElement(TreeRow<TableColumn>, {
    id,
    index,
    rowKey: row.key,
    rowHeight: 30,
    level: row.level,
    expanded: row.level === 1 ? row.open : null,
    active: row.key === 'a/2',
    flash: row.key === 'a/1' ? flashClass(3) : null,
    label: row.name,
    columns: COLUMNS,
    cell: (column) => (column.id === 'name' ? row.name : row.amount.toFixed(2)),
    onActivate: () => undefined,
    onToggle: () => undefined,
  });

const props = (overrides: Partial<TreeTableProps<Line, TableColumn>> = {}): TreeTableProps<Line, TableColumn> => ({
  rows: ROWS,
  columns: COLUMNS,
  tree: TREE,
  treeTrack: '28px',
  label: 'Lines',
  name: 'lines-table',
  rowHeight: 30,
  overscan: 4,
  sort: { column: { id: 'amount' }, direction: 'desc' },
  onSort: () => undefined,
  activeKey: 'a/2',
  onActive: () => undefined,
  onToggle: () => undefined,
  stale: false,
  renderRow: renderLine,
  ...overrides,
});

const html = (overrides: Partial<TreeTableProps<Line, TableColumn>> = {}): string =>
  renderToStaticMarkup(createElement(TreeTable<Line, TableColumn>, props(overrides)));

describe('TreeTable: one table for every view, columns and rows as data', () => {
  it('draws a treegrid: the expander column, a sorted header, every row with its level and fold', () => {
    const out = html();
    expect(out).toMatch(/^<div class="tree-table" role="treegrid" aria-label="Lines" aria-rowcount="5" aria-colcount="3"/);
    expect(out).toContain('data-testid="lines-table"');
    expect(out).toContain('--tree-grid:28px minmax(200px, 2fr) 96px;--tree-min-width:324px');
    // The header: the expander's column, then a sort button per column, the sorted one told.
    expect(out).toContain('<div role="columnheader" class="cell cell-tree"><span class="visually-hidden">Expand</span></div>');
    expect(out).toContain('class="cell cell-amount cell-num" aria-sort="descending"><button type="button" class="sort-button" title="Amount ($): sort"');
    expect(out).toContain('class="cell cell-name" aria-sort="none"');
    // Rows: a parent open, its children with the connector's level, a leaf without a fold button.
    expect(out).toMatch(/<div role="row" id="[^"]+-row-0" class="tree-row level-1" aria-rowindex="2" style="top:0" aria-level="1" aria-expanded="true"/);
    expect(out).toContain('aria-label="Collapse"');
    expect(out).toMatch(
      /class="tree-row level-2 flash-b" aria-rowindex="3" style="top:30px" aria-level="2" aria-selected="false" aria-label="Cash" data-key="a\/1" data-changed="true"/,
    );
    expect(out).toMatch(/class="tree-row level-2 row-active" aria-rowindex="4" style="top:60px" aria-level="2" aria-selected="true"/);
    expect(out).toContain('aria-label="Expand"');
    expect(out).toContain('<div role="gridcell" class="cell cell-amount cell-num">20.00</div>');
    // The active row is named for assistive technology; the body holds every row's height.
    expect(out).toMatch(/aria-activedescendant="[^"]+-row-2"/);
    expect(out).toContain('class="tree-table-body" aria-owns=');
    expect(out).toContain('height:120px');
    // Neutral names only: no view's prefix in the kit's markup.
    expect(out).not.toMatch(/orders-|positions-|alerts-/);
  });

  it('draws a flat table as a grid: no expander column, plain headers when it does not sort', () => {
    const flat = ROWS.filter((row) => row.level === 1);
    const out = renderToStaticMarkup(
      createElement(TreeTable<Line, TableColumn>, {
        ...props({ rows: flat, tree: FLAT, treeTrack: undefined, sort: null, onSort: undefined, activeKey: null }),
        renderRow: (row, index, id) =>
          createElement(TreeRow<TableColumn>, {
            id,
            index,
            rowKey: row.key,
            rowHeight: 30,
            level: null,
            expanded: null,
            active: false,
            selected: row.key === 'b',
            flash: null,
            columns: COLUMNS,
            cell: (column) => (column.id === 'name' ? row.name : String(row.amount)),
            onActivate: () => undefined,
            onToggle: () => undefined,
          }),
      }),
    );
    expect(out).toMatch(/role="grid" aria-label="Lines" aria-rowcount="3" aria-colcount="2"/);
    expect(out).not.toContain('cell-tree');
    expect(out).not.toContain('sort-button');
    expect(out).not.toContain('aria-activedescendant');
    expect(out).toContain('<div role="columnheader" class="cell cell-amount cell-num" title="Amount ($)">Amount</div>');
    expect(out).toMatch(/class="tree-row" aria-rowindex="3" style="top:30px" aria-selected="true" data-key="b"/);
  });

  it('marks a stale table; a sticky first column waits for a sideways scroll', () => {
    // Sticky cells are layers of their own: the class comes once the table is scrolled sideways
    // (e2e/specs/tables-fit.spec.ts scrolls it and finds Symbol in place).
    expect(html({ stale: true, stickyFirst: true, className: 'lines' })).toMatch(/^<div class="tree-table lines is-stale"/);
  });

  it('renders only the rows in view and their overscan, however many rows there are', () => {
    const many = Array.from({ length: 5000 }, (_, i) => line(`r${i}`, `Line ${i}`, i));
    const out = html({ rows: many, tree: FLAT, activeKey: null });
    const rows = out.match(/role="row"/g)?.length ?? 0;
    // 800 px assumed before the first layout: 26 rows below the 32 px header, 4 either side, the header.
    expect(rows).toBeLessThan(40);
    expect(out).toContain(`height:${5000 * 30}px`);
  });
});

describe('the kit’s parts', () => {
  it('tableTracks: the template and the least width (a minmax track counts its least)', () => {
    expect(tableTracks(['28px', 'minmax(222px, 2fr)', '82px'])).toEqual({ template: '28px minmax(222px, 2fr) 82px', minWidth: 332 });
    // A track without a pixel width counts 60 px.
    expect(tableTracks(['1fr'])).toEqual({ template: '1fr', minWidth: 60 });
  });

  it('treeKeyAction on a tree: into and out of a parent, Enter folds', () => {
    expect(treeKeyAction('ArrowRight', ROWS, 0, 10, TREE)).toEqual({ move: 1 });
    expect(treeKeyAction('ArrowLeft', ROWS, 2, 10, TREE)).toEqual({ move: 0 });
    expect(treeKeyAction('ArrowLeft', ROWS, 0, 10, TREE)).toEqual({ toggle: 'a', open: false });
    expect(treeKeyAction('ArrowRight', ROWS, 3, 10, TREE)).toEqual({ toggle: 'b', open: true });
    expect(treeKeyAction('Enter', ROWS, 3, 10, TREE)).toEqual({ toggle: 'b' });
    expect(treeKeyAction('Enter', ROWS, 1, 10, TREE)).toBeNull();
  });

  it('treeKeyAction on a flat table: moves, nothing opens', () => {
    expect(treeKeyAction('PageDown', ROWS, 0, 2, FLAT)).toEqual({ move: 2 });
    expect(treeKeyAction('End', ROWS, 0, 2, FLAT)).toEqual({ move: 3 });
    for (const key of ['ArrowRight', 'ArrowLeft', 'Enter', ' ']) expect(treeKeyAction(key, ROWS, 1, 2, FLAT)).toBeNull();
  });

  it('flashClass: the parity of the refresh picks the name, so a second change restarts the fade', () => {
    expect([flashClass(0), flashClass(1), flashClass(2)]).toEqual(['flash-a', 'flash-b', 'flash-a']);
  });

  it('toggledColumns: in the columns’ order, null for all, never none', () => {
    const all = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(toggledColumns(all, [{ id: 'c' }, { id: 'a' }], 'b')).toBeNull();
    expect(toggledColumns(all, all, 'b')).toEqual(['a', 'c']);
    expect(toggledColumns(all, [{ id: 'c' }], 'a')).toEqual(['a', 'c']);
    expect(toggledColumns(all, [{ id: 'c' }], 'c')).toBeUndefined();
  });

  it('toggledColumns: null is the default layout, which may leave columns out', () => {
    const all = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const defaults = [{ id: 'a' }, { id: 'c' }];
    // Back to the default layout's columns: the setting's null, not a list.
    expect(toggledColumns(all, all, 'b', defaults)).toBeNull();
    // Every column, when the default leaves one out: a list of all (null would drop b again).
    expect(toggledColumns(all, defaults, 'b', defaults)).toEqual(['a', 'b', 'c']);
  });

  it('csvText: CRLF lines, fields quoted where needed, formulas guarded', () => {
    expect(
      csvText([
        ['Symbol', 'Note'],
        ['GOOG', 'a, b'],
        [null, 12.5],
        ['=1+2', '"q"'],
      ]),
    ).toBe('Symbol,Note\r\nGOOG,"a, b"\r\n,12.5\r\n\'=1+2,"""q"""\r\n');
  });
});
