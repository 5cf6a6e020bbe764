/**
 * Windowing for a scroll container of fixed-height rows: which rows to render for the current
 * scroll position and size, plus a way to bring a row into view. Only the window (and a few rows
 * of overscan either side) is in the DOM, whatever the number of orders.
 *
 * Layout is never read back after React writes: the viewport's height comes from a
 * ResizeObserver (delivered after layout), and a scroll reads only `scrollTop`, in the scroll
 * event, before anything in the frame has changed the DOM. State changes only when the window
 * moves by a row, and a scroll renders the new rows in its own event (flushSync), so the frame
 * that scrolled paints them.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';
import { flushSync } from 'react-dom';

/** The window of rows to render. */
export interface VirtualRows {
  ref: RefObject<HTMLDivElement | null>;
  start: number;
  end: number;
  onScroll(event: UIEvent<HTMLElement>): void;
  /** Scrolls the least needed so that row `index` is fully visible below the sticky header. */
  reveal(index: number): void;
  /** Rows that fit in the viewport (for Page Up / Page Down). */
  pageSize: number;
  /** Recycled row elements to keep mounted (see slotWindow). */
  slots: number;
}

/**
 * Row elements are recycled rather than created and removed while scrolling: `slots` of them stay
 * mounted in one DOM order, and slot `s` shows the row of [first, first + slots) whose index is
 * `s` modulo `slots`. A row entering the window then rewrites the element of the row that left
 * instead of removing one element tree and building another. At the top of the list slot `s`
 * shows row `s`, so the DOM order is the reading order there.
 */
export interface SlotWindow {
  /** The first row index shown; the window is [first, first + slots) clipped to the row count. */
  first: number;
  /** One past the last row index shown. */
  end: number;
  slots: number;
}

/** The rows the slots show: the window [start, end), grown to `slots` rows (towards the end, or back from the last row). */
export function slotWindow(start: number, count: number, slots: number): SlotWindow {
  const first = Math.max(0, Math.min(start, count - slots));
  return { first, end: Math.min(count, first + slots), slots };
}

/** The row index slot `slot` shows (`end` or beyond when there are fewer rows than slots). */
export function rowOfSlot({ first, slots }: SlotWindow, slot: number): number {
  return first + ((((slot - first) % slots) + slots) % slots);
}

interface Window {
  start: number;
  end: number;
  height: number;
}

function windowFor(scrollTop: number, height: number, count: number, rowHeight: number, headerHeight: number, overscan: number): Window {
  const visible = Math.max(1, height - headerHeight);
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const start = Math.max(0, Math.min(count, first) - overscan);
  const end = Math.min(count, first + Math.ceil(visible / rowHeight) + 1 + overscan);
  return { start, end, height };
}

const same = (a: Window, b: Window) => a.start === b.start && a.end === b.end && a.height === b.height;

/** Computes the window; `headerHeight` is the sticky header inside the container. */
export function useVirtualRows(count: number, rowHeight: number, headerHeight: number, overscan = 8): VirtualRows {
  const ref = useRef<HTMLDivElement | null>(null);
  const options = useRef({ count, rowHeight, headerHeight, overscan });
  /** The container's clientHeight as last laid out (kept by the ResizeObserver). */
  const viewport = useRef(600);
  const [state, setState] = useState<Window>(() => windowFor(0, 600, count, rowHeight, headerHeight, overscan));
  /** The window last set: the scroll handler compares against it without a render. */
  const current = useRef(state);

  const update = useCallback((scrollTop: number, sync: boolean) => {
    const o = options.current;
    const next = windowFor(scrollTop, viewport.current, o.count, o.rowHeight, o.headerHeight, o.overscan);
    // Most scroll events stay within the rendered rows: no state, no render.
    if (same(current.current, next)) return;
    current.current = next;
    if (sync) flushSync(() => setState(next));
    else setState(next);
  }, []);

  // Declared first so the window below is computed for the real viewport on mount.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    viewport.current = element.clientHeight;
    const observer = new ResizeObserver(() => {
      // Resize observations are delivered after layout: these reads cost nothing.
      viewport.current = element.clientHeight;
      update(element.scrollTop, false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [update]);

  // New rows (a refresh, a filter, an expansion): recompute from where the container is scrolled to.
  useLayoutEffect(() => {
    options.current = { count, rowHeight, headerHeight, overscan };
    update(ref.current?.scrollTop ?? 0, false);
  }, [count, rowHeight, headerHeight, overscan, update]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => update(event.currentTarget.scrollTop, true), [update]);

  const reveal = useCallback(
    (index: number) => {
      const element = ref.current;
      if (element === null) return;
      const top = index * rowHeight;
      const visible = viewport.current - headerHeight;
      const from = element.scrollTop;
      let to = from;
      if (top < from) to = top;
      else if (top + rowHeight > from + visible) to = top + rowHeight - visible;
      if (to !== from) element.scrollTop = to;
      // Render the new window now rather than on the scroll event a frame later, so the row to
      // focus exists as soon as the key press is handled.
      update(to === from ? from : element.scrollTop, false);
    },
    [rowHeight, headerHeight, update],
  );

  const visible = Math.max(1, state.height - headerHeight);
  const rowsInView = Math.ceil(visible / rowHeight) + 1;
  return {
    ref,
    start: Math.min(state.start, count),
    end: Math.min(state.end, count),
    onScroll,
    reveal,
    pageSize: Math.max(1, Math.floor(visible / rowHeight) - 1),
    slots: rowsInView + 2 * overscan + 2,
  };
}
