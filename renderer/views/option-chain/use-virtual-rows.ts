/**
 * Row virtualisation for one scroll container with rows of one height under a sticky header:
 * only the rows in view plus a small overscan are rendered. State changes only when the range of
 * rows changes, not on every scroll event, so scrolling re-renders at most once per row crossed.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

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

const sameRange = (a: RowRange, b: RowRange) =>
  a.start === b.start && a.end === b.end && a.firstVisible === b.firstVisible && a.pageRows === b.pageRows;

/** Virtualises the rows of the scroll container the returned ref is attached to. */
export function useVirtualRows(options: Options) {
  const ref = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<RowRange>(() => rangeFor(0, 800, options));
  const optionsRef = useRef(options);

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = rangeFor(element.scrollTop, element.clientHeight, optionsRef.current);
    setRange((current) => (sameRange(current, next) ? current : next));
  }, []);

  useLayoutEffect(() => {
    optionsRef.current = options;
    measure();
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  /**
   * Scrolls the least needed to show row `index` fully below the sticky header, or puts it in the
   * middle (`center`) when the jump is a search and the rows around it matter.
   */
  const revealRow = useCallback((index: number, center = false) => {
    const element = ref.current;
    if (!element) return;
    const { rowHeight, headerHeight, stickyHeading } = optionsRef.current;
    const top = index * rowHeight;
    const bodyHeight = element.clientHeight - headerHeight;
    if (center) element.scrollTop = Math.max(0, top - Math.floor((bodyHeight - rowHeight) / 2));
    else if (top < element.scrollTop + stickyHeading) element.scrollTop = Math.max(0, top - stickyHeading);
    else if (top + rowHeight > element.scrollTop + bodyHeight) element.scrollTop = top + rowHeight - bodyHeight;
    // Render the new range now rather than on the scroll event a frame later, so the cursor's
    // cell exists (for aria-activedescendant) as soon as the key press is handled.
    measure();
  }, [measure]);

  return { ref, range, onScroll: measure, revealRow };
}
