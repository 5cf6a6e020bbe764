/**
 * The cells of a positions row by column: the figures of position-values.ts as position-format.ts
 * writes them, gains with their sign and tone, a cost the provider does not know said in words.
 */
import type { ReactNode } from 'react';
import type { PositionColumnId } from './position-columns.ts';
import { formatGain, formatGreek, formatIv, formatMoney, formatPercent, formatQuantity, formatShare, formatShares, toneOf } from './position-format.ts';
import type { RowValues } from './position-values.ts';

const UNKNOWN_COST = 'The provider does not know what was paid (a transfer, an old position): no gain is shown for it.';

/** One cell's content for a group (`group`) or position row. */
export function positionCell(id: PositionColumnId, v: RowValues, group: boolean): ReactNode {
  switch (id) {
    case 'symbol':
      // An option's contract words say what its description says: the description is its tooltip.
      return (
        <span className="symbol-cell" title={v.description === '' ? undefined : v.description}>
          <span className="symbol-text">{group ? <strong>{v.symbol}</strong> : v.symbol}</span>
          {v.description === '' || v.isOption ? null : <bdi className="muted position-description">{v.description}</bdi>}
        </span>
      );
    case 'account':
      return v.account ?? '';
    case 'quantity':
      return formatQuantity(v.quantity);
    case 'last':
      return formatMoney(v.last);
    case 'change':
      return v.change === null ? '—' : <span className={toneOf(v.change).trim()}>{`${formatGain(v.change)} ${formatPercent(v.changePercent)}`.trim()}</span>;
    case 'day-gain':
      return <span className={toneOf(v.daysGain).trim()}>{formatGain(v.daysGain)}</span>;
    case 'total-gain':
      if (v.totalGain === null && v.unknownCost > 0)
        return (
          <span className="muted" title={UNKNOWN_COST}>
            unknown
          </span>
        );
      return (
        <span className={toneOf(v.totalGain).trim()} title={v.unknownCost > 0 ? `${v.unknownCost} position(s) of unknown cost left out` : undefined}>
          {`${formatGain(v.totalGain)} ${formatPercent(v.totalGainPercent)}`.trim()}
          {v.unknownCost > 0 ? '*' : ''}
        </span>
      );
    case 'value':
      return formatMoney(v.marketValue);
    case 'cost':
      return v.cost === null && v.unknownCost > 0 ? (
        <span className="muted" title={UNKNOWN_COST}>
          unknown
        </span>
      ) : (
        formatMoney(v.cost)
      );
    case 'portfolio':
      return formatShare(v.portfolioPercent);
    case 'delta':
      return group ? '' : formatGreek(v.delta);
    case 'share-delta':
      return formatShares(v.shareDelta);
    case 'theta':
      return v.theta === null ? (group ? '' : '—') : formatGain(v.theta);
    case 'iv':
      return group ? '' : formatIv(v.iv);
    case 'dte':
      return v.daysToExpiry === null ? '' : String(v.daysToExpiry);
  }
}
