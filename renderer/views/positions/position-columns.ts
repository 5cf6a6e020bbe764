/**
 * The columns of the positions table: IDs (stored in settings.positionsView.columns and .sort),
 * header words, widths and how each sorts. Cells are drawn in position-cells.tsx, the CSV in
 * positions-csv.ts; the header and the column picker are the orders table's.
 */
import type { RowValues } from './position-values.ts';

export const POSITION_COLUMN_IDS = [
  'symbol',
  'account',
  'quantity',
  'last',
  'change',
  'day-gain',
  'total-gain',
  'value',
  'cost',
  'portfolio',
  'delta',
  'share-delta',
  'theta',
  'iv',
  'dte',
] as const;
export type PositionColumnId = (typeof POSITION_COLUMN_IDS)[number];

/** How a column looks and sorts. */
export interface PositionColumn {
  id: PositionColumnId;
  label: string;
  /** Longer words for the header's tooltip and the column picker. */
  title: string;
  /** A CSS grid track. */
  width: string;
  numeric: boolean;
  /** The figure it sorts by (text for the symbol). */
  sortValue(values: RowValues): number | string | null;
}

/** What a group row's figure is, in the header's tooltip: the sum of its positions, long minus short. */
const GROUP_NET = '. A group row: net, long minus short';

const column = (id: PositionColumnId, label: string, title: string, width: string, sortValue: PositionColumn['sortValue']): PositionColumn => ({
  id,
  label,
  title,
  width,
  numeric: id !== 'symbol' && id !== 'account',
  sortValue,
});

/*
 * Widths: each holds its column's longest figure whole (a group's or All accounts' totals:
 * "12,464,129.68", "−199,700.22", "−31,704.00 −1,169.03 %"; the symbol an option's contract
 * words, "GOOGL Dec 18 '26 $1,257.50 Call"), and the default layout's columns together, with the
 * expander's 32 px, fit the 1,314 px the table has at the default 1360 px window beside its scroll
 * bar (1,304 px for one account, 1,312 px for All accounts); what a window has beyond goes to Symbol.
 */
export const POSITION_COLUMNS: readonly PositionColumn[] = [
  column('symbol', 'Symbol', 'Symbol and description (the underlier, then its positions)', 'minmax(204px, 3fr)', (v) => v.symbol),
  column('account', 'Account', 'The account number (All accounts)', '88px', (v) => v.account),
  column('quantity', 'Qty', 'Quantity: shares or contracts, negative short', '64px', (v) => v.quantity),
  column('last', 'Last', 'Last price', '72px', (v) => v.last),
  column('change', 'Change', "Today's change of the last price (and %)", '136px', (v) => v.change),
  column('day-gain', "Day's gain", `Today's gain ($)${GROUP_NET}`, '112px', (v) => v.daysGain),
  column('total-gain', 'Total gain', `Total gain ($ and % of cost); unknown where the cost is${GROUP_NET}`, '186px', (v) => v.totalGain),
  column('value', 'Mkt value', `Market value ($)${GROUP_NET}`, '124px', (v) => v.marketValue),
  column('cost', 'Cost', `Total cost ($); unknown where the provider does not know it${GROUP_NET}`, '124px', (v) => v.cost),
  column('portfolio', '% port.', `Share of the account's portfolio${GROUP_NET}`, '80px', (v) => v.portfolioPercent),
  column('delta', 'Delta', 'Delta per share', '72px', (v) => v.delta),
  column('share-delta', 'Δ shares', 'Share equivalents: quantity × multiplier × delta, short negative', '88px', (v) => v.shareDelta),
  column('theta', 'Theta/day', 'Theta of the position in $ a day: quantity × multiplier × theta', '96px', (v) => v.theta),
  column('iv', 'IV', 'Implied volatility', '64px', (v) => v.iv),
  column('dte', 'DTE', 'Days to expiry (New York days)', '46px', (v) => v.daysToExpiry),
];

const BY_ID = new Map<string, PositionColumn>(POSITION_COLUMNS.map((c) => [c.id, c]));

/** The columns a table can show: the Account column only under "All accounts". */
export const positionColumnsFor = (allAccounts: boolean): readonly PositionColumn[] =>
  allAccounts ? POSITION_COLUMNS : POSITION_COLUMNS.filter((c) => c.id !== 'account');

/**
 * What the default layout leaves out so the rest fit the default window (the widths above): the
 * per-share Delta (Δ shares says the position's) and the Cost (Total gain says what it made of
 * it); under All accounts also % port., which a group of several accounts has none of. The
 * column chooser shows them again.
 */
const LEFT_OUT: readonly PositionColumnId[] = ['delta', 'cost'];
const LEFT_OUT_ALL: readonly PositionColumnId[] = [...LEFT_OUT, 'portfolio'];

/** The default layout's columns. */
export const defaultPositionColumns = (allAccounts: boolean): PositionColumn[] =>
  positionColumnsFor(allAccounts).filter((c) => !(allAccounts ? LEFT_OUT_ALL : LEFT_OUT).includes(c.id));

/** The shown columns from the setting (unknown and repeated IDs dropped; none left, or none chosen, means the default layout). */
export function shownPositionColumns(setting: readonly string[] | null, allAccounts = false): PositionColumn[] {
  const available = positionColumnsFor(allAccounts);
  if (setting === null) return defaultPositionColumns(allAccounts);
  const shown = [...new Set(setting)].map((id) => BY_ID.get(id)).filter((c): c is PositionColumn => c !== undefined && available.includes(c));
  return shown.length === 0 ? defaultPositionColumns(allAccounts) : shown;
}

/** The sort in force: the setting when it names a column, else by symbol. */
export function positionSort(setting: { column: string; direction: 'asc' | 'desc' } | null): { column: PositionColumn; direction: 'asc' | 'desc' } {
  const found = setting === null ? undefined : BY_ID.get(setting.column);
  return found === undefined || setting === null
    ? { column: POSITION_COLUMNS[0] as PositionColumn, direction: 'asc' }
    : { column: found, direction: setting.direction };
}

/** Compares two rows by a column; a missing figure sorts last in both directions. */
export function compareBy(column: PositionColumn, direction: 'asc' | 'desc', a: RowValues, b: RowValues): number {
  const x = column.sortValue(a);
  const y = column.sortValue(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { numeric: true, sensitivity: 'base' });
  return direction === 'asc' ? order : -order;
}
