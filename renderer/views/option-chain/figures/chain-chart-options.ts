/**
 * The chain chart's uPlot options in the theme's colours: IV by strike as lines (left axis, %),
 * open interest as bars (right axis), calls' and puts' side by side; the underlier's price and the
 * ±1σ and ±2σ levels drawn over it.
 */
import uPlot from 'uplot';
import type { SigmaLevel } from '../../../../shared/domain/sigma-strikes.ts';

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
export function chartOptions(width: number, height: number, price: () => number | null, levels: () => readonly SigmaLevel[]): uPlot.Options {
  const text = cssVar('--text-muted', '#5d6673');
  const grid = cssVar('--border', '#d9dde3');
  const call = cssVar('--accent', '#2563eb');
  const put = cssVar('--danger', '#c62828');
  const mark = cssVar('--text', '#1a1f26');
  const sigmaColour = cssVar('--text-muted', '#5d6673');
  // No axis titles: the panel's legend names the lines (IV %, left) and the bars (open interest, right).
  const axis = (scale: string, side: 0 | 1 | 2 | 3): uPlot.Axis => ({
    scale,
    side,
    stroke: text,
    grid: { show: scale === 'iv', stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
    font: '11px system-ui, sans-serif',
    size: side === 2 ? 26 : side === 3 ? 36 : 58,
  });
  // Calls' and puts' open interest side by side at each strike, calls on the left as in the grid.
  const callBars = uPlot.paths.bars?.({ size: [0.4, 6], align: -1 });
  const putBars = uPlot.paths.bars?.({ size: [0.4, 6], align: 1 });
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false }, iv: { auto: true }, oi: { auto: true } },
    axes: [axis('x', 2), axis('iv', 3), axis('oi', 1)],
    series: [
      { label: 'Strike' },
      { label: 'Call IV %', scale: 'iv', stroke: call, width: 2, spanGaps: true },
      { label: 'Put IV %', scale: 'iv', stroke: put, width: 2, spanGaps: true },
      { label: 'Call OI', scale: 'oi', stroke: call, fill: `${call}33`, ...(callBars ? { paths: callBars } : {}), points: { show: false } },
      { label: 'Put OI', scale: 'oi', stroke: put, fill: `${put}33`, ...(putBars ? { paths: putBars } : {}), points: { show: false } },
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
