import { describe, expect, it } from 'vitest';
import {
  anchoredOffset,
  SLOT_SLACK,
  steadySlots,
  ownedRowIds,
  revealOffset,
  rowOfSlot,
  rowRange,
  sameRange,
  slotOfRow,
  slotWindow,
  type RowMetrics,
} from '../../../../renderer/components/virtual-rows/row-window.ts';

/** The chain's grid: 28 px rows under a 56 px header, a sticky expiry heading one row tall. */
const CHAIN: RowMetrics = { count: 5201, rowHeight: 28, headerHeight: 56, overscan: 8, stickyHeading: 28 };
/** The orders table: 30 px rows under a 32 px header. */
const ORDERS: RowMetrics = { count: 1200, rowHeight: 30, headerHeight: 32, overscan: 8 };

/** Rows at least partly visible below the header at this offset: [first, end). */
function visibleRows(scrollTop: number, viewport: number, { count, rowHeight, headerHeight }: RowMetrics): [number, number] {
  const first = Math.floor(scrollTop / rowHeight);
  const end = Math.ceil((scrollTop + viewport - headerHeight) / rowHeight);
  return [Math.min(first, count), Math.min(end, count)];
}

/** The rows each slot shows for a range (undefined for an unused slot). */
function slotRows(metrics: RowMetrics, scrollTop: number, viewport: number): (number | undefined)[] {
  const range = rowRange(scrollTop, viewport, metrics);
  const window = slotWindow(range, metrics.count);
  return Array.from({ length: window.slots }, (_, slot) => {
    const row = rowOfSlot(window, slot);
    return row < window.end ? row : undefined;
  });
}

describe('rowRange: which rows render for a scroll offset', () => {
  it('renders the rows in view and the overscan after them at the top', () => {
    // 800 px viewport: 744 px of body, 26.6 rows of 28 px.
    expect(rowRange(0, 800, CHAIN)).toMatchObject({ start: 0, end: 27 + 8, firstVisible: 0, pageRows: 25 });
  });

  it('renders the overscan on both sides in the middle', () => {
    const range = rowRange(2800, 800, CHAIN);
    expect(range).toMatchObject({ start: 100 - 8, firstVisible: 100, end: Math.ceil((2800 + 744) / 28) + 8 });
  });

  it('stops at the last row when scrolled to the bottom, and past it (elastic scroll)', () => {
    const bottom = CHAIN.count * 28 - 744;
    expect(rowRange(bottom, 800, CHAIN)).toMatchObject({ end: CHAIN.count, firstVisible: Math.floor(bottom / 28) });
    expect(rowRange(bottom + 5000, 800, CHAIN)).toMatchObject({ end: CHAIN.count, firstVisible: CHAIN.count - 1 });
  });

  it('starts at row 0 for a negative offset (elastic scroll at the top)', () => {
    expect(rowRange(-120, 800, CHAIN)).toMatchObject({ start: 0, firstVisible: 0 });
  });

  it('renders nothing for no rows, and every row of a short list', () => {
    expect(rowRange(0, 800, { ...ORDERS, count: 0 })).toMatchObject({ start: 0, end: 0, firstVisible: 0 });
    expect(rowRange(0, 800, { ...ORDERS, count: 5 })).toMatchObject({ start: 0, end: 5 });
  });

  it('covers every visible row at every offset, for both grids and many viewports', () => {
    const misses: string[] = [];
    for (const metrics of [CHAIN, ORDERS, { ...ORDERS, count: 31 }]) {
      for (const viewport of [40, 100, 333, 600, 860, 1440]) {
        const height = metrics.count * metrics.rowHeight;
        for (let scrollTop = 0; scrollTop <= height; scrollTop += 7) {
          const range = rowRange(scrollTop, viewport, metrics);
          const [first, end] = visibleRows(scrollTop, viewport, metrics);
          if (range.start > first || range.end < end || range.start < 0 || range.end > metrics.count) misses.push(`${viewport}@${scrollTop}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('gives a page of rows that fits the body, at least one', () => {
    expect(rowRange(0, 800, ORDERS).pageRows).toBe(Math.floor((800 - 32) / 30) - 1);
    expect(rowRange(0, 40, ORDERS).pageRows).toBe(1);
  });

  it('compares ranges by value (a scroll within the rendered rows changes nothing)', () => {
    expect(sameRange(rowRange(2800, 800, CHAIN), rowRange(2801, 800, CHAIN))).toBe(true);
    expect(sameRange(rowRange(2800, 800, CHAIN), rowRange(2828, 800, CHAIN))).toBe(false);
    expect(sameRange(rowRange(2800, 800, CHAIN), rowRange(2800, 900, CHAIN))).toBe(false);
  });
});

describe('slots: recycled row elements', () => {
  it('has enough slots for every row of any range at this viewport, and no more than it needs', () => {
    const misses: string[] = [];
    for (const metrics of [CHAIN, ORDERS]) {
      for (const viewport of [40, 100, 333, 800, 1440]) {
        let widest = 0;
        for (let scrollTop = 0; scrollTop <= 40_000; scrollTop += 3) {
          const range = rowRange(scrollTop, viewport, metrics);
          if (range.end - range.start > range.slots) misses.push(`${viewport}@${scrollTop}`);
          widest = Math.max(widest, range.end - range.start);
        }
        expect(rowRange(0, viewport, metrics).slots - widest).toBeLessThanOrEqual(1);
      }
    }
    expect(misses).toEqual([]);
  });

  it('shows every row of the range exactly once', () => {
    for (const scrollTop of [0, 13, 2800, 70_000, 145_000, 10_000_000]) {
      const range = rowRange(scrollTop, 800, CHAIN);
      const shown = slotRows(CHAIN, scrollTop, 800).filter((row) => row !== undefined);
      expect(new Set(shown).size).toBe(shown.length);
      for (let row = range.start; row < range.end; row += 1) expect(shown).toContain(row);
    }
  });

  it('keeps a row in its slot while it stays rendered, whichever way the list scrolls', () => {
    const offsets = [0, 28, 140, 1000, 1013, 4000, 3990, 2000, 50_000, 49_000, CHAIN.count * 28];
    for (let i = 1; i < offsets.length; i += 1) {
      const before = slotRows(CHAIN, offsets[i - 1] ?? 0, 800);
      const after = slotRows(CHAIN, offsets[i] ?? 0, 800);
      before.forEach((row, slot) => {
        if (row !== undefined && after.includes(row)) expect(after[slot], `row ${row}`).toBe(row);
      });
    }
  });

  it('puts row n in slot n modulo the slot count', () => {
    const window = slotWindow(rowRange(70_000, 800, CHAIN), CHAIN.count);
    for (let row = window.first; row < window.end; row += 1) expect(rowOfSlot(window, slotOfRow(window, row))).toBe(row);
    expect(slotOfRow(window, 2600)).toBe(2600 % window.slots);
  });

  it('shows rows in DOM order at the top, so the page reads in order before any scroll', () => {
    expect(slotRows(ORDERS, 0, 600).slice(0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('fills every slot at the bottom by growing the window back from the last row', () => {
    const window = slotWindow(rowRange(CHAIN.count * 28, 800, CHAIN), CHAIN.count);
    expect(window.end).toBe(CHAIN.count);
    expect(window.first).toBe(CHAIN.count - window.slots);
    expect(slotRows(CHAIN, CHAIN.count * 28, 800).every((row) => row !== undefined)).toBe(true);
  });

  it('leaves the slots beyond a short list empty', () => {
    const rows = slotRows({ ...ORDERS, count: 3 }, 0, 600);
    expect(rows.slice(0, 3)).toEqual([0, 1, 2]);
    expect(rows.slice(3).every((row) => row === undefined)).toBe(true);
  });

  it('grows and shrinks with the viewport (a resize), still covering the rows in view', () => {
    const small = rowRange(3000, 400, ORDERS);
    const large = rowRange(3000, 1400, ORDERS);
    expect(large.slots).toBeGreaterThan(small.slots);
    const window = slotWindow(large, ORDERS.count);
    const [first, end] = visibleRows(3000, 1400, ORDERS);
    expect(window.first).toBeLessThanOrEqual(first);
    expect(window.end).toBeGreaterThanOrEqual(end);
  });

  it('lists the slots’ ids in reading order for aria-owns', () => {
    const window = slotWindow(rowRange(300 * 30, 600, ORDERS), ORDERS.count);
    const ids = ownedRowIds(window, 'g').split(' ');
    expect(ids).toHaveLength(window.end - window.first);
    ids.forEach((id, i) => expect(id).toBe(`g-row-${slotOfRow(window, window.first + i)}`));
  });
});

describe('revealOffset: the least scroll that shows a row', () => {
  it('leaves the offset alone when the row is already fully in view', () => {
    expect(revealOffset(10, 0, 600, ORDERS)).toBe(0);
  });

  it('scrolls up to a row above, down to a row below', () => {
    expect(revealOffset(5, 3000, 600, ORDERS)).toBe(150);
    // The row's bottom just above the viewport's bottom (the body is 568 px under the header).
    expect(revealOffset(40, 0, 600, ORDERS)).toBe(41 * 30 - 568);
  });

  it('keeps the row below a sticky heading', () => {
    expect(revealOffset(100, 100 * 28, 800, CHAIN)).toBe(99 * 28);
    expect(revealOffset(101, 100 * 28, 800, CHAIN)).toBe(100 * 28);
  });

  it('centres the row for a search, never above the top', () => {
    expect(revealOffset(1000, 0, 800, CHAIN, true)).toBe(1000 * 28 - Math.floor((744 - 28) / 2));
    expect(revealOffset(2, 5000, 800, CHAIN, true)).toBe(0);
  });
});

describe('anchoredOffset: where a list opens on a row in the middle', () => {
  it('centres the row in the body, and the rows rendered there show it in the middle', () => {
    const top = anchoredOffset(1000, 800, CHAIN);
    expect(top).toBe(revealOffset(1000, 0, 800, CHAIN, true));
    const range = rowRange(top, 800, CHAIN);
    const [first, end] = visibleRows(top, 800, CHAIN);
    expect(range.start).toBeLessThanOrEqual(first);
    expect(range.end).toBeGreaterThanOrEqual(end);
    // As many rows above the anchor as below it, give or take the row cut at each edge.
    expect(Math.abs(1000 - first - (end - 1 - 1000))).toBeLessThanOrEqual(1);
  });

  it('opens at the top for a row near the start', () => {
    expect(anchoredOffset(3, 800, CHAIN)).toBe(0);
  });

  it('never opens past the most the container scrolls (a row near the end)', () => {
    const most = CHAIN.headerHeight + CHAIN.count * CHAIN.rowHeight - 800;
    expect(anchoredOffset(CHAIN.count - 2, 800, CHAIN)).toBe(most);
    expect(rowRange(most, 800, CHAIN).end).toBe(CHAIN.count);
  });

  it('opens at the top when every row fits', () => {
    expect(anchoredOffset(10, 800, { ...CHAIN, count: 20 })).toBe(0);
  });
});

describe('steadySlots: a list keeps its row elements through a small shrink', () => {
  it('keeps the slots of a slightly taller viewport, so every row stays in its slot', () => {
    const tall = rowRange(2500 * 28, 531, CHAIN);
    const short = rowRange(2500 * 28, 500, CHAIN);
    expect(short.slots).toBeLessThan(tall.slots);
    expect(tall.slots - short.slots).toBeLessThanOrEqual(SLOT_SLACK);
    const kept = steadySlots(short, tall.slots);
    expect(kept).toEqual({ ...short, slots: tall.slots });
    // The same slot shows each row before and after: nothing is rewritten.
    const before = slotWindow(tall, CHAIN.count);
    const after = slotWindow(kept, CHAIN.count);
    for (let row = after.first; row < after.end; row += 1) expect(slotOfRow(after, row)).toBe(slotOfRow(before, row));
  });

  it('takes the fewer slots of a much smaller viewport (a first layout after a guess)', () => {
    const guess = rowRange(0, 800, CHAIN);
    const laidOut = rowRange(0, 519, CHAIN);
    expect(guess.slots - laidOut.slots).toBeGreaterThan(SLOT_SLACK);
    expect(steadySlots(laidOut, guess.slots)).toBe(laidOut);
  });

  it('takes the slots of a taller viewport as they are', () => {
    const tall = rowRange(0, 900, CHAIN);
    expect(steadySlots(tall, 10)).toBe(tall);
  });
});
