/**
 * Windowing for a scroll container of fixed-height rows: which rows to render for the current
 * scroll position and size, plus a way to bring a row into view. Only the window (and a few rows
 * of overscan either side) is in the DOM, whatever the number of orders.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The window of rows to render. */
export interface VirtualRows {
  ref: RefObject<HTMLDivElement | null>;
  start: number;
  end: number;
  onScroll(): void;
  /** Scrolls the least needed so that row `index` is fully visible below the sticky header. */
  reveal(index: number): void;
  /** Rows that fit in the viewport (for Page Up / Page Down). */
  pageSize: number;
}

/** Computes the window; `headerHeight` is the sticky header inside the container. */
export function useVirtualRows(count: number, rowHeight: number, headerHeight: number, overscan = 8): VirtualRows {
  const ref = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setHeight(element.clientHeight);
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    if (ref.current !== null) setScrollTop(ref.current.scrollTop);
  }, []);

  const reveal = useCallback(
    (index: number) => {
      const element = ref.current;
      if (element === null) return;
      const top = index * rowHeight;
      const visible = element.clientHeight - headerHeight;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + visible) element.scrollTop = top + rowHeight - visible;
      setScrollTop(element.scrollTop);
    },
    [rowHeight, headerHeight],
  );

  const visible = Math.max(1, height - headerHeight);
  const first = Math.floor(scrollTop / rowHeight);
  const start = Math.max(0, Math.min(count, first) - overscan);
  const end = Math.min(count, first + Math.ceil(visible / rowHeight) + 1 + overscan);
  return { ref, start, end, onScroll, reveal, pageSize: Math.max(1, Math.floor(visible / rowHeight) - 1) };
}
