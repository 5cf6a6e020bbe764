/**
 * The term structure's uPlot options in the theme's colours: ATM IV by days to expiry as a line
 * with a point per expiry (left axis, %), the straddle's expected move as a dashed line (right
 * axis, % of the price). Under forced colours the system's colours draw it, as the page's text.
 */
import type uPlot from 'uplot';

const cssVar = (name: string, fallback: string): string => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The colours of the lines and axes: the theme's, or the system's under forced colours. */
function termColours(): { text: string; grid: string; iv: string; move: string } {
  if (matchMedia('(forced-colors: active)').matches) return { text: 'CanvasText', grid: 'GrayText', iv: 'Highlight', move: 'CanvasText' };
  return { text: cssVar('--text-muted', '#5d6673'), grid: cssVar('--border', '#d9dde3'), iv: cssVar('--accent', '#2563eb'), move: cssVar('--text', '#1a1f26') };
}

const percentTicks = (_u: uPlot, values: number[]): string[] => values.map((v) => `${v}%`);

/** The chart's options; the panel's legend names the lines (no axis titles, as the chain's chart). */
export function termChartOptions(width: number, height: number): uPlot.Options {
  const colours = termColours();
  const axis = (scale: string, side: 0 | 1 | 2 | 3): uPlot.Axis => ({
    scale,
    side,
    stroke: colours.text,
    grid: { show: scale === 'iv', stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
    font: '11px system-ui, sans-serif',
    size: side === 2 ? 26 : 48,
    ...(scale === 'x' ? { values: (_u: uPlot, values: number[]) => values.map((v) => `${v}d`) } : { values: percentTicks }),
  });
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false }, iv: { auto: true }, move: { auto: true } },
    axes: [axis('x', 2), axis('iv', 3), axis('move', 1)],
    series: [
      { label: 'Days to expiry' },
      { label: 'ATM IV %', scale: 'iv', stroke: colours.iv, width: 2, spanGaps: true, points: { show: true, size: 6, fill: colours.iv } },
      { label: 'Expected move %', scale: 'move', stroke: colours.move, width: 1.5, dash: [5, 4], spanGaps: true, points: { show: true, size: 4 } },
    ],
  };
}
