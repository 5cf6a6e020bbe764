import { describe, expect, it } from 'vitest';
import { treeKeyAction } from '../../../../../renderer/components/tree-table/tree-keys.ts';
import { flattenRows, ORDER_TREE, orderKey, type TableRow, type VisibleUnit } from '../../../../../renderer/views/orders/table/order-rows.ts';
import { group, order, spread } from '../order-fixtures.ts';

// 0 order:1 (one leg) | 1 order:2 (spread, open) | 2 leg 0 | 3 leg 1 | 4 group:G (open) | 5 order:3 | 6 order:4 (spread, closed)
const units: VisibleUnit[] = [
  { kind: 'order', order: order(1) },
  { kind: 'order', order: spread(2) },
  { kind: 'group', group: group('G', [order(3), spread(4)]), members: [order(3), spread(4)] },
];
const rows = flattenRows(units, new Set([orderKey('2'), 'group:G']));
const PAGE = 3;
const keyAction = (key: string, on: readonly TableRow[], index: number, page: number) => treeKeyAction(key, on, index, page, ORDER_TREE);
const act = (key: string, index: number) => keyAction(key, rows, index, PAGE);

describe('the orders tree: moving through the treegrid', () => {
  it('has the rows the table below assumes', () => {
    expect(rows.map((row) => row.key)).toEqual(['order:1', 'order:2', 'order:2:leg:0', 'order:2:leg:1', 'group:G', 'order:3', 'order:4']);
  });

  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 6, 6],
    ['ArrowUp', 1, 0],
    ['ArrowUp', 0, 0],
    ['Home', 5, 0],
    ['End', 1, 6],
    ['PageDown', 1, 4],
    ['PageDown', 5, 6],
    ['PageUp', 4, 1],
    ['PageUp', 2, 0],
  ])('%s from row %i goes to row %i', (key, from, to) => {
    expect(act(key, from)).toEqual({ move: to });
  });
});

describe('the orders tree: opening and closing', () => {
  it.each([
    ['ArrowRight', 6, { toggle: 'order:4', open: true }, 'opens a closed multi-leg order'],
    ['ArrowRight', 1, { move: 2 }, 'steps into an open order'],
    ['ArrowRight', 4, { move: 5 }, 'steps into an open group'],
    ['ArrowLeft', 1, { toggle: 'order:2', open: false }, 'closes an open order'],
    ['ArrowLeft', 4, { toggle: 'group:G', open: false }, 'closes an open group'],
    ['ArrowLeft', 3, { move: 1 }, 'steps out of a leg to its order'],
    ['ArrowLeft', 6, { move: 4 }, 'steps out of a closed member to its group'],
    ['Enter', 1, { toggle: 'order:2' }, 'Enter toggles'],
    [' ', 4, { toggle: 'group:G' }, 'Space toggles'],
  ])('%s on row %i is %o (%s)', (key, index, action, _why) => {
    expect(act(key, index)).toEqual(action);
  });

  it.each([
    ['ArrowRight', 0, 'a one-leg order has nothing inside'],
    ['ArrowRight', 2, 'a leg has nothing inside'],
    ['ArrowLeft', 0, 'a top-level order has no parent'],
    ['Enter', 0, 'a one-leg order does not toggle'],
    [' ', 3, 'a leg does not toggle'],
    ['Tab', 1, 'other keys are the page’s'],
    ['a', 1, 'letters too'],
  ])('%s on row %i does nothing (%s)', (key, index, _why) => {
    expect(act(key, index)).toBeNull();
  });

  it('does nothing in an empty table', () => {
    for (const key of ['ArrowDown', 'End', 'Enter', 'ArrowLeft']) expect(keyAction(key, [], 0, PAGE)).toBeNull();
  });

  it('does nothing when the parent is no longer on screen', () => {
    expect(keyAction('ArrowLeft', rows.slice(2), 0, PAGE)).toBeNull();
  });
});
