/**
 * What the chain's chart plots for one expiry, and its text alternative: implied volatility by
 * strike (calls and puts, in percent) and open interest by strike, with the underlier's price.
 */
import type { ChainExpiry } from '../../../../shared/domain/option-chain.ts';
import type { SigmaLevel } from '../../../../shared/domain/sigma-strikes.ts';
import { formatCount, formatPrice } from '../format/chain-quote-format.ts';
import { formatExpiryDate, formatStrike } from '../format/chain-format.ts';

/** Columns for uPlot: x (strikes), then call IV %, put IV %, call OI, put OI; gaps are null. */
export type ChartColumns = [number[], (number | null)[], (number | null)[], (number | null)[], (number | null)[]];

const finite = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const ivPercent = (iv: number | null | undefined): number | null => {
  const value = finite(iv);
  return value === null ? null : Math.round(value * 10000) / 100;
};

/** The chart's columns for an expiry (strikes ascending; adjusted duplicates of a strike plotted once, the first). */
export function chartColumns(expiry: ChainExpiry): ChartColumns {
  const columns: ChartColumns = [[], [], [], [], []];
  let last = Number.NaN;
  for (const row of expiry.strikes) {
    if (row.strike === last) continue;
    last = row.strike;
    columns[0].push(row.strike);
    columns[1].push(ivPercent(row.call?.greeks?.iv));
    columns[2].push(ivPercent(row.put?.greeks?.iv));
    columns[3].push(finite(row.call?.quote?.openInterest));
    columns[4].push(finite(row.put?.quote?.openInterest));
  }
  return columns;
}

/** Whether there is anything to plot (the legacy generation has no IV or open interest). */
export const hasChartData = (columns: ChartColumns): boolean => columns.slice(1).some((series) => series.some((v) => v !== null));

function extreme(strikes: readonly number[], values: readonly (number | null)[], pick: 'min' | 'max'): { strike: number; value: number } | null {
  let best: { strike: number; value: number } | null = null;
  values.forEach((value, i) => {
    if (value === null) return;
    if (best === null || (pick === 'max' ? value > best.value : value < best.value)) best = { strike: strikes[i] ?? 0, value };
  });
  return best;
}

/**
 * The chart in words, for screen readers (the canvas is hidden from them). `columns` are the
 * expiry's `chartColumns` when the caller has them already (5,000 strikes cost milliseconds each time).
 */
export function chartSummary(
  expiry: ChainExpiry,
  price: number | null | undefined,
  columns: ChartColumns = chartColumns(expiry),
  levels: readonly SigmaLevel[] = [],
): string {
  const [strikes, callIv, putIv, callOi, putOi] = columns;
  const parts = [`Chart of ${formatExpiryDate(expiry.date)}, ${strikes.length} strikes.`];
  const ivWords = (label: string, series: (number | null)[]) => {
    const low = extreme(strikes, series, 'min');
    const high = extreme(strikes, series, 'max');
    if (low === null || high === null) return;
    parts.push(
      `${label} implied volatility from ${low.value.toFixed(1)}% at ${formatStrike(low.strike)} to ${high.value.toFixed(1)}% at ${formatStrike(high.strike)}.`,
    );
  };
  ivWords('Call', callIv);
  ivWords('Put', putIv);
  const oiWords = (label: string, series: (number | null)[]) => {
    const high = extreme(strikes, series, 'max');
    if (high !== null) parts.push(`Most ${label} open interest at ${formatStrike(high.strike)}: ${formatCount(high.value)}.`);
  };
  oiWords('call', callOi);
  oiWords('put', putOi);
  if (typeof price === 'number' && Number.isFinite(price)) parts.push(`Underlier at ${formatPrice(price)}.`);
  // "One standard deviation by expiry from 175.02 to 190.98; two from 167.04 to 198.96."
  const span = (low: SigmaLevel['mark'], high: SigmaLevel['mark']) => {
    const from = levels.find((l) => l.mark === low);
    const to = levels.find((l) => l.mark === high);
    return from && to ? `from ${formatPrice(from.price)} to ${formatPrice(to.price)}` : null;
  };
  const one = span('-1σ', '+1σ');
  const two = span('-2σ', '+2σ');
  if (one !== null) parts.push(`One standard deviation by expiry ${one}${two === null ? '' : `; two ${two}`}.`);
  return parts.join(' ');
}
