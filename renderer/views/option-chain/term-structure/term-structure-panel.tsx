import { useMemo } from 'react';
import type { ExpiryDate } from '../../../../shared/domain/expiries.ts';
import { termExpiries, type TermScope } from '../../../../shared/domain/term-structure.ts';
import type { EnvironmentId } from '../../../../shared/environments.ts';
import { toAppError } from '../../../api.ts';
import { useQuota } from '../live/chain-live-bar.tsx';
import { TermChart } from './term-chart.tsx';
import { spentWords, termCostWords } from './term-cost.ts';
import { termRows } from './term-data.ts';
import { TermTable } from './term-table.tsx';
import { termQueryOf, useTermStructure } from './use-term-structure.ts';
import '../../../styles/option-chain-term.css';

/** The term structure as the chain view keeps it (settings `chainView.term`). */
export interface TermLayout {
  scope: TermScope;
  shown: boolean;
}

interface PanelProps {
  environment: EnvironmentId | undefined;
  underlier: string | null;
  /** The underlier's listed expiries (the strip's list); undefined while they load. */
  dates: readonly ExpiryDate[] | undefined;
  layout: TermLayout;
  onLayout(next: TermLayout): void;
}

/**
 * The term structure of the chain's underlier: folded, a button beside the chain's live bar; open,
 * its cost in quotes said before anything is spent, Draw, then ATM IV and the expected move by
 * expiry as a chart and a table. Which expiries (the nearest 12 or all) and whether it is open are
 * kept in settings; folding keeps the last drawing for when it opens again.
 */
export function TermStructurePanel({ environment, underlier, dates, layout, onLayout }: PanelProps) {
  const query = useMemo(() => termQueryOf(underlier, dates, layout.scope), [underlier, dates, layout.scope]);
  const listed = useMemo(() => (dates === undefined ? 0 : termExpiries(dates, 'all').length), [dates]);
  const { plan, answer, draw } = useTermStructure(environment, query);
  const quota = useQuota(true).data;
  const cost = plan.data ? termCostWords(plan.data, quota) : null;
  const data = answer?.data;
  const rows = useMemo(() => (data === undefined ? [] : termRows(data.points)), [data]);
  const failed = rows.filter((row) => row.error !== null).length;
  const loading = answer?.isFetching === true;
  const error = answer?.isError === true ? toAppError(answer.error) : plan.isError ? toAppError(plan.error) : null;

  if (query === null) return null;
  // Folded, a button at the end of the live bar: no row of its own, so the strikes keep the height.
  if (!layout.shown) {
    return (
      <button
        type="button"
        className="button button-small term-open"
        aria-expanded={false}
        data-testid="term-open"
        onClick={() => onLayout({ ...layout, shown: true })}
      >
        Term structure
      </button>
    );
  }
  return (
    <section className="term-panel" aria-label="Term structure" data-testid="term-panel" aria-busy={loading}>
      <div className="term-bar">
        <span className="term-cost" data-testid="term-cost">
          {cost?.text ?? 'Term structure: working out its cost…'}
        </span>
        <button
          type="button"
          className="button button-small button-primary"
          data-testid="term-draw"
          disabled={cost === null || !cost.affordable || loading}
          onClick={draw}
        >
          {loading ? 'Drawing…' : data ? 'Draw again' : 'Draw'}
        </button>
        <span className="term-scope" role="group" aria-label="Expiries in the term structure">
          {(['nearest', 'all'] as const).map((scope) => (
            <button
              key={scope}
              type="button"
              className="button button-small"
              aria-pressed={layout.scope === scope}
              onClick={() => onLayout({ ...layout, scope })}
            >
              {scope === 'nearest' ? 'Nearest 12' : `All ${listed}`}
            </button>
          ))}
        </span>
        <button
          type="button"
          className="button button-small"
          aria-expanded={true}
          data-testid="term-toggle"
          onClick={() => onLayout({ ...layout, shown: false })}
        >
          Hide term structure
        </button>
      </div>
      <p className="term-status" role="status" data-testid="term-status">
        {data && !loading ? `${spentWords(data)}${failed > 0 ? ` · ${failed} expir${failed === 1 ? 'y' : 'ies'} not drawn (named in the table)` : ''}` : ''}
      </p>
      {error ? (
        <p className="term-error" role="alert" data-testid="term-error">
          {error.message}
        </p>
      ) : null}
      {data ? (
        <div className="term-body">
          <div className="term-chart-side">
            <span className="chain-chart-legend" aria-hidden="true">
              <span className="chain-legend-line term-legend-iv">ATM IV % left</span>
              <span className="chain-legend-line term-legend-move">Expected move % right</span>
              <span className="muted">by days to expiry</span>
            </span>
            <TermChart answer={data} rows={rows} />
          </div>
          <TermTable rows={rows} underlier={data.underlier} />
        </div>
      ) : null}
    </section>
  );
}
