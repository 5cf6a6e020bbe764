import { memo } from 'react';
import type { ExpiryFigures } from '../../../../shared/domain/expiry-figures.ts';
import type { ChainExpiry } from '../../../../shared/domain/option-chain.ts';
import type { GridColumn } from './chain-columns.ts';
import { formatExpiryDate } from '../format/chain-format.ts';
import { COMPARE_HEADING_HEIGHT, CompareHeadingRow } from '../compare/compare-heading.tsx';
import type { CompareGroup } from '../compare/compare-lane.ts';
import { ExpiryHeading } from './expiry-heading.tsx';

/** Rows of the sticky header that count as grid rows (group row, column row). */
export const HEADER_ROWS = 2;
/** Height of the sticky header rows in px (group 24 + columns 28); CSS agrees. */
export const HEADER_HEIGHT = 52;

/** Header rows with expiries compared or not: the expiries' headings come first when compared. */
export const headerRowsOf = (compare: boolean): number => HEADER_ROWS + (compare ? 1 : 0);
/** Header height in px with expiries compared or not. */
export const headerHeightOf = (compare: boolean): number => HEADER_HEIGHT + (compare ? COMPARE_HEADING_HEIGHT : 0);

interface HeaderProps {
  columns: readonly GridColumn[];
  template: string;
  /** The expiry of the strike row at the top, shown over it as a sticky section heading; null when its own heading is in view. */
  current: { expiry: ChainExpiry; figures?: ExpiryFigures | null | undefined } | null;
  minWidth: number;
  /** The chain's underlier, named over the strike column (a header cell is never empty). */
  underlier: string;
  /** Expiries compared side by side: their headings over their column groups. */
  groups?: readonly CompareGroup[] | undefined;
}

function groups(columns: readonly GridColumn[]) {
  const result: { side: GridColumn['side']; span: number; start: number }[] = [];
  columns.forEach((column, index) => {
    const last = result[result.length - 1];
    if (last && last.side === column.side && columns[last.start]?.group === column.group) last.span += 1;
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
export const ChainGridHeader = memo(function ChainGridHeader({ columns, template, current, minWidth, underlier, groups: compared }: HeaderProps) {
  const first = compared === undefined ? 0 : 1;
  // With expiries compared, each column's header names its expiry too (its cells say it when the cursor is on them).
  const ofExpiry = (column: GridColumn): string => {
    const heading = column.group === undefined ? undefined : compared?.[column.group];
    return heading === undefined ? '' : `, ${formatExpiryDate(heading.expiry.date)}`;
  };
  return (
    <div role="rowgroup" className="chain-head" style={{ minWidth }}>
      {compared === undefined ? null : <CompareHeadingRow columns={columns} groups={compared} template={template} />}
      <div role="row" className="chain-head-row chain-group-row" aria-rowindex={first + 1} style={{ gridTemplateColumns: template }}>
        {groups(columns).map((group) => (
          <div
            key={group.start}
            role="columnheader"
            aria-colindex={group.start + 1}
            aria-colspan={group.span}
            className={`chain-group chain-group-${group.side}${columns[group.start]?.group === undefined || group.side !== 'strike' ? '' : ' chain-group-sigma'}${columns[group.start]?.groupStart === true ? ' chain-group-start' : ''}`}
            aria-label={
              group.side !== 'strike'
                ? undefined
                : columns[group.start]?.group === undefined
                  ? `${underlier} strikes`
                  : `σ marks${ofExpiry(columns[group.start] as GridColumn)}`
            }
            style={{ gridColumn: `${group.start + 1} / span ${group.span}` }}
          >
            {group.side !== 'strike' ? GROUP_LABELS[group.side] : columns[group.start]?.group === undefined ? underlier : 'σ'}
          </div>
        ))}
      </div>
      <div role="row" className="chain-head-row chain-column-row" aria-rowindex={first + 2} style={{ gridTemplateColumns: template }}>
        {columns.map((column, index) => (
          <div
            key={column.key}
            role="columnheader"
            aria-colindex={index + 1}
            className={`chain-colhead chain-colhead-${column.side}${column.side !== 'strike' && column.column.figure !== undefined ? ' chain-colhead-figure' : ''}${column.group === undefined ? '' : ' chain-colhead-group'}${column.groupStart === true ? ' chain-group-start' : ''}`}
            aria-label={
              column.side === 'strike'
                ? column.group === undefined
                  ? 'Strike'
                  : `σ mark${ofExpiry(column)}`
                : `${column.side === 'call' ? 'Call' : 'Put'} ${column.column.label.toLowerCase()}${ofExpiry(column)}`
            }
            title={column.side === 'strike' ? undefined : column.column.description}
          >
            {column.side === 'strike' ? (column.group === undefined ? 'Strike' : 'σ') : column.column.label}
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
