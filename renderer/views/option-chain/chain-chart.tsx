import { useDeferredValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChainExpiry } from '../../../shared/domain/option-chain.ts';
import type { SigmaLevel } from '../../../shared/domain/sigma-strikes.ts';
import { chartColumns, chartSummary, hasChartData } from './chain-chart-data.ts';
import '../../styles/option-chain-chart.css';

const CHART_HEIGHT = 180;
const NO_LEVELS: readonly SigmaLevel[] = [];

/** The document's applied theme, following changes (theme.ts writes it on <html>). */
function useDocumentTheme(): string {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dataset['theme'] ?? 'light',
  );
}

const cssVar = (name: string, fallback: string): string => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** A vertical line across the plot at `value` on x, dashed, with an optional label at its top. */
function markAt(u: uPlot, value: number, colour: string, dash: number[], label?: string): void {
  const x = Math.round(u.valToPos(value, 'x', true));
  if (x < u.bbox.left || x > u.bbox.left + u.bbox.width) return;
  const ctx = u.ctx;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.setLineDash(dash);
  ctx.lineWidth = Math.max(1, devicePixelRatio);
  ctx.beginPath();
  ctx.moveTo(x, u.bbox.top);
  ctx.lineTo(x, u.bbox.top + u.bbox.height);
  ctx.stroke();
  if (label !== undefined) {
    ctx.fillStyle = colour;
    ctx.font = `${Math.round(10 * devicePixelRatio)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(label, x, u.bbox.top + 2 * devicePixelRatio);
  }
  ctx.restore();
}

/**
 * The chart's options in the theme's colours; the underlier's price drawn as a dashed vertical
 * line, the ±1σ and ±2σ levels by expiry as finer dotted ones, labelled.
 */
function chartOptions(width: number, price: () => number | null, levels: () => readonly SigmaLevel[]): uPlot.Options {
  const text = cssVar('--text-muted', '#5d6673');
  const grid = cssVar('--border', '#d9dde3');
  const call = cssVar('--accent', '#2563eb');
  const put = cssVar('--danger', '#c62828');
  const mark = cssVar('--text', '#1a1f26');
  const sigmaColour = cssVar('--text-muted', '#5d6673');
  const axis = (scale: string, side: 0 | 1 | 2 | 3, label: string): uPlot.Axis => ({
    scale,
    side,
    label,
    stroke: text,
    grid: { show: scale === 'iv', stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
    font: '11px system-ui, sans-serif',
    labelFont: '11px system-ui, sans-serif',
  });
  const bars = uPlot.paths.bars?.({ size: [0.8, 8] });
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: true, live: false },
    cursor: { show: false },
    scales: { x: { time: false }, iv: { auto: true }, oi: { auto: true } },
    axes: [{ ...axis('x', 2, 'Strike') }, axis('iv', 3, 'IV %'), axis('oi', 1, 'Open interest')],
    series: [
      { label: 'Strike' },
      { label: 'Call IV %', scale: 'iv', stroke: call, width: 2, spanGaps: true },
      { label: 'Put IV %', scale: 'iv', stroke: put, width: 2, spanGaps: true },
      { label: 'Call OI', scale: 'oi', stroke: call, fill: `${call}33`, ...(bars ? { paths: bars } : {}), points: { show: false } },
      { label: 'Put OI', scale: 'oi', stroke: put, fill: `${put}33`, ...(bars ? { paths: bars } : {}), points: { show: false } },
    ],
    hooks: {
      draw: [
        (u) => {
          for (const level of levels()) markAt(u, level.price, sigmaColour, [1, 3], level.mark);
          const at = price();
          if (at !== null) markAt(u, at, mark, [4, 3]);
        },
      ],
    },
  };
}

/**
 * Runs `work` once the next frame is painted and the page is idle (within half a second): the
 * chart is drawn off the grid's critical path (a 5,000-strike plot costs tens of milliseconds),
 * so a chain or a refresh paints its grid, and its flashes, first. Returns a cancel function.
 */
function afterPaint(work: () => void): () => void {
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
export function ChainChart({ expiry: shownExpiry, price: shownPrice, levels: shownLevels = NO_LEVELS }: { expiry: ChainExpiry; price: number | null; levels?: readonly SigmaLevel[] }) {
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
      const created = new uPlot(chartOptions(Math.max(320, element.clientWidth), () => priceRef.current, () => levelsRef.current), [[], [], [], [], []], element);
      chart = created;
      plot.current = created;
      observer = new ResizeObserver(() => created.setSize({ width: Math.max(320, element.clientWidth), height: CHART_HEIGHT }));
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
      chart?.destroy();
      plot.current = null;
    };
  }, [theme, plottable]);

  useEffect(() => {
    priceRef.current = price;
    levelsRef.current = levels;
    return afterPaint(() => plot.current?.setData(columns));
  }, [columns, price, levels, theme]);

  if (!plottable) return null;
  return (
    <figure className="chain-chart" data-testid="chain-chart">
      <div ref={host} className="chain-chart-plot" aria-hidden="true" />
      <figcaption className="visually-hidden" data-testid="chain-chart-summary">
        {summary}
      </figcaption>
    </figure>
  );
}
