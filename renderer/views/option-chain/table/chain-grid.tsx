import type { ChainSides } from '../../../../shared/settings.ts';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import type { ChainType } from '../../../../shared/spec-constants.ts';
import { AdjustedHelp, AdjustedTooltip } from '../details/adjusted-tooltip.tsx';
import { gridColumns, gridMinWidth, gridTemplate, strikeCentreScroll, type ChainColumn } from './chain-columns.ts';
import { ChainContextMenu } from './chain-context-menu.tsx';
import { ChainGridHeader, headerHeightOf, headerRowsOf } from './chain-grid-header.tsx';
import { ChainGridRowView, cellId, ROW_HEIGHT } from './chain-grid-row.tsx';
import { priceLinePlaces, type ChainRows } from './chain-rows.ts';
import { priceLineIndex } from './chain-price-line.ts';
import { ContractDetails } from '../details/contract-details.tsx';
import { useChainUiStore } from '../chain-ui-store.ts';
import { atTheMoneyRow, landingRow, strikesInView } from './grid-view-strikes.ts';
import { useGridActions } from './use-grid-actions.ts';
import { useGridCursor } from './use-grid-cursor.ts';
import { useGridKeyboard } from './use-grid-keyboard.ts';
import { useGridPointer } from './use-grid-pointer.ts';
import { useSideways } from './use-sideways.ts';
import { useCompareLayout } from '../compare/compare-fit.ts';
import { useVirtualRows } from '../../../components/virtual-rows/use-virtual-rows.ts';
import { VirtualRowGroup } from '../../../components/virtual-rows/virtual-row-group.tsx';

/** The price line props of a row; primitives inside, compared by value by the row's memo. */
const priceLineAt = (at: 'above' | 'below' | undefined, text: string) => (at === undefined ? null : { at, text });

/**
 * Rows rendered beyond each edge of the viewport. A scroll renders its new rows in its own event
 * (use-virtual-rows.ts), so overscan only covers what the compositor scrolls ahead of the main
 * thread: 4 rows (112 px) hold a wheel notch. Each row is 17 cells to lay out and paint, and in a
 * fling every row is new each frame: 8 rows a side meant 28 rows a frame, 4 mean 20 (the bench:
 * first paint 103 -> 74 ms median, fewer long tasks while flinging).
 */
const OVERSCAN = 4;

interface GridProps {
  /** The chain's identity (its cache key's hash): the cursor belongs to it. */
  chainId: string;
  rows: ChainRows;
  columns: readonly ChainColumn[];
  chainType: ChainType;
  underlier: string;
  /** The chain is not current (session expired, a newer request failed or is loading). */
  stale: boolean;
  label: string;
  /** The underlier's last price (current API): the price line. */
  price?: number | null;
  /** The price the chain opens centred on (the underlier's, else the answer's near price). */
  centrePrice?: number | null;
  /** The price line's words ("AAPL 152.31 +1.25"). */
  priceText?: string;
  /** The strikes in view changed (scroll, resize, a new chain): the middle strike and how many. */
  onViewChange?(centreStrike: number | null, strikesInView: number): void;
  /**
   * Floats over the grid's top edge (a newer chain loading): it never takes height from the grid,
   * so the rows in view and the recycled row elements stay as they are until the answer comes.
   */
  overlay?: ReactNode;
  /** How the calls side reads: bid before ask (the default) or fully mirrored. */
  sides?: ChainSides;
}

/**
 * Calls | strike | puts as an ARIA grid with virtualised rows. Focus stays on the grid element
 * and aria-activedescendant names the cursor's cell, so the cursor survives its row being
 * recycled while scrolling.
 */
export function ChainGrid({
  chainId,
  rows,
  columns,
  chainType,
  underlier,
  stale,
  label,
  price = null,
  centrePrice = price,
  priceText = '',
  onViewChange,
  overlay = null,
  sides = 'bidAsk',
}: GridProps) {
  // Expiries compared side by side: the strike column, then one column group per expiry.
  const compared = rows.groups;
  const groupCount = compared?.length ?? 0;
  // Compared, each expiry shows the chosen columns that fit the window (compare-fit.ts).
  const compareLayout = useCompareLayout(columns, chainType, groupCount, sides);
  const singleLayout = useMemo(() => gridColumns(columns, chainType, sides), [columns, chainType, sides]);
  const layout = groupCount > 0 ? compareLayout : singleLayout;
  const headerRows = headerRowsOf(compared !== undefined);
  const template = useMemo(() => gridTemplate(layout), [layout]);
  const minWidth = gridMinWidth(layout);
  const strikeCol = layout.findIndex((c) => c.side === 'strike');
  // A link's strike (a position's contract) where one was asked for and is shown, else the money.
  const landing = useChainUiStore((s) => s.landing);
  const atmRow = useMemo(() => landingRow(rows, landing) ?? atTheMoneyRow(rows, centrePrice), [rows, landing, centrePrice]);
  const { cursor, selected, setCursor, selectRange, clearSelection } = useGridCursor(chainId, rows, strikeCol, layout.length, atmRow);
  const priceLines = useMemo(() => priceLinePlaces(rows, (strikes) => priceLineIndex(strikes, price)), [rows, price]);
  // A chain opens centred at the money (once per chain and strikes shown: scrolling away stays
  // away), its first rows rendered there.
  const centreKey = `${chainId}:${rows.rows.length}`;
  const {
    ref: gridRef,
    range,
    shown,
    onScroll,
    reveal: revealRow,
  } = useVirtualRows(
    {
      count: rows.rows.length,
      rowHeight: ROW_HEIGHT,
      headerHeight: headerHeightOf(compared !== undefined),
      overscan: OVERSCAN,
      stickyHeading: ROW_HEIGHT,
    },
    { anchor: atmRow === null ? null : { key: centreKey, index: atmRow }, sizeKey: 'chain-grid' },
  );
  const sideways = useSideways(gridRef, minWidth);
  const actions = useGridActions({ rows, layout, cursor, selected, gridRef, setCursor });
  const onKeyDown = useGridKeyboard({
    rows,
    cursor,
    colCount: layout.length,
    pageRows: range.pageRows,
    actions,
    setCursor,
    selectRange,
    clearSelection,
    revealRow,
  });
  const { hover, handlers: pointer } = useGridPointer({ rows, cursor, selected, actions, setCursor, selectRange, headerRows });
  const idBase = useId();

  // Keep the cursor's row in view (vertical by index, horizontal by the rendered cell).
  const cursorRow = cursor?.row ?? -1;
  const cursorCol = cursor?.col ?? -1;
  useEffect(() => {
    if (cursorRow < 0) return;
    revealRow(cursorRow);
    document.getElementById(cellId(cursorRow, cursorCol))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [cursorRow, cursorCol, revealRow]);

  // A new set of columns (a preset, the chooser) wider than the grid keeps the strike in the middle:
  // scrolled to its start, the sticky strike would cover the calls' nearest columns.
  useEffect(() => {
    const grid = gridRef.current;
    if (grid !== null) grid.scrollLeft = strikeCentreScroll(layout, grid.clientWidth);
  }, [layout, gridRef]);

  // Main refreshes what is in view: say so when it changes (the caller debounces).
  const view = strikesInView(rows, range.firstVisible, range.pageRows + 1);
  useEffect(() => {
    onViewChange?.(view.centre, Math.max(1, view.inView));
  }, [onViewChange, view.centre, view.inView]);

  const activeRendered = cursor !== null && cursor.row >= shown.first && cursor.row < shown.end;
  // The sticky section heading covers the top row while that row is a strike of its expiry.
  const top = rows.rows[range.firstVisible];
  const heading = top?.kind === 'strike' ? rows.rows[rows.expiryStarts[top.expiryIndex] ?? -1] : undefined;
  const current = heading?.kind === 'expiry' ? heading : null;

  return (
    <div className="chain-grid-area">
      {overlay}
      <div
        ref={gridRef}
        className={`chain-grid${stale ? ' chain-grid-stale' : ''}${sideways ? ' chain-grid-sideways' : ''}`}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.rows.length + headerRows}
        aria-colcount={layout.length}
        aria-multiselectable="true"
        aria-activedescendant={activeRendered ? cellId(cursor.row, cursor.col) : undefined}
        tabIndex={0}
        data-testid="chain-grid"
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        {...pointer}
      >
        <ChainGridHeader columns={layout} template={template} current={current} minWidth={minWidth} underlier={underlier} groups={compared} />
        <VirtualRowGroup
          shown={shown}
          idBase={idBase}
          height={rows.rows.length * ROW_HEIGHT}
          className="chain-body"
          style={{ minWidth, ['--chain-cols' as string]: template }}
          renderRow={(index, id) => {
            const row = rows.rows[index];
            if (row === undefined) return null;
            return (
              <ChainGridRowView
                id={id}
                row={row}
                index={index}
                columns={layout}
                cursorCol={cursor?.row === index ? cursor.col : -1}
                selected={selected !== null && index >= selected[0] && index <= selected[1]}
                headerRows={headerRows}
                priceLine={priceLineAt(priceLines.get(index), priceText)}
              />
            );
          }}
        />
      </div>
      {actions.details ? (
        <ContractDetails
          expiry={actions.details.expiry}
          row={actions.details.row}
          side={actions.details.side}
          underlier={underlier}
          onCopy={(text) => void actions.copyText(text)}
          onClose={actions.closeDetails}
        />
      ) : null}
      {actions.menu ? <ChainContextMenu x={actions.menu.x} y={actions.menu.y} items={actions.menuItems} onClose={actions.closeMenu} /> : null}
      <AdjustedTooltip hover={hover} />
      <AdjustedHelp />
      {/* Seen here; heard through the app's live region (use-grid-actions.ts). */}
      <div className="chain-copied" data-testid="chain-copied">
        {actions.copied}
      </div>
    </div>
  );
}
