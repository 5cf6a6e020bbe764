/**
 * What a compared expiry's cell says to a screen reader when the cursor is on it: its expiry,
 * strike and side, then its value ("Dec 18, 2026, strike 185, call bid: 4.10"). With several
 * expiries side by side the column header names only the side and figure, so the cell says the rest.
 */
import type { GridColumn } from '../table/chain-columns.ts';
import { formatExpiryDate, formatStrike } from '../format/chain-format.ts';
import type { Lane } from './compare-lane.ts';

/** The cell's words: expiry, strike, side and figure, then its value, "none" or "not listed". */
export function cellWords(strike: number, lane: Lane, column: GridColumn): string {
  const where = `${formatExpiryDate(lane.expiry.date)}, strike ${formatStrike(strike)}`;
  if (lane.row === null) return `${where}: not listed in this expiry`;
  if (column.side === 'strike') return `${where}, σ mark: ${lane.sigma ?? 'none'}`;
  const contract = column.side === 'call' ? lane.row.call : lane.row.put;
  const value = contract === null ? 'none' : column.column.value(contract, lane.expiry) || 'none';
  return `${where}, ${column.side} ${column.column.label.toLowerCase()}: ${value}`;
}
