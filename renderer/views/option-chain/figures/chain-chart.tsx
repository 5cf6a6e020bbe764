import { useEffect, useMemo, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import type { ChainExpiry } from '../../../../shared/domain/option-chain.ts';
import type { SigmaLevel } from '../../../../shared/domain/sigma-strikes.ts';
import { chartOptions } from './chain-chart-options.ts';
import { chartColumns, chartSummary, hasChartData } from './chain-chart-data.ts';
import { afterPaint, useAfterPaint, usePlot } from './use-plot.ts';
import '../../../styles/option-chain-chart.css';

const NO_LEVELS: readonly SigmaLevel[] = [];
/** The plot is never narrower than this (px), whatever its panel. */
const CHART_MIN_WIDTH = 280;

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
  // A load or a refresh must paint the grid's rows and flashes first: the chart's columns (a pass
  // over every strike, twice with the summary) are computed in a render after that frame is
  // painted, never on the data-to-paint path.
  const shown = useMemo(() => ({ expiry: shownExpiry, price: shownPrice, levels: shownLevels }), [shownExpiry, shownPrice, shownLevels]);
  const { expiry, price, levels } = useAfterPaint(shown);
  const host = useRef<HTMLDivElement>(null);
  const priceRef = useRef(price);
  const levelsRef = useRef(levels);
  const heightRef = useRef(height);
  const columns = useMemo(() => chartColumns(expiry), [expiry]);
  const summary = useMemo(() => chartSummary(expiry, price, columns, levels), [expiry, price, columns, levels]);
  const plottable = hasChartData(columns);

  // One plot per theme (its colours come from the theme's variables); data updates in place.
  const { plot, theme } = usePlot(host, {
    enabled: plottable,
    minWidth: CHART_MIN_WIDTH,
    height: () => heightRef.current,
    options: (width, plotHeight) =>
      chartOptions(
        width,
        plotHeight,
        () => priceRef.current,
        () => levelsRef.current,
      ),
    empty: [[], [], [], [], []],
  });

  // A new height (the handle dragged) resizes the plot in place.
  useEffect(() => {
    heightRef.current = height;
    const element = host.current;
    if (element !== null) plot.current?.setSize({ width: Math.max(CHART_MIN_WIDTH, element.clientWidth), height });
  }, [height, plot]);

  useEffect(() => {
    priceRef.current = price;
    levelsRef.current = levels;
    return afterPaint(() => plot.current?.setData(columns));
  }, [columns, price, levels, theme, plot]);

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
