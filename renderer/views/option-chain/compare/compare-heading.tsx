import type { GridColumn } from '../table/chain-columns.ts';
import { formatChainTime } from '../format/chain-format.ts';
import type { CompareGroup } from './compare-lane.ts';
import { ExpiryHeading } from '../table/expiry-heading.tsx';

/** Height of the compared expiries' heading row in px (three lines: figures that wrap once, then live or as of); CSS agrees. */
export const COMPARE_HEADING_HEIGHT = 62;

/** Where each compared expiry's columns start and how many it has. */
function spans(columns: readonly GridColumn[]): { group: number; start: number; span: number }[] {
  const result: { group: number; start: number; span: number }[] = [];
  columns.forEach((column, index) => {
    if (column.group === undefined) return;
    const last = result[result.length - 1];
    if (last?.group === column.group) last.span += 1;
    else result.push({ group: column.group, start: index, span: 1 });
  });
  return result;
}

/**
 * The first header row with expiries compared: over each expiry's column group, its heading as the
 * single chain's section heading says it (date, days, kind, ATM IV, expected move, ratios, strikes),
 * then whether its quotes are the live ones or as of when they were taken.
 */
export function CompareHeadingRow({ columns, groups, template }: { columns: readonly GridColumn[]; groups: readonly CompareGroup[]; template: string }) {
  return (
    <div role="row" className="chain-head-row chain-compare-row" aria-rowindex={1} style={{ gridTemplateColumns: template }}>
      <div role="columnheader" aria-colindex={1} className="chain-group chain-group-strike chain-compare-corner">
        Expiry
      </div>
      {spans(columns).map(({ group, start, span }) => {
        const heading = groups[group];
        if (heading === undefined) return null;
        return (
          <div
            key={group}
            role="columnheader"
            aria-colindex={start + 1}
            aria-colspan={span}
            className="chain-compare-heading"
            data-testid="chain-compare-heading"
            data-date={heading.expiry.date}
            style={{ gridColumn: `${start + 1} / span ${span}` }}
          >
            <ExpiryHeading expiry={heading.expiry} figures={heading.figures} />
            {heading.asOf === null ? (
              <span className="chain-compare-live" title="The live feed refreshes this expiry's strikes in view">
                Live
              </span>
            ) : (
              <span className="chain-compare-asof" title="Only the first expiry is refreshed live: this one shows its quotes as they were when loaded">
                As of {formatChainTime(heading.asOf)}, not live
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
