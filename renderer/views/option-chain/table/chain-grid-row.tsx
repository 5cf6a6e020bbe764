import { memo, type ReactNode } from 'react';
import type { OptionContract } from '../../../../shared/domain/option-chain.ts';
import type { SigmaMark } from '../../../../shared/domain/sigma-strikes.ts';
import type { GridColumn } from './chain-columns.ts';
import { formatStrike } from '../format/chain-format.ts';
import { NO_FLASHES, type SideFlashes } from '../live/chain-live.ts';
import { sameGridRow, type ChainGridRow } from './chain-rows.ts';
import { HEADER_ROWS } from './chain-grid-header.tsx';
import { laneOf } from '../compare/compare-rows.ts';
import { cellWords } from '../compare/compare-words.ts';
import { ExpiryHeading } from './expiry-heading.tsx';
import { flashSlot, useRowFlashes } from './use-row-flashes.ts';

/** Height of every body row in px; the stylesheet sets the same (virtualisation depends on it). */
export const ROW_HEIGHT = 28;

/** The id of a body cell, for aria-activedescendant. */
export const cellId = (row: number, col: number): string => `chain-cell-${row}-${col}`;

/** The id of the hidden text that explains adjusted options (badges point at it). */
export const ADJUSTED_HELP_ID = 'chain-adjusted-help';

interface RowProps {
  /** The element's id, fixed for its slot (the grid's aria-owns lists rows in reading order by it). */
  id: string;
  row: ChainGridRow;
  index: number;
  columns: readonly GridColumn[];
  /** Column of the cell cursor when it is on this row, else -1. */
  cursorCol: number;
  selected: boolean;
  /** Header rows above the body (aria-rowindex counts them): 2, or 3 with expiries compared. */
  headerRows?: number;
  /** The underlier's price line at this row's top or bottom edge, with its words ("AAPL 152.31 +1.25"), or null. */
  priceLine?: { at: 'above' | 'below'; text: string } | null;
}

type StrikeGridRow = Extract<ChainGridRow, { kind: 'strike' }>;

/** A cell's classes by side, built once rather than per cell per render. */
const CELL_CLASS = { call: 'chain-cell chain-cell-call', strike: 'chain-cell chain-cell-strike', put: 'chain-cell chain-cell-put' } as const;

/** What a contract cell shows: its text, the ADJ badge after an adjusted option's symbol, or a dash for no contract. */
function contractCell(
  contract: OptionContract | null,
  column: Extract<GridColumn, { side: 'call' | 'put' }>,
  expiry: StrikeGridRow['expiry'],
  flash: SideFlashes,
  seq: number,
): ReactNode {
  if (contract === null) return <span className="chain-none">—</span>;
  const text = column.column.value(contract, expiry);
  const direction = flash[column.column.id];
  // Keyed by the update: a new flash remounts the span, which restarts the animation. The
  // direction is seen, never heard: the value is what a screen reader reads.
  if (direction)
    return (
      <span key={seq} className={`chain-flash chain-flash-${direction}`}>
        {text}
      </span>
    );
  if (column.column.id !== 'symbol' || !contract.adjusted) return text;
  return (
    <>
      <span className="chain-symbol-text">{text}</span>
      <span className="chain-adjusted" data-adjusted-root={contract.rootSymbol ?? ''} aria-describedby={ADJUSTED_HELP_ID}>
        ADJ
      </span>
    </>
  );
}

/** What a greek cell marked not current says (its tooltip, and its description to a screen reader). */
export const STALE_GREEK_WORDS = 'Not current: the provider marks these greeks as carried over from an earlier quote';

/** What a σ mark means, for its tooltip. */
const SIGMA_WORDS: Record<SigmaMark, string> = {
  '-2σ': 'Nearest strike two standard deviations below the price by expiry',
  '-1σ': 'Nearest strike one standard deviation below the price by expiry',
  '+1σ': 'Nearest strike one standard deviation above the price by expiry',
  '+2σ': 'Nearest strike two standard deviations above the price by expiry',
};

/**
 * The strike, and its σ mark when it is the strike nearest ±1σ or ±2σ. The mark's words are
 * generated content (CSS `attr(data-sigma)`): seen and read with the strike ("185 +1σ"), while the
 * cell's text stays the strike's number for whatever reads it as one.
 */
function strikeCell(strike: number, sigma: SigmaMark | undefined): ReactNode {
  if (sigma === undefined) return formatStrike(strike);
  return (
    <>
      {formatStrike(strike)}
      <span className={`chain-sigma chain-sigma-${sigma.includes('2') ? 'two' : 'one'}`} title={SIGMA_WORDS[sigma]} data-sigma={sigma} />
    </>
  );
}

/** A compared expiry's σ cell: its own mark at this strike, or nothing (hatched where it lists no such strike). */
function sigmaCell(sigma: SigmaMark | undefined): ReactNode {
  if (sigma === undefined) return null;
  return <span className={`chain-sigma chain-sigma-${sigma.includes('2') ? 'two' : 'one'}`} title={SIGMA_WORDS[sigma]} data-sigma={sigma} />;
}

/** The grid's row and column (0-based body row, 0-based column) of a body cell element, or null for anything else. */
export function cellAt(target: EventTarget | null, headerRows = HEADER_ROWS): { row: number; col: number } | null {
  const cell = target instanceof Element ? target.closest('[role="gridcell"][aria-colindex]') : null;
  const rowIndex = cell?.parentElement?.getAttribute('aria-rowindex');
  const colIndex = cell?.getAttribute('aria-colindex');
  if (rowIndex == null || colIndex == null) return null;
  return { row: Number(rowIndex) - headerRows - 1, col: Number(colIndex) - 1 };
}

/**
 * One body row: an expiry heading spanning the grid, or a strike with its call and put cells.
 * Memoised, and every prop is stable while scrolling (the row object, the index, the memoised
 * columns, primitives), so only rows entering the range render. Only the cursor's cell carries an
 * id (for aria-activedescendant): fewer attributes to write for each row that enters.
 */
export const ChainGridRowView = memo(function ChainGridRowView({
  id,
  row,
  index,
  columns,
  cursorCol,
  selected,
  headerRows = HEADER_ROWS,
  priceLine = null,
}: RowProps) {
  const seen = useRowFlashes(row, columns);
  const style = { top: index * ROW_HEIGHT };
  const rowIndex = index + headerRows + 1;
  if (row.kind === 'expiry') {
    const { expiry } = row;
    return (
      <div role="row" id={id} className="chain-row chain-expiry-row" aria-rowindex={rowIndex} style={style}>
        <div role="gridcell" aria-colspan={columns.length} className="chain-expiry-cell">
          <ExpiryHeading expiry={expiry} figures={row.figures} />
        </div>
      </div>
    );
  }
  const { strike, pairType } = row.row;
  const adjusted = (row.lanes ?? [row]).some((lane) => (lane.row?.call?.adjusted ?? false) || (lane.row?.put?.adjusted ?? false));
  const className = `chain-row chain-strike-row${selected ? ' chain-row-selected' : ''}${adjusted ? ' chain-row-adjusted' : ''}${priceLine ? ` chain-row-price-${priceLine.at}` : ''}`;
  const cells = [];
  for (let col = 0; col < columns.length; col += 1) {
    const column = columns[col] as GridColumn;
    const lane = laneOf(row, column);
    const contract = column.side === 'call' ? (lane.row?.call ?? null) : column.side === 'put' ? (lane.row?.put ?? null) : null;
    let classes: string =
      column.group === undefined
        ? CELL_CLASS[column.side]
        : `${CELL_CLASS[column.side]} chain-cell-group${column.groupStart === true ? ' chain-group-start' : ''}`;
    if (column.side !== 'strike' ? contract === null : lane.row === null) classes += ' chain-cell-empty';
    if (contract?.quote?.inTheMoney === true) classes += ' chain-cell-itm';
    if (column.side !== 'strike' && column.column.figure !== undefined) classes += ' chain-cell-figure';
    // The provider's currentValue false: these greeks were carried over from an earlier quote.
    const staleGreek = column.side !== 'strike' && column.column.greek === true && contract?.greeks?.current === false;
    if (staleGreek) classes += ' chain-cell-greek-stale';
    const isCursor = col === cursorCol;
    if (isCursor) classes += ' chain-cell-cursor';
    cells.push(
      <div
        key={column.key}
        role="gridcell"
        id={isCursor ? cellId(index, col) : undefined}
        className={classes}
        aria-colindex={col + 1}
        // Compared expiries: the cursor's cell says its expiry, strike and side (its column header names only the side).
        aria-label={isCursor && column.group !== undefined ? cellWords(strike, lane, column) : undefined}
        title={staleGreek ? STALE_GREEK_WORDS : undefined}
      >
        {column.side === 'strike'
          ? column.group === undefined
            ? strikeCell(strike, row.sigma)
            : sigmaCell(lane.sigma)
          : contractCell(contract, column, lane.expiry, seen.flashes[flashSlot(column)] ?? NO_FLASHES, seen.seq)}
      </div>,
    );
  }
  return (
    <div role="row" id={id} className={className} aria-rowindex={rowIndex} aria-selected={selected} data-pair-type={pairType} style={style}>
      {cells}
      {priceLine ? (
        // Seen only: the same words are in the toolbar above the grid, where a screen reader reads them once.
        <span className={`chain-price-line chain-price-line-${priceLine.at}`} aria-hidden="true" data-testid="chain-price-line">
          <span className="chain-price-chip">{priceLine.text}</span>
        </span>
      ) : null}
    </div>
  );
}, sameRowProps);

/** Props compare by value where a flatten rebuilds them (the row wrapper), by identity elsewhere. */
function sameRowProps(a: RowProps, b: RowProps): boolean {
  return (
    a.id === b.id &&
    a.index === b.index &&
    a.columns === b.columns &&
    a.cursorCol === b.cursorCol &&
    a.selected === b.selected &&
    a.headerRows === b.headerRows &&
    a.priceLine?.at === b.priceLine?.at &&
    a.priceLine?.text === b.priceLine?.text &&
    sameGridRow(a.row, b.row)
  );
}
