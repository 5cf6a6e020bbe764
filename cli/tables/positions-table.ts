/**
 * Positions and balances as the terminal shows them: one row per position, grouped by underlier
 * (the stock, then its options), headings and totals in words; with the COMPLETE view the greeks
 * per share and the account's net delta and theta in share equivalents. What the provider does not
 * know (a cost, a date) is said, never shown as 0.
 */
import { accountGreeks, groupByUnderlier, sumPositions } from '../../shared/domain/position-math.ts';
import type { Portfolio, Position, PositionView } from '../../shared/domain/positions.ts';
import { money, type Column } from './text-table.ts';

// `value === 0 ? 0 : value` turns -0 into 0, which would print as "-0.00".
const grouped = (value: number): string => (value === 0 ? 0 : value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (value: number | null): string => (value === null ? '' : grouped(value));
const signedAmount = (value: number | null): string => (value === null ? '' : `${value > 0 ? '+' : ''}${grouped(value)}`);
const percent = (value: number | null): string => (value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(2)}%`);
const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

const fixed = (value: number | null | undefined, digits: number): string => (value === null || value === undefined ? '' : value.toFixed(digits));
const days = (value: number | null): string => (value === null ? '' : value < 0 ? 'expired' : value === 0 ? 'today' : plural(value, 'day'));

/** What a row calls its position: the provider's description, else the contract in words. */
const positionName = (position: Position): string => {
  const { option } = position;
  if (position.description !== null) return position.description;
  if (option === null) return position.symbol;
  return [position.underlier, option.expiry, option.strike === null ? null : `$${option.strike}`, option.callPut].filter((part) => part !== null).join(' ');
};

const RIGHT = true;
const BASE_COLUMNS: Column[] = [
  { title: 'Underlier' },
  { title: 'Position' },
  { title: 'Side' },
  { title: 'Quantity', right: RIGHT },
  { title: 'Last', right: RIGHT },
  { title: 'Change', right: RIGHT },
  { title: "Day's gain", right: RIGHT },
  { title: 'Total gain', right: RIGHT },
  { title: 'Total gain %', right: RIGHT },
  { title: 'Market value', right: RIGHT },
  { title: 'Cost', right: RIGHT },
  { title: '% of portfolio', right: RIGHT },
];
const GREEK_COLUMNS: Column[] = [
  { title: 'Delta', right: RIGHT },
  { title: 'Theta', right: RIGHT },
  { title: 'IV', right: RIGHT },
  { title: 'Days to expiry', right: RIGHT },
];

const row = (position: Position, complete: boolean): string[] => {
  const cells = [
    position.underlier,
    positionName(position),
    position.side === 'LONG' ? 'long' : 'short',
    position.quantity.toLocaleString('en-US'),
    money(position.quote.last),
    position.quote.change === null ? '' : `${position.quote.change > 0 ? '+' : ''}${fixed(position.quote.change, 2)}`,
    signedAmount(position.daysGain),
    signedAmount(position.totalGain),
    percent(position.totalGainPercent),
    amount(position.marketValue),
    position.totalCost === null ? 'unknown' : amount(position.totalCost),
    position.portfolioPercent === null ? '' : `${position.portfolioPercent.toFixed(2)}%`,
  ];
  if (!complete) return cells;
  const greeks = position.greeks;
  const iv = greeks?.iv ?? null;
  return [...cells, fixed(greeks?.delta, 4), fixed(greeks?.theta, 4), iv === null ? '' : `${(iv * 100).toFixed(1)}%`, days(position.daysToExpiry)];
};

/** The rows of positions in group order: by underlier, the stock before its options. */
export function positionRows(positions: readonly Position[], view: PositionView): string[][] {
  return groupByUnderlier(positions).flatMap((group) => group.positions.map((position) => row(position, view === 'COMPLETE')));
}

/** The columns of a positions table. */
export const positionColumns = (view: PositionView, withAccount: boolean): Column[] => [
  ...(withAccount ? [{ title: 'Account' }] : []),
  ...BASE_COLUMNS,
  ...(view === 'COMPLETE' ? GREEK_COLUMNS : []),
];

/** The words under a portfolio's table: its totals, its greeks, its unknown costs, its pages. */
export function portfolioSummary(portfolio: Portfolio, view: PositionView): string[] {
  const { positions, totals } = portfolio;
  const sums = sumPositions(positions);
  const lines: string[] = [];
  const marketValue = totals?.marketValue ?? sums.marketValue;
  const daysGain = totals?.daysGain ?? sums.daysGain;
  const totalGain = totals?.totalGain ?? sums.totalGain;
  const dayPercent = totals?.daysGainPercent ?? null;
  const totalPercent = totals?.totalGainPercent ?? sums.totalGainPercent;
  const cash = totals?.cash ?? null;
  const parts = [
    marketValue === null ? null : `Market value ${grouped(marketValue)}`,
    daysGain === null ? null : `day's gain ${signedAmount(daysGain)}${dayPercent === null ? '' : ` (${percent(dayPercent)})`}`,
    totalGain === null ? null : `total gain ${signedAmount(totalGain)}${totalPercent === null ? '' : ` (${percent(totalPercent)})`}`,
    cash === null ? null : `cash ${grouped(cash)}`,
  ].filter((part): part is string => part !== null);
  if (parts.length > 0) lines.push(`${parts.join(', ')}.`);
  if (view === 'COMPLETE') {
    const greeks = accountGreeks(positions);
    const missing = greeks.missing === 0 ? '' : `; ${plural(greeks.missing, 'option')} without greeks left out`;
    const shares = greeks.delta.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    lines.push(
      `Net delta ${shares} shares, theta ${signedAmount(greeks.theta)} a day, gamma ${grouped(greeks.gamma)}, vega ${signedAmount(greeks.vega)} (share equivalents${missing}).`,
    );
  }
  const unknown = positions.filter((position) => position.totalCost === null);
  if (unknown.length > 0) {
    lines.push(
      `The provider does not know the cost of ${plural(unknown.length, 'position')} (${unknown.map(positionName).join(', ')}): no total gain is shown for ${unknown.length === 1 ? 'it' : 'them'}.`,
    );
  }
  const short = positions.filter((position) => position.side === 'SHORT').length;
  lines.push(`${plural(positions.length, 'position')} (${positions.length - short} long, ${short} short) in ${plural(portfolio.pages, 'request')}.`);
  return lines;
}
