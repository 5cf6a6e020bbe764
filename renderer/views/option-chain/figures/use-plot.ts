/**
 * One uPlot in a host element, for the chain's chart and the term structure: made once the page
 * has painted (empty: the caller's data effect fills it in place through the returned ref), made
 * again when the document's theme changes (its colours are read when it is made), never while
 * `enabled` is false, its width following the host's (at least `minWidth`), destroyed on unmount.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import uPlot from 'uplot';

/** The document's applied theme, following changes (theme.ts writes it on <html>). */
export function useDocumentTheme(): string {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dataset['theme'] ?? 'light',
  );
}

/**
 * Runs `work` once the next frame is painted and the page is idle (within half a second): the
 * chart is drawn off the grid's critical path (a 5,000-strike plot costs tens of milliseconds),
 * so a chain or a refresh paints its grid, and its flashes, first. Returns a cancel function.
 */
export function afterPaint(work: () => void): () => void {
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    idle = requestIdleCallback(work, { timeout: 500 });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * `value`, taken up once the frame that first rendered it is painted (afterPaint): what a chart
 * computes from it renders after the grid's frame rather than before it (a deferred value still
 * renders before the next frame whenever that frame is not yet due).
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(() => value);
  useEffect(() => afterPaint(() => setPainted(() => value)), [value]);
  return painted;
}

export interface PlotSpec {
  enabled: boolean;
  minWidth: number;
  /** The plot's height now (read at each resize). */
  height(): number;
  /** The plot's options for a size. */
  options(width: number, height: number): uPlot.Options;
  /** The empty data it is made with (one list per series, x first). */
  empty: uPlot.AlignedData;
}

/** Mounts the plot `spec` says in `host`; `plot` holds it while it exists, `theme` is the one it was made in. */
export function usePlot(host: RefObject<HTMLDivElement | null>, spec: PlotSpec): { plot: RefObject<uPlot | null>; theme: string } {
  const plot = useRef<uPlot | null>(null);
  const theme = useDocumentTheme();
  // The latest spec, for the plot made after paint and its resizes (the effect below runs only on remake).
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });
  const { enabled } = spec;
  useEffect(() => {
    const element = host.current;
    if (element === null || !enabled) return undefined;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    const width = () => Math.max(latest.current.minWidth, element.clientWidth);
    const cancel = afterPaint(() => {
      const created = new uPlot(latest.current.options(width(), latest.current.height()), latest.current.empty, element);
      chart = created;
      plot.current = created;
      observer = new ResizeObserver(() => created.setSize({ width: width(), height: latest.current.height() }));
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
      chart?.destroy();
      plot.current = null;
    };
  }, [host, enabled, theme]);
  return { plot, theme };
}
