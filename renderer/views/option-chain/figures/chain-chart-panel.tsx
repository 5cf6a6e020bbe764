import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChainExpiry } from '../../../../shared/domain/option-chain.ts';
import type { SigmaLevel } from '../../../../shared/domain/sigma-strikes.ts';
import { CHAIN_CHART_HEIGHT } from '../../../../shared/settings.ts';
import { ChainChart } from './chain-chart.tsx';

/** The chart as the user left it: shown or folded, and its plot's height (settings `chainView.chart`). */
export interface ChartLayout {
  shown: boolean;
  height: number;
}

const clampHeight = (height: number): number => Math.round(Math.min(CHAIN_CHART_HEIGHT.max, Math.max(CHAIN_CHART_HEIGHT.min, height)));

/** Keys of the height handle: arrows by 8 px (Shift: 40), Home and End to the ends. */
function heightForKey(key: string, shift: boolean, height: number): number | null {
  const step = shift ? 40 : 8;
  if (key === 'ArrowUp') return clampHeight(height - step);
  if (key === 'ArrowDown') return clampHeight(height + step);
  if (key === 'Home') return CHAIN_CHART_HEIGHT.min;
  if (key === 'End') return CHAIN_CHART_HEIGHT.max;
  return null;
}

interface PanelProps {
  expiry: ChainExpiry;
  price: number | null;
  levels: readonly SigmaLevel[];
  layout: ChartLayout;
  /** The user folded, unfolded or resized the chart (kept in settings). */
  onLayout(next: ChartLayout): void;
}

/**
 * The chart with its legend and controls: a button folds it away (and back), a handle under it
 * drags its height (or arrow keys on the handle, a separator as in a split view). Both are kept
 * in settings, so the chart opens as it was left. The controls sit outside the chart's figure,
 * which holds no focusable element.
 */
export function ChainChartPanel({ expiry, price, levels, layout, onLayout }: PanelProps) {
  // The height while dragging, before it is kept (one settings write a drag, not one a pixel).
  const [dragging, setDragging] = useState<number | null>(null);
  const start = useRef<{ y: number; height: number } | null>(null);
  const height = dragging ?? layout.height;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { y: event.clientY, height: layout.height };
    setDragging(layout.height);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDragging(clampHeight(start.current.height + event.clientY - start.current.y));
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (dragging !== null && dragging !== layout.height) onLayout({ ...layout, height: dragging });
    setDragging(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = heightForKey(event.key, event.shiftKey, layout.height);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (next !== layout.height) onLayout({ ...layout, height: next });
  };

  return (
    <section className={`chain-chart-panel${layout.shown ? '' : ' chain-chart-folded'}`} aria-label="Chart of the expiry">
      <div className="chain-chart-head">
        {layout.shown ? (
          <span className="chain-chart-legend" aria-hidden="true">
            <span className="chain-legend-line chain-legend-call">Call IV</span>
            <span className="chain-legend-line chain-legend-put">Put IV</span>
            <span className="muted">% left</span>
            <span className="chain-legend-bar chain-legend-call">Call OI</span>
            <span className="chain-legend-bar chain-legend-put">Put OI</span>
            <span className="muted">open interest right</span>
          </span>
        ) : null}
        <button
          type="button"
          className="button button-small chain-chart-toggle"
          aria-expanded={layout.shown}
          onClick={() => onLayout({ ...layout, shown: !layout.shown })}
        >
          {layout.shown ? 'Hide chart' : 'Show chart'}
        </button>
      </div>
      {layout.shown ? (
        <>
          <ChainChart expiry={expiry} price={price} levels={levels} height={height} />
          <div
            className="chain-chart-resize"
            role="separator"
            aria-orientation="horizontal"
            aria-label="Chart height"
            aria-valuemin={CHAIN_CHART_HEIGHT.min}
            aria-valuemax={CHAIN_CHART_HEIGHT.max}
            aria-valuenow={height}
            aria-valuetext={`${height} pixels`}
            tabIndex={0}
            data-testid="chain-chart-resize"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          />
        </>
      ) : null}
    </section>
  );
}
