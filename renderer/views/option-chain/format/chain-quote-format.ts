/**
 * How a contract's quote and greeks read in the grid, the details panel and copied rows: prices
 * to the cent, signed changes, grouped counts, IV as a percentage and greeks to the precision
 * traders read them at. `null` (the provider said nothing or nothing readable) is empty text.
 */

const price = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const fixed = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
const greek3 = fixed(3);
const greek4 = fixed(4);

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** "1,234.50"; "" for nothing. */
export const formatPrice = (value: number | null | undefined): string => (usable(value) ? price.format(value) : '');

/** "+0.35", "-1.20", "0.00": the sign always says the direction. */
export function formatChange(value: number | null | undefined): string {
  if (!usable(value)) return '';
  const text = price.format(Math.abs(value));
  if (text === '0.00') return text;
  return `${value > 0 ? '+' : '-'}${text}`;
}

/** "12,345": volume, open interest, sizes. */
export const formatCount = (value: number | null | undefined): string => (usable(value) ? count.format(value) : '');

/** "75.6%" from 0.756: IV is sent as a fraction. */
export const formatIv = (value: number | null | undefined): string => (usable(value) ? `${percent.format(value * 100)}%` : '');

/** Delta, theta, vega and rho to 3 places ("-0.477"). */
export const formatGreek = (value: number | null | undefined): string => (usable(value) ? greek3.format(value) : '');

/** Gamma to 4 places: it is small by nature. */
export const formatGamma = (value: number | null | undefined): string => (usable(value) ? greek4.format(value) : '');

/** "+1.25 (+0.84%)": the underlier's change and change percent. */
export function formatChangeWithPercent(change: number | null | undefined, changePercent: number | null | undefined): string {
  const head = formatChange(change);
  if (!usable(changePercent)) return head;
  const pct = `${changePercent > 0 ? '+' : changePercent < 0 ? '-' : ''}${fixed(2).format(Math.abs(changePercent))}%`;
  return head === '' ? pct : `${head} (${pct})`;
}
