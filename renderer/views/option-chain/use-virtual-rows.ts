/**
 * Row virtualisation for one scroll container with rows of one height under a sticky header:
 * only the rows in view plus a small overscan are rendered. State changes only when the range of
 * rows changes, not on every scroll event, so scrolling re-renders at most once per row crossed.
 *
 * Layout is never read back after React writes: the viewport's height comes from a
 * ResizeObserver (delivered after layout), and a scroll reads only `scrollTop`, in the scroll
 * event, before anything in the frame has changed the DOM.
 */
import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { flushSync } from 'react-dom';

/** The rows to render: [start, end) with overscan, and the first row actually in view. */
export interface RowRange {
  start: number;
  end: number;
  firstVisible: number;
  /** Rows that fit in the viewport below the header (a page, for Page Up/Down). */
  pageRows: number;
}

interface Options {
  count: number;
  rowHeight: number;
  headerHeight: number;
  overscan: number;
  /** A sticky section heading may cover the first row: revealing a row keeps it below that too. */
  stickyHeading: number;
}

/** O(1): the range follows from the scroll offset and the viewport alone. */
function rangeFor(scrollTop: number, viewport: number, { count, rowHeight, headerHeight, overscan }: Options): RowRange {
  const body = Math.max(rowHeight, viewport - headerHeight);
  const firstVisible = Math.min(Math.max(0, count - 1), Math.max(0, Math.floor(scrollTop / rowHeight)));
  const lastVisible = Math.ceil((scrollTop + body) / rowHeight);
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(count, lastVisible + overscan),
    firstVisible,
    pageRows: Math.max(1, Math.floor(body / rowHeight) - 1),
  };
}

/**
 * Row elements are recycled rather than created and removed while scrolling: `slotCount` of
 * them stay mounted in one DOM order, and slot `s` shows the row of [first, first + slotCount)
 * whose index is `s` modulo `slotCount`. A row entering the window then only rewrites the text and
 * attributes of the element of the row that left, instead of removing one element tree and
 * building another (node churn that costs style, layout-tree and garbage-collection time).
 */
export interface SlotWindow {
  /** The first row index shown; the window is [first, first + slots) clipped to the row count. */
  first: number;
  /** One past the last row index shown. */
  end: number;
  slots: number;
}

/** Enough slots for any range this viewport can produce: the rows in view, the overscan each side, and partial rows. */
export function slotCount(range: RowRange, overscan: number): number {
  return range.pageRows + 2 * overscan + 4;
}

/** The rows the slots show: the range, grown to `slots` rows (towards the end, or back from the last row). */
export function slotWindow(range: RowRange, count: number, slots: number): SlotWindow {
  const first = Math.max(0, Math.min(range.start, count - slots));
  return { first, end: Math.min(count, first + slots), slots };
}

/** The row index slot `slot` shows (it may be `end` or beyond for a chain with fewer rows than slots). */
export function rowOfSlot({ first, slots }: SlotWindow, slot: number): number {
  return first + ((((slot - first) % slots) + slots) % slots);
}

const sameRange = (a: RowRange, b: RowRange) =>
  a.start === b.start && a.end === b.end && a.firstVisible === b.firstVisible && a.pageRows === b.pageRows;

/** Virtualises the rows of the scroll container the returned ref is attached to. */
export function useVirtualRows(options: Options) {
  const ref = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<RowRange>(() => rangeFor(0, 800, options));
  const optionsRef = useRef(options);
  /** The container's clientHeight as last laid out (kept by the ResizeObserver). */
  const viewport = useRef(800);

  /** The range last set: the scroll handler compares against it without a render. */
  const current = useRef(range);

  const update = useCallback((scrollTop: number, sync: boolean) => {
    const next = rangeFor(scrollTop, viewport.current, optionsRef.current);
    // Most scroll events stay within the rendered rows: no state, no render.
    if (sameRange(current.current, next)) return;
    current.current = next;
    // From a scroll event (dispatched at the start of a frame), render the rows now so this
    // frame paints them: a deferred render would show the rows of the previous position (a blank
    // band during a fling) and lay them out again in a task of its own.
    if (sync) flushSync(() => setRange(next));
    else setRange(next);
  }, []);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => update(event.currentTarget.scrollTop, true), [update]);

  // Declared first so the range below is computed for the real viewport on mount.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    viewport.current = element.clientHeight;
    const observer = new ResizeObserver(() => {
      // Resize observations are delivered after layout: these reads cost nothing.
      viewport.current = element.clientHeight;
      update(element.scrollTop, false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [update]);

  // A new chain, row height or overscan: recompute from where the container is scrolled to.
  const { count, rowHeight, headerHeight, overscan, stickyHeading } = options;
  useLayoutEffect(() => {
    optionsRef.current = { count, rowHeight, headerHeight, overscan, stickyHeading };
    update(ref.current?.scrollTop ?? 0, false);
  }, [count, rowHeight, headerHeight, overscan, stickyHeading, update]);

  /**
   * Scrolls the least needed to show row `index` fully below the sticky header, or puts it in the
   * middle (`center`) when the jump is a search and the rows around it matter.
   */
  const revealRow = useCallback(
    (index: number, center = false) => {
      const element = ref.current;
      if (!element) return;
      const { rowHeight: height, headerHeight: header, stickyHeading: heading } = optionsRef.current;
      const top = index * height;
      const bodyHeight = viewport.current - header;
      const from = element.scrollTop;
      let to = from;
      if (center) to = Math.max(0, top - Math.floor((bodyHeight - height) / 2));
      else if (top < from + heading) to = Math.max(0, top - heading);
      else if (top + height > from + bodyHeight) to = top + height - bodyHeight;
      if (to !== from) element.scrollTop = to;
      // Render the new range now rather than on the scroll event a frame later, so the cursor's
      // cell exists (for aria-activedescendant) as soon as the key press is handled.
      update(to === from ? from : element.scrollTop, false);
    },
    [update],
  );

  return { ref, range, onScroll, revealRow };
}
