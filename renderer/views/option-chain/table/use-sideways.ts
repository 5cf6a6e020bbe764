/**
 * Whether a grid's columns are wider than the grid, so it scrolls sideways: only then does the
 * strike column need to stick. A sticky cell in every row gives each its own compositor layer, and
 * laying those out again costs every frame of the grid (about half its paint-to-compositor time
 * with 27 rows), for nothing while the grid does not scroll sideways.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** True while `minWidth` (the columns' least width) is more than the element's width. */
export function useSideways(ref: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [sideways, setSideways] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    // Observations are delivered after layout and before paint: the first paint has the answer.
    const observer = new ResizeObserver(() => setSideways(minWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return sideways;
}
