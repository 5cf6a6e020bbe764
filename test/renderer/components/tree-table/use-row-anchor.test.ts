import { describe, expect, it } from 'vitest';
import { anchorShift, type AnchorView } from '../../../../renderer/components/tree-table/use-row-anchor.ts';

const H = 30;
/** The rows of orders with these IDs, in this order (the anchor needs only their keys). */
const rowsOf = (...ids: number[]): { key: string }[] => ids.map((id) => ({ key: `order:${id}` }));
/** Rows 100 down to 1: a day, newest first. */
const day = rowsOf(...Array.from({ length: 100 }, (_, i) => 100 - i));
const view = (overrides: Partial<AnchorView> = {}): AnchorView => ({ top: 0, body: 10 * H, rowHeight: H, activeKey: null, merging: false, ...overrides });

describe('anchorShift: the rows in view stay still while data moves the list', () => {
  it('scrolled down: a new order on top moves the view down one row, so the first row in view stays', () => {
    expect(anchorShift(day, rowsOf(101, ...Array.from({ length: 100 }, (_, i) => 100 - i)), view({ top: 40 * H + 7 }))).toBe(H);
  });

  it('at the top of a live list: nothing held, the new order shows at the top', () => {
    expect(anchorShift(day, rowsOf(101, ...Array.from({ length: 100 }, (_, i) => 100 - i)), view({ top: 0 }))).toBe(0);
  });

  it('holds the active row in view rather than the first one', () => {
    // Row of order 90 (index 10) is active, in view at the top of the body's 10 rows from index 5.
    const after = rowsOf(...Array.from({ length: 100 }, (_, i) => 100 - i).filter((id) => id !== 98 && id !== 97));
    expect(anchorShift(day, after, view({ top: 5 * H, activeKey: 'order:90' }))).toBe(-2 * H);
    // Out of view, the active row is not the anchor: the first row in view (order 95, index 5) is.
    expect(anchorShift(day, after, view({ top: 5 * H, activeKey: 'order:10' }))).toBe(-2 * H);
    expect(anchorShift(day, rowsOf(120, 100, 99, 98, 97, 96, 95), view({ top: 5 * H, activeKey: 'order:10' }))).toBe(H);
  });

  it('while pages merge in: holds the rows even at the top (a sort by another column interleaves them)', () => {
    const first = rowsOf(50, 40, 30, 20);
    const merged = rowsOf(55, 50, 45, 40, 35, 30, 25, 20);
    expect(anchorShift(first, merged, view({ merging: true }))).toBe(H);
    expect(anchorShift(first, merged, view({ merging: true, activeKey: 'order:30' }))).toBe(3 * H);
    // Later pages of the default sort (older orders) come below: nothing moves.
    expect(anchorShift(first, rowsOf(50, 40, 30, 20, 10, 5), view({ merging: true, activeKey: 'order:40' }))).toBe(0);
  });

  it('the anchor gone from the list: nothing held', () => {
    expect(anchorShift(day, rowsOf(1, 2, 3), view({ top: 40 * H }))).toBe(0);
  });
});
