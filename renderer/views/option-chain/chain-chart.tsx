import { useDeferredValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChainExpiry } from '../../../shared/domain/option-chain.ts';
import type { SigmaLevel } from '../../../shared/domain/sigma-strikes.ts';
import { chartOptions } from './chain-chart-options.ts';
import { chartColumns, chartSummary, hasChartData } from './chain-chart-data.ts';
import '../../styles/option-chain-chart.css';

const NO_LEVELS: readonly SigmaLevel[] = [];

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
 * Implied volatility by strike (calls and puts) and open interest by strike for the expiry shown,
 * with the underlier's price marked. The canvas is hidden from assistive technology and holds no
 * focusable element (it never takes the keyboard from the grid); a summary says the same in words.
 */
export function ChainChart({
  expiry: shownExpiry,
  price: shownPrice,
  levels: shownLevels = NO_LEVELS,
  height,
}: {
  expiry: ChainExpiry;
  price: number | null;
  levels?: readonly SigmaLevel[];
  /** The plot's height in px (the panel's handle drags it). */
  height: number;
}) {
  // A refresh renders in the push's own task (use-chain-live.ts) and must commit the grid's rows
  // and flashes first: the chart's columns (a pass over every strike, twice with the summary) are
  // computed in a deferred render after that commit, never on the push-to-paint path.
  const expiry = useDeferredValue(shownExpiry);
  const price = useDeferredValue(shownPrice);
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const levels = useDeferredValue(shownLevels);
  const priceRef = useRef(price);
  const levelsRef = useRef(levels);
  const heightRef = useRef(height);
  const theme = useDocumentTheme();
  const columns = useMemo(() => chartColumns(expiry), [expiry]);
  const summary = useMemo(() => chartSummary(expiry, price, columns, levels), [expiry, price, columns, levels]);
  const plottable = hasChartData(columns);

  // One plot per theme (its colours come from the theme's variables); data updates in place.
  useEffect(() => {
    const element = host.current;
    if (element === null || !plottable) return undefined;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    const cancel = afterPaint(() => {
      // Empty at first: the data effect below runs its own after-paint step right after this one.
      const created = new uPlot(chartOptions(Math.max(280, element.clientWidth), heightRef.current, () => priceRef.current, () => levelsRef.current), [[], [], [], [], []], element);
      chart = created;
      plot.current = created;
      observer = new ResizeObserver(() => created.setSize({ width: Math.max(280, element.clientWidth), height: heightRef.current }));
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
      chart?.destroy();
      plot.current = null;
    };
  }, [theme, plottable]);

  // A new height (the handle dragged) resizes the plot in place.
  useEffect(() => {
    heightRef.current = height;
    const element = host.current;
    if (element !== null) plot.current?.setSize({ width: Math.max(280, element.clientWidth), height });
  }, [height]);

  useEffect(() => {
    priceRef.current = price;
    levelsRef.current = levels;
    return afterPaint(() => plot.current?.setData(columns));
  }, [columns, price, levels, theme]);

  if (!plottable) return null;
  return (
    <figure className="chain-chart" data-testid="chain-chart">
      <div ref={host} className="chain-chart-plot" aria-hidden="true" style={{ minHeight: height }} />
      <figcaption className="visually-hidden" data-testid="chain-chart-summary">
        {summary}
      </figcaption>
    </figure>
  );
}
