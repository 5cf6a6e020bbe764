/**
 * The positions shown as a CSV file: every position (groups open or not) under its underlier's
 * line, in the table's sort, the columns shown. Numbers are plain (no separators, a minus sign a
 * spreadsheet reads) and every field goes through the one spreadsheet guard (table-csv.ts, shared/spreadsheet-text.ts).
 */
import type { CsvCell } from '../../../shared/spreadsheet-text.ts';
import { csvText } from '../../components/tree-table/table-csv.ts';
import type { PositionColumn, PositionColumnId } from './position-columns.ts';
import type { PositionRow } from './position-rows.ts';
import type { RowValues } from './position-values.ts';

const HEADERS: Readonly<Record<PositionColumnId, string[]>> = {
  symbol: ['Symbol', 'Description'],
  account: ['Account'],
  quantity: ['Quantity'],
  last: ['Last'],
  change: ['Change', 'Change %'],
  'day-gain': ["Day's gain"],
  'total-gain': ['Total gain', 'Total gain %'],
  value: ['Market value'],
  cost: ['Cost'],
  portfolio: ['% of portfolio'],
  delta: ['Delta'],
  'share-delta': ['Share equivalents (delta)'],
  theta: ['Theta $/day'],
  iv: ['IV %'],
  dte: ['Days to expiry'],
};

/** A figure rounded for a file (no float noise such as 0.30000000000000004). */
const round = (value: number | null, digits = 4): CsvCell => (value === null ? null : Number(value.toFixed(digits)));

function cells(id: PositionColumnId, v: RowValues): CsvCell[] {
  switch (id) {
    case 'symbol':
      return [v.symbol, v.description];
    case 'account':
      return [v.account];
    case 'quantity':
      return [v.quantity];
    case 'last':
      return [v.last];
    case 'change':
      return [round(v.change), round(v.changePercent)];
    case 'day-gain':
      return [round(v.daysGain, 2)];
    case 'total-gain':
      return [round(v.totalGain, 2), round(v.totalGainPercent)];
    case 'value':
      return [round(v.marketValue, 2)];
    case 'cost':
      return [round(v.cost, 2)];
    case 'portfolio':
      return [round(v.portfolioPercent)];
    case 'delta':
      return [round(v.delta)];
    case 'share-delta':
      return [round(v.shareDelta, 2)];
    case 'theta':
      return [round(v.theta, 2)];
    case 'iv':
      return [v.iv === null ? null : round(v.iv * 100, 2)];
    case 'dte':
      return [v.daysToExpiry];
  }
}

/** The CSV text of `rows` (made with every group open: position-rows.ts) for `columns`. */
export function positionsCsv(rows: readonly PositionRow[], columns: readonly PositionColumn[]): string {
  const ids = columns.map((column) => column.id);
  const lines: CsvCell[][] = [['Row', ...ids.flatMap((id) => HEADERS[id])]];
  for (const row of rows) lines.push([row.kind === 'group' ? 'Underlier' : 'Position', ...ids.flatMap((id) => cells(id, row.values))]);
  return csvText(lines);
}
