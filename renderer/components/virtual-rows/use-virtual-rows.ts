/**
 * Row virtualisation for one scroll container (row-window.ts has the arithmetic): only the rows
 * in view plus a small overscan are rendered, in recycled row elements. State changes only when
 * the range of rows changes, not on every scroll event, so scrolling re-renders at most once per
 * row crossed, and a scroll renders the new rows in its own event, so the frame that scrolled
 * paints them.
 *
 * Layout is never read back after React writes: the viewport's height comes from a
 * ResizeObserver (delivered after layout), and a scroll reads only `scrollTop`, in the scroll
 * event, before anything in the frame has changed the DOM.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';
import { flushSync } from 'react-dom';
import { anchoredOffset, steadySlots, revealOffset, rowRange, sameRange, slotWindow, type RowMetrics, type RowRange, type SlotWindow } from './row-window.ts';

/** The viewport assumed before the first layout (replaced before the first paint). */
const FIRST_VIEWPORT = 800;

/** What a virtualised list gets: the container's ref and scroll handler, the rows to render, a way to show a row. */
export interface VirtualRows {
  /** Attach to the scroll container. */
  ref: RefObject<HTMLDivElement | null>;
  onScroll(event: UIEvent<HTMLElement>): void;
  range: RowRange;
  /** The rows the recycled slots show (for VirtualRowGroup). */
  shown: SlotWindow;
  /**
   * Scrolls the least needed to show row `index` fully below the header and sticky heading, or
   * puts it in the middle (`center`), and renders the rows there at once.
   */
  reveal(index: number, center?: boolean): void;
  /**
   * Scrolls by `delta` px from where the container is and renders the rows there at once (a
   * layout effect's move shows in its own frame).
   */
  scrollBy(delta: number): void;
  /**
   * Where the list was last seen without reading layout: scrollTop as of the last scroll event
   * (or move of ours) and the container's height as last laid out. Reading either from the
   * element in a layout effect would lay the page out again in the middle of a commit.
   */
  seen(): { top: number; height: number };
}

/**
 * A row to open a list on, in the middle of the view, once per `key` (a new chain opens at the
 * money): the rows around it are the first ones rendered, so a new list is committed and laid out
 * once, not first at the old offset and again where it is moved to.
 */
export interface RowAnchor {
  key: string;
  index: number;
}

/** What else a list may say: the row to open on, and a name to remember its viewport's height by. */
export interface VirtualRowsOptions {
  anchor?: RowAnchor | null;
  /**
   * The list's name (one per kind of list, e.g. 'chain-grid'): its viewport's height is kept when
   * it unmounts, so the next one (a chain loaded after a loading state) renders its first rows
   * for the height it will have, once, instead of for a guess and again once measured.
   */
  sizeKey?: string;
}

/** The heights the named lists were last laid out at (a layout cache: a wrong one costs a render). */
const lastHeights = new Map<string, number>();

/** Virtualises the rows of the scroll container the returned ref is attached to. */
export function useVirtualRows(
  { count, rowHeight, headerHeight, overscan, stickyHeading = 0 }: RowMetrics,
  { anchor = null, sizeKey }: VirtualRowsOptions = {},
): VirtualRows {
  const ref = useRef<HTMLDivElement | null>(null);
  const metrics = useRef<RowMetrics>({ count, rowHeight, headerHeight, overscan, stickyHeading });
  /** The container's clientHeight as last laid out (kept by the ResizeObserver). */
  const [remembered] = useState(() => (sizeKey === undefined ? undefined : lastHeights.get(sizeKey)));
  const viewport = useRef(remembered ?? FIRST_VIEWPORT);
  // Every range after the first keeps the slots of the one before when it needs only a few fewer (steadySlots).
  const [range, setRange] = useState<RowRange>(() => rowRange(0, remembered ?? FIRST_VIEWPORT, { count, rowHeight, headerHeight, overscan }));
  /** The range last set: the scroll handler compares against it without a render. */
  const current = useRef(range);
  /** scrollTop as last read where reading it was free (a scroll event, a resize, a move of ours). */
  const lastTop = useRef(0);
  /**
   * The container's height as state too (kept by the ResizeObserver), null until first laid out
   * unless remembered: an anchor is placed during render, and only for a height measured (on
   * mount the layout effect's measure renders again before the first paint if it differs).
   */
  const [viewportHeight, setViewportHeight] = useState<number | null>(remembered ?? null);
  /** The anchor the list was last opened on, and the offset its rows were rendered for. */
  const [opened, setOpened] = useState<{ key: string; top: number } | null>(null);
  if (anchor !== null && anchor.key !== opened?.key && viewportHeight !== null) {
    // Derived during render (React renders again at once, before committing): the rows around the
    // anchor, for the viewport as last laid out; the layout effect below scrolls there.
    const rows = { count, rowHeight, headerHeight, overscan, stickyHeading };
    const top = anchoredOffset(anchor.index, viewportHeight, rows);
    setOpened({ key: anchor.key, top });
    setRange(steadySlots(rowRange(top, viewportHeight, rows), range.slots));
  }
  // The range as committed, for the scroll handler's comparison.
  useLayoutEffect(() => {
    current.current = range;
  }, [range]);

  const update = useCallback(
    (scrollTop: number, sync: boolean) => {
      lastTop.current = scrollTop;
      const next = steadySlots(rowRange(scrollTop, viewport.current, metrics.current), current.current.slots);
      // Most scroll events stay within the rendered rows: no state, no render.
      if (sameRange(current.current, next)) return;
      current.current = next;
      // From a scroll event (dispatched at the start of a frame), render the rows now so this
      // frame paints them: a deferred render would show the rows of the previous position (a blank
      // band during a fling) and lay them out again in a task of its own.
      if (sync) flushSync(() => setRange(next));
      else setRange(next);
    },
    [setRange],
  );

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => update(event.currentTarget.scrollTop, true), [update]);

  // Declared first so the range below is computed for the real viewport on mount.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measured = (height: number) => {
      viewport.current = height;
      if (sizeKey !== undefined) lastHeights.set(sizeKey, height);
      setViewportHeight(height);
    };
    const first = element.clientHeight;
    measured(first);
    // Opened on an anchor for a remembered height that is not this one: open again for this one.
    if (first !== remembered) setOpened(null);
    const observer = new ResizeObserver(() => {
      // Resize observations are delivered after layout: these reads cost nothing.
      measured(element.clientHeight);
      update(element.scrollTop, false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [update, sizeKey, remembered]);

  // Opened on an anchor: scroll to the offset its rows were rendered for (the one layout of the new rows).
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || opened === null) return;
    element.scrollTop = opened.top;
  }, [opened]);

  // New rows (a new chain, a refresh, a filter, an expansion): recompute from where the container is scrolled to.
  useLayoutEffect(() => {
    metrics.current = { count, rowHeight, headerHeight, overscan, stickyHeading };
    update(ref.current?.scrollTop ?? 0, false);
  }, [count, rowHeight, headerHeight, overscan, stickyHeading, update]);

  const reveal = useCallback(
    (index: number, center = false) => {
      const element = ref.current;
      if (element === null) return;
      const from = element.scrollTop;
      const to = revealOffset(index, from, viewport.current, metrics.current, center);
      if (to !== from) element.scrollTop = to;
      // Render the new range now rather than on the scroll event a frame later, so the row (or
      // the cursor's cell, for aria-activedescendant) exists as soon as the key press is handled.
      update(to === from ? from : element.scrollTop, false);
    },
    [update],
  );

  const scrollBy = useCallback(
    (delta: number) => {
      const element = ref.current;
      if (element === null) return;
      element.scrollTop += delta;
      update(element.scrollTop, false);
    },
    [update],
  );

  const seen = useCallback(() => ({ top: lastTop.current, height: viewport.current }), []);

  return { ref, onScroll, range, shown: slotWindow(range, count), reveal, scrollBy, seen };
}
