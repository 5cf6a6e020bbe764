/**
 * The columns of the orders table: IDs (stored in settings.ordersView.columns and .sort), header
 * words, widths and how each sorts. Cells are drawn in order-cells.tsx, the CSV in orders-csv.ts.
 */
import type { UnitValues } from './unit-values.ts';

export const COLUMN_IDS = ['placed', 'order', 'symbol', 'type', 'action', 'filled', 'price', 'term', 'status', 'value', 'commission', 'fees'] as const;
/** One column's ID; `account` is the first column under "All accounts" only (never chosen or stored). */
export type ColumnId = (typeof COLUMN_IDS)[number] | 'account';

/** How a column looks and sorts. */
export interface ColumnDef {
  id: ColumnId;
  label: string;
  /** Longer words for the header's tooltip and the column picker. */
  title: string;
  /** A CSS grid track. */
  width: string;
  numeric: boolean;
  compare(a: UnitValues, b: UnitValues): number;
}

const STATUS_ORDER = ['OPEN', 'CANCEL_REQUESTED', 'EXECUTED', 'CANCELLED', 'EXPIRED', 'REJECTED'];

/** Missing values sort last in both directions is a table convention; here they sort as lowest. */
const byNumber = (pick: (v: UnitValues) => number | null) => (a: UnitValues, b: UnitValues) =>
  (pick(a) ?? Number.NEGATIVE_INFINITY) - (pick(b) ?? Number.NEGATIVE_INFINITY) || 0;
const byText = (pick: (v: UnitValues) => string) => (a: UnitValues, b: UnitValues) =>
  pick(a).localeCompare(pick(b), 'en', { numeric: true, sensitivity: 'base' });
/** IDs are long decimal text: shorter is smaller, then digit by digit. */
const byId = (a: UnitValues, b: UnitValues) => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const statusRank = (v: UnitValues): number => {
  const rank = v.status === null ? -1 : STATUS_ORDER.indexOf(v.status);
  return rank === -1 ? STATUS_ORDER.length : rank;
};

/*
 * Widths: every column's smallest width together (with the expander's 28 px) is 1,314 px, what the
 * table has at the default 1360 px window beside its scroll bar, so nothing scrolls sideways there;
 * what a window has beyond goes to Symbol and Price. Symbol holds an option's root, expiry, strike
 * and right ("GOOG Dec 18 '26 $257.50 Call", with room to spare: text is laid out in fractions of a
 * pixel), its links on a second line; Placed a group's time in bold; Order a group
 * member's ID and number; Price wraps to two lines
 * ("Stop 25.87 / Limit 25.60" over "@ 25.71"); Status holds "Cancel requested" (its cell's padding
 * halved, orders-cells-fit.css); Value "9,999,999.99". A longer text is cut with an ellipsis, its whole text on
 * hover (cut-cell-title.ts) and in the DOM for screen readers. Commission and fees are estimates:
 * short headers, long titles.
 */
export const COLUMNS: readonly ColumnDef[] = [
  {
    id: 'placed',
    label: 'Placed (ET)',
    title: 'Time placed, New York time (with the day in a window of history)',
    width: '82px',
    numeric: false,
    compare: byNumber((v) => v.placedAt),
  },
  { id: 'order', label: 'Order', title: 'Order ID (group ID for a group; a member’s number after it)', width: '116px', numeric: false, compare: byId },
  { id: 'symbol', label: 'Symbol', title: 'Symbol or description', width: 'minmax(214px, 2fr)', numeric: false, compare: byText((v) => v.description) },
  { id: 'type', label: 'Type', title: 'Order type', width: '98px', numeric: false, compare: byText((v) => v.type) },
  { id: 'action', label: 'Action', title: 'What the order does, legs summed per side', width: '128px', numeric: false, compare: byText((v) => v.action) },
  { id: 'filled', label: 'Filled', title: 'Filled of ordered', width: '102px', numeric: true, compare: byNumber((v) => v.progress) },
  { id: 'price', label: 'Price', title: 'Price as the price type reads', width: 'minmax(136px, 1.6fr)', numeric: false, compare: byText((v) => v.price) },
  { id: 'term', label: 'Term', title: 'Order term', width: '46px', numeric: false, compare: byText((v) => v.term) },
  { id: 'status', label: 'Status', title: 'Order status', width: '144px', numeric: false, compare: (a, b) => statusRank(a) - statusRank(b) },
  { id: 'value', label: 'Value', title: 'Order value incl. commission ($)', width: '108px', numeric: true, compare: byNumber((v) => v.value) },
  { id: 'commission', label: 'Comm.', title: 'Estimated commission ($)', width: '60px', numeric: true, compare: byNumber((v) => v.commission) },
  { id: 'fees', label: 'Fees', title: 'Estimated fees ($)', width: '52px', numeric: true, compare: byNumber((v) => v.fees) },
];

/**
 * The Account column of "All accounts": the account's number and, under it, its nickname (never
 * its key). Its 92 px would take the table past the 1360 px window's width: the default layout
 * leaves out Term, Comm. and Fees for it (leftOutBy).
 */
export const ACCOUNT_COLUMN: ColumnDef = {
  id: 'account',
  label: 'Account',
  title: 'Account number and nickname',
  width: '92px',
  numeric: false,
  compare: byText((v) => v.account ?? ''),
};

/** The columns under "All accounts": the Account column first, then the shown ones. */
export const withAccountColumn = (columns: readonly ColumnDef[]): ColumnDef[] => [ACCOUNT_COLUMN, ...columns];

// The Account column sorts (All accounts' sort is kept like any other); it is never a shown column of the setting.
const BY_ID = new Map<string, ColumnDef>([...COLUMNS, ACCOUNT_COLUMN].map((column) => [column.id, column]));

/** The column with this ID, if it is one. */
export const columnById = (id: string): ColumnDef | undefined => BY_ID.get(id);

/** What the table is showing, which decides what its default layout leaves out. */
export interface OrdersLayout {
  /** The Account column first (All accounts). */
  allAccounts: boolean;
  /** Placed with its day (a window of history): a wider column. */
  withDate: boolean;
}

/**
 * The columns a default layout leaves out so that the rest fit the 1360 px window with no figure
 * cut (see the widths above): a window of history's wider Placed (+42 px) leaves out Term; All
 * accounts' Account column (+92 px) leaves out Term and the two estimates, Comm. and Fees, which
 * the details panel shows. The column chooser shows them again.
 */
function leftOutBy(layout: OrdersLayout): ReadonlySet<ColumnId> {
  if (layout.allAccounts) return new Set<ColumnId>(['term', 'commission', 'fees']);
  return layout.withDate ? new Set<ColumnId>(['term']) : new Set<ColumnId>();
}

/** The default layout's columns. */
export const defaultColumns = (layout: OrdersLayout): ColumnDef[] => COLUMNS.filter((column) => !leftOutBy(layout).has(column.id));

/** The shown columns from the setting (unknown and repeated IDs dropped; none left, or none chosen, means the default layout). */
export function shownColumns(setting: readonly string[] | null, layout: OrdersLayout = { allAccounts: false, withDate: false }): ColumnDef[] {
  if (setting === null) return defaultColumns(layout);
  const shown = [...new Set(setting)].map(columnById).filter((column): column is ColumnDef => column !== undefined && column !== ACCOUNT_COLUMN);
  return shown.length === 0 ? defaultColumns(layout) : shown;
}

/** The sort in force: the setting when it names a column, else newest first. */
export function effectiveSort(setting: { column: string; direction: 'asc' | 'desc' } | null): { column: ColumnDef; direction: 'asc' | 'desc' } {
  const column = setting === null ? undefined : columnById(setting.column);
  return column === undefined || setting === null ? { column: columnById('placed') as ColumnDef, direction: 'desc' } : { column, direction: setting.direction };
}

/**
 * Columns the details panel repeats (type, term, value, commission, fees), left out of the table
 * while the panel is open: at 1360 px the table then keeps Symbol, Filled, Price and Status in
 * view beside the panel instead of scrolling them away.
 */
const REPEATED_IN_DETAILS: ReadonlySet<ColumnId> = new Set<ColumnId>(['type', 'term', 'value', 'commission', 'fees']);

/** The table's columns while the details panel is open (never none: the shown ones if all are repeated). */
export function columnsBesideDetails(columns: readonly ColumnDef[]): ColumnDef[] {
  const kept = columns.filter((column) => !REPEATED_IN_DETAILS.has(column.id));
  return kept.length === 0 ? [...columns] : kept;
}
