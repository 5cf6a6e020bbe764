/**
 * What Ctrl/Cmd+C puts on the clipboard: the option symbol under the cursor, or the selected
 * rows as tab-separated text (header line first) that pastes into a spreadsheet as columns.
 * Both may end up in a spreadsheet, so provider text is guarded against formulas.
 */
import { clipboardTextProblem } from '../../../../shared/ipc/clipboard-text.ts';
import { fail } from '../../../../shared/result.ts';
import type { Result } from '../../../../shared/result.ts';
import { api } from '../../../api.ts';
import { guardSpreadsheetText, tsvField } from '../../../../shared/spreadsheet-text.ts';
import type { OptionContract } from '../../../../shared/domain/option-chain.ts';
import type { ChainGridRow } from './chain-rows.ts';
import type { GridColumn } from './chain-columns.ts';
import { formatStrike } from '../format/chain-format.ts';
import { laneOf } from '../compare/compare-rows.ts';

/** The contract a cell shows, or null on the strike column and on an empty side. */
export function contractAt(row: ChainGridRow | undefined, column: GridColumn | undefined) {
  if (row?.kind !== 'strike' || column === undefined || column.side === 'strike') return null;
  const lane = laneOf(row, column).row;
  return lane === null ? null : column.side === 'call' ? lane.call : lane.put;
}

const headerOf = (column: GridColumn): string =>
  column.side === 'strike' ? (column.group === undefined ? 'Strike' : 'σ') : `${column.side === 'call' ? 'Call' : 'Put'} ${column.column.label.toLowerCase()}`;

const cellOf = (row: Extract<ChainGridRow, { kind: 'strike' }>, column: GridColumn): string => {
  if (column.side === 'strike') return column.group === undefined ? formatStrike(row.row.strike) : (laneOf(row, column).sigma ?? '');
  const contract = contractAt(row, column);
  return contract === null ? '' : column.column.value(contract, laneOf(row, column).expiry);
};

/**
 * Compared expiries as TSV: two header lines, the expiry of each column over the column names
 * ("Expiry" over "Strike"), then one line per strike; a blank where an expiry lists no such strike.
 */
function comparedTsv(rows: readonly ChainGridRow[], columns: readonly GridColumn[]): string {
  const strikes = rows.filter((row) => row.kind === 'strike');
  const first = strikes[0];
  const expiryOf = (column: GridColumn): string => (column.group === undefined || first === undefined ? 'Expiry' : laneOf(first, column).expiry.date);
  const lines = [columns.map(expiryOf).join('\t'), columns.map(headerOf).join('\t')];
  for (const row of strikes) lines.push(columns.map((column) => tsvField(cellOf(row, column))).join('\t'));
  return lines.join('\n');
}

/** The rows as TSV: "Expiry", then the grid's columns in screen order. Expiry headings are skipped. */
export function rowsToTsv(rows: readonly ChainGridRow[], columns: readonly GridColumn[]): string {
  if (columns.some((column) => column.group !== undefined)) return comparedTsv(rows, columns);
  const lines = [['Expiry', ...columns.map(headerOf)].join('\t')];
  for (const row of rows) {
    if (row.kind !== 'strike') continue;
    lines.push([row.expiry.date, ...columns.map((column) => tsvField(cellOf(row, column)))].join('\t'));
  }
  return lines.join('\n');
}

/**
 * The text for one cell: the option symbol on either side (whatever column the cursor is in,
 * since that is what a trader pastes into a ticket), the row as TSV on the strike column.
 */
export function cellCopyText(row: ChainGridRow | undefined, column: GridColumn | undefined, columns: readonly GridColumn[]): string | null {
  if (row?.kind !== 'strike' || column === undefined) return null;
  if (column.side === 'strike') return rowsToTsv([row], columns);
  return symbolCopyText(contractAt(row, column));
}

/** The option symbol of a contract as every copy puts it on the clipboard (guarded), or null without one. */
export function symbolCopyText(contract: OptionContract | null | undefined): string | null {
  const symbol = contract?.optionSymbol ?? null;
  return symbol === null ? null : guardSpreadsheetText(symbol);
}

/** The OSI key of a contract as copy puts it on the clipboard (guarded), or null without one (legacy). */
export function osiKeyCopyText(contract: OptionContract | null | undefined): string | null {
  const key = contract?.osiKey ?? null;
  return key === null || key === '' ? null : guardSpreadsheetText(key);
}

/**
 * Puts text on the system clipboard through main (`clipboard:write`): the page holds no clipboard
 * permission (every web permission is denied), so `navigator.clipboard` would fail in the app.
 * Never throws; a failure says why (over the 1 MiB cap, no bridge, main refused).
 */
export async function writeClipboard(text: string): Promise<Result<{ written: true }>> {
  const problem = clipboardTextProblem(text);
  if (problem !== null) return fail('invalid-argument', problem);
  try {
    return await api().writeClipboard(text);
  } catch (error) {
    return fail('internal', 'The clipboard could not be reached.', error instanceof Error ? error.message : String(error));
  }
}
