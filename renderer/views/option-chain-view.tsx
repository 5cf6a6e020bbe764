import { hashKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ChainQuery } from '../../shared/domain/chain-query.ts';
import type { UserSettings } from '../../shared/settings.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { useSettings, useUpdateSettings } from '../queries/app-queries.ts';
import { useSession } from '../queries/session-queries.ts';
import { resolveColumns } from './option-chain/chain-columns.ts';
import { ChainGrid } from './option-chain/chain-grid.tsx';
import { monthLabel } from './option-chain/chain-months.ts';
import { ChainQueryForm } from './option-chain/chain-query-form.tsx';
import { flattenChain } from './option-chain/chain-rows.ts';
import { ChainEmpty, ChainError, ChainLoading, MismatchBanner } from './option-chain/chain-states.tsx';
import { useChainUiStore } from './option-chain/chain-ui-store.ts';
import { ChainSummary, KeyHelp, type Staleness } from './option-chain/chain-summary.tsx';
import { ColumnChooser } from './option-chain/column-chooser.tsx';
import { useChain } from './option-chain/use-chain.ts';
import '../styles/option-chain.css';

/** The option chain view: calls | strike | puts for an underlier and an expiry month. */
export function OptionChainView() {
  const settings = useSettings();
  // The form starts from the remembered query, so wait for the settings before drawing it.
  if (!settings.data) return <div className="chain-view" aria-busy="true" />;
  return <ChainPage chainView={settings.data.values.chainView} />;
}

function ChainPage({ chainView }: { chainView: UserSettings['chainView'] }) {
  const session = useSession().data?.session;
  const signedIn = session?.state === 'active' || session?.state === 'inactive';
  const { query, phase, answer, error, shownKey, nearby, ask: askChain, retry } = useChain(session?.environment);
  const update = useUpdateSettings();
  // The user's column choice applies at once; settings catch up through main (the only other writer is a restart).
  const columnIds = useChainUiStore((s) => s.columnIds);
  const setColumnIds = useChainUiStore((s) => s.setColumnIds);
  const chosen = columnIds === undefined ? chainView.columns : columnIds;
  const columns = useMemo(() => resolveColumns(chosen), [chosen]);
  const rows = useMemo(() => (answer ? flattenChain(answer.chain) : null), [answer]);

  const ask = (next: ChainQuery) => {
    askChain(next);
    const recentSymbols = [next.underlier, ...chainView.recentSymbols.filter((s) => s !== next.underlier)].slice(0, 12);
    update.mutate({ chainView: { lastQuery: next, recentSymbols } });
  };

  // The remembered query loads by itself once signed in, as the app reopens where it was left.
  const lastQuery = chainView.lastQuery;
  useEffect(() => {
    if (signedIn && lastQuery !== null && useChainUiStore.getState().asked === null) askChain(lastQuery);
  }, [signedIn, lastQuery, askChain]);

  const staleness: Staleness =
    session?.state === 'expired' ? 'expired' : phase === 'error' ? 'failed' : phase === 'loading' ? 'loading' : null;
  const empty = answer !== null && rows !== null && rows.pairCount === 0;

  return (
    <div className="chain-view" data-testid="chain-view" aria-busy={phase === 'loading'}>
      <ChainQueryForm current={query ?? lastQuery} recentSymbols={chainView.recentSymbols} onSubmit={ask} />
      {answer?.chain.mismatch ? <MismatchBanner query={answer.query} chain={answer.chain} sandbox={session?.sandbox ?? false} /> : null}
      <div className="chain-toolbar">
        {answer && rows ? <ChainSummary answer={answer} pairCount={rows.pairCount} staleness={staleness} /> : <span />}
        <ColumnChooser columns={columns} onChange={(ids) => {
            setColumnIds(ids);
            update.mutate({ chainView: { columns: ids } });
          }} />
      </div>
      {phase === 'loading' && query ? <ChainLoading key={hashKey([query])} query={query} over={rows !== null && !empty} /> : null}
      {phase === 'error' && error && query ? <ChainError error={error} query={query} onRetry={() => void retry()} /> : null}
      {answer && empty && phase !== 'loading' ? (
        <ChainEmpty query={answer.query} nearby={nearby} onPick={(month) => ask({ ...answer.query, ...month })} />
      ) : null}
      {answer && rows && !empty && shownKey ? (
        <ChainGrid
          chainId={hashKey(shownKey)}
          rows={rows}
          columns={columns}
          chainType={answer.query.chainType}
          underlier={(answer.chain.symbol ?? answer.query.underlier).toUpperCase()}
          stale={staleness !== null}
          label={`Option chain of ${answer.query.underlier} for ${monthLabel(answer.query)}`}
        />
      ) : null}
      {answer === null && phase === 'idle' ? <Intro /> : null}
      {answer && !empty ? <KeyHelp /> : null}
    </div>
  );
}

function Intro() {
  return (
    <EmptyState
      title="Option chain"
      icon={
        <svg viewBox="0 0 48 48" width="48" height="48">
          <rect x="4" y="8" width="16" height="32" rx="2" className="empty-shape" />
          <rect x="22" y="8" width="4" height="32" rx="1" className="empty-shape-accent" />
          <rect x="28" y="8" width="16" height="32" rx="2" className="empty-shape" />
        </svg>
      }
    >
      <p>Calls on the left, strikes in the middle, puts on the right, one section per expiration date.</p>
      <p className="muted">Type an underlier such as AAPL or SPX, pick the expiry month and press Enter.</p>
    </EmptyState>
  );
}
