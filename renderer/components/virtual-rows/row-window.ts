/**
 * The arithmetic of row virtualisation for one scroll container of fixed-height rows under a
 * sticky header: which rows to render for a scroll offset and a viewport, which recycled row
 * element (slot) shows each of them, and how far to scroll to show a row. Pure, so the hook and
 * both grids share one tested copy.
 *
 * Row elements are recycled rather than created and removed while scrolling: `slots` of them
 * stay mounted in one DOM order, and row `r` is always shown by slot `r % slots`. A row entering
 * the window then rewrites the element of the row that left, instead of removing one element tree
 * and building another (node churn that costs style, layout-tree and garbage-collection time). At
 * the top of the list slot `s` shows row `s`, so the DOM order is the reading order there;
 * elsewhere aria-owns gives the reading order (`ownedRowIds`).
 */

/** What the window depends on besides the scroll offset and the viewport. */
export interface RowMetrics {
  /** Rows in all. */
  count: number;
  /** Height of every row, px. */
  rowHeight: number;
  /** The sticky header inside the container, px. */
  headerHeight: number;
  /** Rows rendered beyond each edge of the viewport: enough for a fling, few enough for a small DOM. */
  overscan: number;
  /** A sticky heading that may cover the first row: revealing a row keeps it below that too (px, default 0). */
  stickyHeading?: number;
}

/** The rows to render and what the viewport holds. */
export interface RowRange {
  /** [start, end): the rows in view with the overscan either side, clipped to the list. */
  start: number;
  end: number;
  /** The first row (partly) in view. */
  firstVisible: number;
  /** Rows that fit in the body below the header, less one (a page, for Page Up/Down); at least 1. */
  pageRows: number;
  /** Recycled row elements to keep mounted: enough for any range at this viewport. */
  slots: number;
}

/** The rows the slots show: [first, end), the range grown to `slots` rows where the list allows. */
export interface SlotWindow {
  first: number;
  end: number;
  slots: number;
}

/** O(1): the range follows from the scroll offset and the viewport alone. */
export function rowRange(scrollTop: number, viewport: number, { count, rowHeight, headerHeight, overscan }: RowMetrics): RowRange {
  const body = Math.max(rowHeight, viewport - headerHeight);
  const top = Math.max(0, scrollTop);
  const firstVisible = Math.min(Math.max(0, count - 1), Math.floor(top / rowHeight));
  const lastVisible = Math.ceil((top + body) / rowHeight);
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.max(0, Math.min(count, lastVisible + overscan)),
    firstVisible,
    pageRows: Math.max(1, Math.floor(body / rowHeight) - 1),
    // A body of b px shows at most ceil(b / h) + 1 rows (a partial one at each edge).
    slots: Math.ceil(body / rowHeight) + 1 + 2 * overscan,
  };
}

/** Slots a list keeps beyond what its viewport needs rather than remap every row (steadySlots). */
export const SLOT_SLACK = 2;

/**
 * The range with the slots of the range before it (`previous`) when its own are only a little
 * fewer (at most SLOT_SLACK): a viewport that shrinks a little and grows back (a line of text
 * wrapping above the list while a chain reloads, a comparison's taller header) keeps every row in
 * its slot, instead of rewriting every row each way. A larger shrink (the first layout after a
 * guess, a window made much smaller) takes the fewer slots it needs.
 */
export function steadySlots(range: RowRange, previous: number): RowRange {
  return range.slots < previous && previous - range.slots <= SLOT_SLACK ? { ...range, slots: previous } : range;
}

/** Ranges compare by value: most scroll events stay within the rendered rows and change nothing. */
export const sameRange = (a: RowRange, b: RowRange): boolean =>
  a.start === b.start && a.end === b.end && a.firstVisible === b.firstVisible && a.pageRows === b.pageRows && a.slots === b.slots;

/** The rows the slots show: the range, grown to `slots` rows (towards the end, or back from the last row). */
export function slotWindow(range: RowRange, count: number): SlotWindow {
  const { slots } = range;
  const first = Math.max(0, Math.min(range.start, count - slots));
  return { first, end: Math.min(count, first + slots), slots };
}

/** The row slot `slot` shows (it may be `end` or beyond, an unused slot, for a list shorter than the slots). */
export function rowOfSlot({ first, slots }: SlotWindow, slot: number): number {
  return first + ((((slot - first) % slots) + slots) % slots);
}

/** The slot that shows row `row`: always the same while the slot count stays. */
export const slotOfRow = ({ slots }: SlotWindow, row: number): number => row % slots;

/** The element id of a slot, from an id base unique in the page. */
export const slotId = (idBase: string, slot: number): string => `${idBase}-row-${slot}`;

/** The ids of the slots in the rows' reading order, for aria-owns (the DOM holds them in slot order). */
export function ownedRowIds(shown: SlotWindow, idBase: string): string {
  const ids: string[] = [];
  for (let row = shown.first; row < shown.end; row += 1) ids.push(slotId(idBase, slotOfRow(shown, row)));
  return ids.join(' ');
}

/**
 * The scroll offset that shows row `index` fully below the header (and the sticky heading) with
 * the least movement, or with the row in the middle (`center`, for a search, where the rows
 * around it matter). The current offset when the row is already in view.
 */
export function revealOffset(index: number, scrollTop: number, viewport: number, metrics: RowMetrics, center = false): number {
  const { rowHeight, headerHeight, stickyHeading = 0 } = metrics;
  const top = index * rowHeight;
  const body = viewport - headerHeight;
  if (center) return Math.max(0, top - Math.floor((body - rowHeight) / 2));
  if (top < scrollTop + stickyHeading) return Math.max(0, top - stickyHeading);
  if (top + rowHeight > scrollTop + body) return top + rowHeight - body;
  return scrollTop;
}

/**
 * The offset a list opens at with row `index` in the middle of the body (a chain at the money),
 * clamped to the most the container can scroll: the rows rendered for it are the rows shown.
 */
export function anchoredOffset(index: number, viewport: number, metrics: RowMetrics): number {
  const { count, rowHeight, headerHeight } = metrics;
  const most = Math.max(0, headerHeight + count * rowHeight - viewport);
  return Math.min(most, revealOffset(index, 0, viewport, metrics, true));
}
