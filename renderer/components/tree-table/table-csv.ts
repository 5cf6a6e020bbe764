/**
 * A tree-table's CSV export: lines of cells written as RFC 4180 text (CRLF line ends), each field
 * through the one spreadsheet guard against formulas (shared/spreadsheet-text.ts), and the file
 * handed to the browser's download. What the lines hold (every row, open or not, in the table's
 * sort, the columns shown) is the view's: orders-csv.ts, positions-csv.ts.
 */
import { csvField, type CsvCell } from '../../../shared/spreadsheet-text.ts';

/** The file's text: one line per array, fields guarded and quoted as needed, CRLF after every line. */
export const csvText = (lines: readonly (readonly CsvCell[])[]): string => lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Saves text as a file through the browser's download (an object URL on an anchor). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has taken the data by the next turn; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
