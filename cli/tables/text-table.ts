/** Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned. */
import { formatQuantity } from '../../shared/domain/order-words.ts';

/** A column: its heading and whether it is aligned right (numbers). */
export interface Column {
  title: string;
  right?: boolean;
}

/** Renders rows under their headings, two spaces between columns, trailing spaces trimmed. */
export function renderTable(columns: readonly Column[], rows: readonly (readonly string[])[], indent = ''): string[] {
  // A fold, not Math.max(...widths): a table of more than about 125,000 rows overflowed the stack.
  const widths = columns.map((column, i) => rows.reduce((widest, row) => Math.max(widest, (row[i] ?? '').length), column.title.length));
  const line = (cells: readonly string[]) =>
    indent +
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const width = widths[i] ?? 0;
        return column.right === true ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.title)), ...rows.map(line)];
}

/** A number with two decimals, or an empty cell. */
export const money = (value: number | null): string => (value === null ? '' : value.toFixed(2));

/** A quantity without needless decimals, thousands grouped ("1,000"), or `?`. */
export const quantity = (value: number | null): string => (value === null ? '?' : formatQuantity(value));
