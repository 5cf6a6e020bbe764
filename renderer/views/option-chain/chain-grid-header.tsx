import { memo } from 'react';
import type { ExpiryFigures } from '../../../shared/domain/expiry-figures.ts';
import type { ChainExpiry } from '../../../shared/domain/option-chain.ts';
import type { GridColumn } from './chain-columns.ts';
import { ExpiryHeading } from './expiry-heading.tsx';

/** Rows of the sticky header that count as grid rows (group row, column row). */
export const HEADER_ROWS = 2;
/** Height of the sticky header rows in px (group 24 + columns 28); CSS agrees. */
export const HEADER_HEIGHT = 52;

interface HeaderProps {
  columns: readonly GridColumn[];
  template: string;
  /** The expiry of the strike row at the top, shown over it as a sticky section heading; null when its own heading is in view. */
  current: { expiry: ChainExpiry; figures?: ExpiryFigures | null | undefined } | null;
  minWidth: number;
  /** The chain's underlier, named over the strike column (a header cell is never empty). */
  underlier: string;
}

function groups(columns: readonly GridColumn[]) {
  const result: { side: GridColumn['side']; span: number; start: number }[] = [];
  columns.forEach((column, index) => {
    const last = result[result.length - 1];
    if (last && last.side === column.side) last.span += 1;
    else result.push({ side: column.side, span: 1, start: index });
  });
  return result;
}

const GROUP_LABELS = { call: 'Calls', put: 'Puts' } as const;

/**
 * The sticky grid header: Calls | Strike | Puts over the column names, then a line that names the
 * expiry being scrolled through (like a sticky section heading). Memoised: scrolling renders it
 * again only when the expiry at the top changes.
 */
export const ChainGridHeader = memo(function ChainGridHeader({ columns, template, current, minWidth, underlier }: HeaderProps) {
  return (
    <div role="rowgroup" className="chain-head" style={{ minWidth }}>
      <div role="row" className="chain-head-row chain-group-row" aria-rowindex={1} style={{ gridTemplateColumns: template }}>
        {groups(columns).map((group) => (
          <div
            key={group.side}
            role="columnheader"
            aria-colindex={group.start + 1}
            aria-colspan={group.span}
            className={`chain-group chain-group-${group.side}`}
            aria-label={group.side === 'strike' ? `${underlier} strikes` : undefined}
            style={{ gridColumn: `${group.start + 1} / span ${group.span}` }}
          >
            {group.side === 'strike' ? underlier : GROUP_LABELS[group.side]}
          </div>
        ))}
      </div>
      <div role="row" className="chain-head-row chain-column-row" aria-rowindex={2} style={{ gridTemplateColumns: template }}>
        {columns.map((column, index) => (
          <div
            key={column.key}
            role="columnheader"
            aria-colindex={index + 1}
            className={`chain-colhead chain-colhead-${column.side}${column.side !== 'strike' && column.column.figure !== undefined ? ' chain-colhead-figure' : ''}`}
            aria-label={column.side === 'strike' ? 'Strike' : `${column.side === 'call' ? 'Call' : 'Put'} ${column.column.label.toLowerCase()}`}
            title={column.side === 'strike' ? undefined : column.column.description}
          >
            {column.side === 'strike' ? 'Strike' : column.column.label}
          </div>
        ))}
      </div>
      {current ? (
        <div className="chain-current-expiry" aria-hidden="true" data-testid="chain-sticky-expiry">
          <ExpiryHeading expiry={current.expiry} figures={current.figures} />
        </div>
      ) : null}
    </div>
  );
});
