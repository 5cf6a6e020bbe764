/**
 * The columns each side of the grid can show. The legacy endpoint carries identity only (no
 * quotes), so the columns are what the response says about a contract. Order is "from the strike
 * outwards": the call side mirrors it, as in TWS, so the first column sits next to the strike on
 * both sides.
 */
import type { ChainType } from '../../../shared/spec-constants.ts';
import type { ChainExpiry, OptionContract } from '../../../shared/domain/option-chain.ts';
import { expiryTypeLabel } from './chain-format.ts';

/** One column a side can show. */
export interface ChainColumn {
  /** Stored in settings (letters, digits, dashes). */
  id: string;
  label: string;
  /** CSS grid track size. */
  width: string;
  /** Its smallest width in px (the grid scrolls sideways below the sum). */
  minWidth: number;
  /** The cell's text for a contract of an expiry. */
  value(contract: OptionContract, expiry: ChainExpiry): string;
}

const STRIKE_WIDTH = 96;

/** Every column, in their default order. */
export const CHAIN_COLUMNS: readonly ChainColumn[] = [
  { id: 'symbol', label: 'Option symbol', width: 'minmax(210px, 1fr)', minWidth: 210, value: (c) => c.optionSymbol ?? '' },
  { id: 'exchange', label: 'Exchange', width: '82px', minWidth: 82, value: (c) => c.exchange ?? '' },
  { id: 'expiryType', label: 'Expiry type', width: '92px', minWidth: 92, value: (_, e) => expiryTypeLabel(e.expiryType) },
  { id: 'root', label: 'Root symbol', width: '92px', minWidth: 92, value: (c) => c.rootSymbol ?? '' },
];

/** Shown until the user chooses. */
export const DEFAULT_COLUMN_IDS: readonly string[] = ['symbol', 'exchange', 'expiryType'];

/** The user's saved columns, in order, dropping ids this version does not know; never empty. */
export function resolveColumns(saved: readonly string[] | null): ChainColumn[] {
  const ids = saved ?? DEFAULT_COLUMN_IDS;
  const known = ids.flatMap((id) => CHAIN_COLUMNS.filter((c) => c.id === id)).filter((c, i, all) => all.indexOf(c) === i);
  return known.length > 0 ? known : resolveColumns(DEFAULT_COLUMN_IDS);
}

/** A column of the whole grid: a side's column, or the strike in the middle. */
export type GridColumn =
  | { key: string; side: 'call' | 'put'; column: ChainColumn }
  | { key: 'strike'; side: 'strike' };

/** Calls (mirrored) | strike | puts; Calls-only and Puts-only chains keep only their side. */
export function gridColumns(columns: readonly ChainColumn[], chainType: ChainType): GridColumn[] {
  const calls: GridColumn[] = [...columns].reverse().map((column) => ({ key: `call-${column.id}`, side: 'call', column }));
  const puts: GridColumn[] = columns.map((column) => ({ key: `put-${column.id}`, side: 'put', column }));
  const strike: GridColumn = { key: 'strike', side: 'strike' };
  if (chainType === 'CALL') return [...calls, strike];
  if (chainType === 'PUT') return [strike, ...puts];
  return [...calls, strike, ...puts];
}

/** The CSS grid-template-columns of the grid's rows. */
export function gridTemplate(columns: readonly GridColumn[]): string {
  return columns.map((c) => (c.side === 'strike' ? `${STRIKE_WIDTH}px` : c.column.width)).join(' ');
}

/** The grid's smallest width in px. */
export function gridMinWidth(columns: readonly GridColumn[]): number {
  return columns.reduce((sum, c) => sum + (c.side === 'strike' ? STRIKE_WIDTH : c.column.minWidth), 0);
}

/** Moves a column one place in a list of ids (for the column chooser). */
export function moveColumn(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = ids[to] as string;
  next[to] = id;
  return next;
}
