import { useEffect, useMemo, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import type { TermAnswer } from '../../../../shared/domain/term-structure.ts';
import { afterPaint, usePlot } from '../figures/use-plot.ts';
import { termChartOptions } from './term-chart-options.ts';
import { termColumns, termSummary, type TermRow } from './term-data.ts';

/** The plot's height in px: short enough to sit beside the chain's summary. */
export const TERM_CHART_HEIGHT = 120;

/**
 * ATM IV and the expected move by days to expiry, drawn with the chain chart's library and theme.
 * The canvas is hidden from assistive technology; its caption says the same in words.
 */
export function TermChart({ answer, rows }: { answer: TermAnswer; rows: readonly TermRow[] }) {
  const host = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => termColumns(answer.points), [answer.points]);
  const summary = useMemo(() => termSummary(answer, rows), [answer, rows]);

  // One plot per theme (its colours are read when it is made); data updates in place.
  const { plot, theme } = usePlot(host, {
    enabled: true,
    minWidth: 240,
    height: () => TERM_CHART_HEIGHT,
    options: termChartOptions,
    empty: [[], [], []],
  });

  useEffect(
    () =>
      afterPaint(() => {
        plot.current?.setData(columns);
        host.current?.setAttribute('data-drawn', String(columns[0].length));
      }),
    [columns, theme, plot],
  );

  return (
    <figure className="term-chart" data-testid="term-chart">
      <div ref={host} className="term-chart-plot" aria-hidden="true" style={{ minHeight: TERM_CHART_HEIGHT }} />
      <figcaption className="visually-hidden" data-testid="term-chart-summary">
        {summary}
      </figcaption>
    </figure>
  );
}
