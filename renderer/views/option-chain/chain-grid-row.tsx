import { memo } from 'react';
import type { OptionContract } from '../../../shared/domain/option-chain.ts';
import type { GridColumn } from './chain-columns.ts';
import { expiryTypeLabel, formatDaysToExpiry, formatExpiryDate, formatStrike } from './chain-format.ts';
import type { ChainGridRow } from './chain-rows.ts';

/** Height of every body row in px; the stylesheet sets the same (virtualisation depends on it). */
export const ROW_HEIGHT = 28;

/** The id of a body cell, for aria-activedescendant. */
export const cellId = (row: number, col: number): string => `chain-cell-${row}-${col}`;

/** The id of the hidden text that explains adjusted options (badges point at it). */
export const ADJUSTED_HELP_ID = 'chain-adjusted-help';

interface RowProps {
  row: ChainGridRow;
  index: number;
  columns: readonly GridColumn[];
  /** Column of the cell cursor when it is on this row, else -1. */
  cursorCol: number;
  selected: boolean;
  /** 1-based aria-rowindex offset: header rows come first. */
  headerRows: number;
}

function ContractCell({ contract, column, expiry }: { contract: OptionContract | null; column: GridColumn; expiry: Extract<ChainGridRow, { kind: 'strike' }>['expiry'] }) {
  if (column.side === 'strike') return null;
  if (contract === null) return <span className="chain-none">—</span>;
  const text = column.column.value(contract, expiry);
  if (column.column.id !== 'symbol' || !contract.adjusted) return <>{text}</>;
  return (
    <>
      <span className="chain-symbol-text">{text}</span>
      <span className="chain-adjusted" data-adjusted-root={contract.rootSymbol ?? ''} aria-describedby={ADJUSTED_HELP_ID}>
        ADJ
      </span>
    </>
  );
}

/**
 * One body row: an expiry heading spanning the grid, or a strike with its call and put cells.
 * Memoised: while scrolling, only rows entering the range render.
 */
export const ChainGridRowView = memo(function ChainGridRowView({ row, index, columns, cursorCol, selected, headerRows }: RowProps) {
  const top = index * ROW_HEIGHT;
  if (row.kind === 'expiry') {
    const { expiry } = row;
    return (
      <div role="row" className="chain-row chain-expiry-row" data-index={index} aria-rowindex={index + headerRows + 1} style={{ top }}>
        <div role="gridcell" aria-colspan={columns.length} className="chain-expiry-cell">
          <strong>{formatExpiryDate(expiry.date)}</strong>
          <span className="chain-dte">{formatDaysToExpiry(expiry.daysToExpiry)}</span>
          <span className={`chain-tag chain-tag-${String(expiry.expiryType ?? 'none').toLowerCase()}`}>{expiryTypeLabel(expiry.expiryType)}</span>
          <span className="chain-expiry-count">{expiry.strikes.length.toLocaleString('en-US')} strikes</span>
        </div>
      </div>
    );
  }
  const { call, put, strike, pairType } = row.row;
  const adjusted = (call?.adjusted ?? false) || (put?.adjusted ?? false);
  const className = `chain-row chain-strike-row${selected ? ' chain-row-selected' : ''}${adjusted ? ' chain-row-adjusted' : ''}`;
  return (
    <div role="row" className={className} data-index={index} aria-rowindex={index + headerRows + 1} aria-selected={selected} data-pair-type={pairType} style={{ top }}>
      {columns.map((column, col) => {
        const contract = column.side === 'call' ? call : column.side === 'put' ? put : null;
        const classes = [
          'chain-cell',
          `chain-cell-${column.side}`,
          column.side !== 'strike' && contract === null ? 'chain-cell-empty' : '',
          col === cursorCol ? 'chain-cell-cursor' : '',
        ].join(' ');
        return (
          <div key={column.key} role="gridcell" id={cellId(index, col)} className={classes} aria-colindex={col + 1} data-col={col}>
            {column.side === 'strike' ? formatStrike(strike) : <ContractCell contract={contract} column={column} expiry={row.expiry} />}
          </div>
        );
      })}
    </div>
  );
});
