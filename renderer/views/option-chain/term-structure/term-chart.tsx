import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TermAnswer } from '../../../../shared/domain/term-structure.ts';
import { afterPaint, useDocumentTheme } from '../chain-chart.tsx';
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
  const plot = useRef<uPlot | null>(null);
  const theme = useDocumentTheme();
  const columns = useMemo(() => termColumns(answer.points), [answer.points]);
  const summary = useMemo(() => termSummary(answer, rows), [answer, rows]);

  // One plot per theme (its colours are read when it is made); data updates in place.
  useEffect(() => {
    const element = host.current;
    if (element === null) return undefined;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    const cancel = afterPaint(() => {
      const created = new uPlot(termChartOptions(Math.max(240, element.clientWidth), TERM_CHART_HEIGHT), [[], [], []], element);
      chart = created;
      plot.current = created;
      observer = new ResizeObserver(() => created.setSize({ width: Math.max(240, element.clientWidth), height: TERM_CHART_HEIGHT }));
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
      chart?.destroy();
      plot.current = null;
    };
  }, [theme]);

  useEffect(
    () =>
      afterPaint(() => {
        plot.current?.setData(columns);
        host.current?.setAttribute('data-drawn', String(columns[0].length));
      }),
    [columns, theme],
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
