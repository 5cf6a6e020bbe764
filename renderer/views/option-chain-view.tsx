import { hashKey } from '@tanstack/react-query';
import { useEffect, useMemo, type KeyboardEvent } from 'react';
import type { ChainQuery } from '../../shared/domain/chain-query.ts';
import { withListedKinds } from '../../shared/domain/expiries.ts';
import { chainFigures } from '../../shared/domain/expiry-figures.ts';
import { greeksNotCurrent } from '../../shared/domain/greeks-currency.ts';
import { sigmaLevels, sigmaOf } from '../../shared/domain/sigma-strikes.ts';
import type { UserSettings } from '../../shared/settings.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { useSettings, useUpdateSettings } from '../queries/app-queries.ts';
import { useSession } from '../queries/session-queries.ts';
import { resolveColumns } from './option-chain/table/chain-columns.ts';
import { ChainChartPanel } from './option-chain/figures/chain-chart-panel.tsx';
import { ChainGrid } from './option-chain/table/chain-grid.tsx';
import { ChainLiveBar, LegacyNote, underlierWords, useQuota } from './option-chain/live/chain-live-bar.tsx';
import { StrikeReachNote } from './option-chain/live/strike-reach-note.tsx';
import { quotesLeft, reachWords } from './option-chain/live/strike-reach-words.ts';
import { chainHasQuotes } from './option-chain/live/chain-live.ts';
import { monthLabel } from './option-chain/query/chain-months.ts';
import { limitChain, stepStrikesShown } from './option-chain/table/chain-price-line.ts';
import { ChainQueryForm } from './option-chain/query/chain-query-form.tsx';
import { flattenChain } from './option-chain/table/chain-rows.ts';
import { ChainEmpty, ChainError, ChainLoading, MismatchBanner } from './option-chain/chain-states.tsx';
import { useChainUiStore } from './option-chain/chain-ui-store.ts';
import { ChainSummary, KeyHelp, type Staleness } from './option-chain/chain-summary.tsx';
import { ColumnChooser } from './option-chain/table/column-chooser.tsx';
import { openComparison } from './option-chain/compare/compare-rows.ts';
import { CompareToggle } from './option-chain/compare/compare-toggle.tsx';
import { stripExpiries, type StripExpiry } from './option-chain/strip/expiry-strip-model.ts';
import { ExpiryStrip, useExpiryDates } from './option-chain/strip/expiry-strip.tsx';
import { useChain } from './option-chain/query/use-chain.ts';
import { useChainLive } from './option-chain/live/use-chain-live.ts';
import { useCompare } from './option-chain/compare/use-compare.ts';
import { queryForExpiry, useExtraSections, withSections } from './option-chain/query/use-extra-sections.ts';
import { useRememberQuery } from './option-chain/query/use-remember-query.ts';
import { useAskChain } from './option-chain/query/use-ask-chain.ts';
import { TermStructurePanel } from './option-chain/term-structure/term-structure-panel.tsx';
import '../styles/option-chain.css';

/** Keys of the view outside text fields: the expiry strip and the strikes shown. */
function isTyping(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

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
  const quotes = answer !== null && chainHasQuotes(answer.chain);
  const columns = useMemo(() => resolveColumns(chosen, quotes), [chosen, quotes]);
  const strikesShown = useChainUiStore((s) => s.strikesShown);
  const weeklies = useChainUiStore((s) => s.weeklies);
  const extraDates = useChainUiStore((s) => s.extraExpiries);
  const ui = useChainUiStore.getState;
  const environment = session?.environment;
  const extraAnswers = useExtraSections(environment, quotes && answer ? answer.query : null, extraDates);
  const extras = useMemo(() => extraAnswers.map((extra) => extra?.chain), [extraAnswers]);
  // The price line and centring use the underlier's quote; before one came, the chain's near price centres it.
  const price = answer?.underlier?.last ?? null;
  const centre = price ?? answer?.chain.nearPrice ?? null;
  // A link that lands on a contract (a position's) centres the strikes shown on its strike, so a
  // contract far from the money is in the window, under the cursor, whatever the window's size.
  const landing = useChainUiStore((s) => s.landing);
  const windowCentre = landing?.strike ?? centre;
  const symbol = query?.underlier ?? chainView.lastQuery?.underlier ?? null;
  const expiryDates = useExpiryDates(environment, signedIn ? symbol : null);
  const fullChain = useMemo(
    () => (answer === null ? null : quotes ? withListedKinds(withSections(answer.chain, extras), expiryDates.data) : answer.chain),
    [answer, quotes, extras, expiryDates.data],
  );
  // Each expiry's figures over every strike loaded (not the window shown), at the money by the
  // underlier's price, measured at the chain's own quote time.
  const figures = useMemo(
    () =>
      answer !== null && fullChain !== null && quotes
        ? chainFigures(fullChain.expiries, centre, answer.chain.quoteTime ?? answer.fetchedAt, answer.query.priceType === 'ALL')
        : undefined,
    [answer, fullChain, quotes, centre],
  );
  // "Within 2σ" measures from the price (the σ marks' centre), the counts from the window's centre.
  const shownChain = useMemo(
    () =>
      fullChain === null || !quotes
        ? fullChain
        : strikesShown === '2sd'
          ? limitChain(fullChain, '2sd', centre, figures)
          : limitChain(fullChain, strikesShown, windowCentre),
    [fullChain, quotes, strikesShown, windowCentre, centre, figures],
  );
  const live = useChainLive(environment, answer?.query ?? null, quotes && signedIn);
  const strip = useMemo(() => stripExpiries(expiryDates.data ?? [], weeklies), [expiryDates.data, weeklies]);
  const primaryDate = answer?.chain.expiries[0]?.date ?? null;
  const compare = useCompare({
    symbol,
    primary: primaryDate,
    listed: strip,
    lead: (expiry) => answer && ask(queryForExpiry(answer.query, expiry.date, expiry.tag === 'W')),
  });
  // Compared: only the asked expiry is live; the others say when their quotes were taken.
  const liveNow = live.status.intervalMs !== null && live.status.stale === null;
  // (Two memos: the single chain's rows never wait on what only a comparison reads.)
  const compared = useMemo(
    () =>
      compare.on && quotes && shownChain !== null && fullChain !== null && primaryDate !== null
        ? openComparison(shownChain.expiries, fullChain.expiries, [primaryDate, ...extraDates], figures, (date) =>
            date === primaryDate ? (liveNow ? null : (answer?.fetchedAt ?? null)) : (extraAnswers[extraDates.indexOf(date)]?.fetchedAt ?? null),
          )
        : null,
    [shownChain, fullChain, figures, compare.on, quotes, primaryDate, extraDates, liveNow, answer, extraAnswers],
  );
  const rows = useMemo(() => compared ?? (shownChain ? flattenChain(shownChain, figures) : null), [compared, shownChain, figures]);
  // The summary counts what the grid shows (extra sections in, strikes shown only).
  const shownAnswer = useMemo(
    () => (answer === null || shownChain === null || shownChain === answer.chain ? answer : { ...answer, chain: shownChain }),
    [answer, shownChain],
  );
  // The chart plots the strikes shown of the asked expiry (all of them with "All").
  const primaryExpiry = shownChain?.expiries.find((e) => e.date === primaryDate) ?? null;
  const primaryFigures = primaryDate === null ? null : (figures?.get(primaryDate) ?? null);
  // Counted over the strikes shown, as the pairs beside it are.
  const staleGreeks = useMemo(() => greeksNotCurrent(shownChain?.expiries ?? []), [shownChain]);
  const primaryLevels = useMemo(() => sigmaLevels(primaryFigures?.spot, sigmaOf(primaryFigures)), [primaryFigures]);
  // What All and ±2σ show, where the strikes loaded fall short of what they promise.
  const quota = useQuota(quotes);
  const reach = useMemo(() => {
    const loaded = fullChain?.expiries.find((e) => e.date === primaryDate);
    return answer && quotes && loaded ? reachWords(strikesShown, loaded, answer.query, price, sigmaOf(primaryFigures), quotesLeft(quota.data)) : null;
  }, [answer, quotes, fullChain, primaryDate, strikesShown, price, primaryFigures, quota.data]);

  const remember = useRememberQuery(chainView.recentSymbols, phase === 'loading');
  const ask = (next: ChainQuery) => {
    askChain(next);
    remember(next);
  };
  const fromForm = useAskChain(environment, query, ask);

  const chooseExpiry = (expiry: StripExpiry, add: boolean) => {
    const base: ChainQuery = answer?.query ??
      query ?? { underlier: symbol ?? '', month: expiry.month, year: expiry.year, chainType: 'CALLPUT', includeAdjusted: false };
    if (add && primaryDate !== null && expiry.date !== primaryDate) {
      const current = ui().extraExpiries;
      ui().setExtraExpiries(current.includes(expiry.date) ? current.filter((d) => d !== expiry.date) : [...current, expiry.date]);
      return;
    }
    ui().setExtraExpiries([]);
    ask(queryForExpiry(base, expiry.date, expiry.tag === 'W'));
  };

  const onViewKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const at = strip.findIndex((e) => e.date === primaryDate);
    let next: StripExpiry | undefined;
    if (event.key === ']') next = strip[at + 1];
    else if (event.key === '[') next = strip[Math.max(0, at - 1)];
    else if (event.key === 'w' || event.key === 'W') ui().setWeeklies(!ui().weeklies);
    else if (event.key === '+' || event.key === '=') ui().setStrikesShown(stepStrikesShown(ui().strikesShown, 1));
    else if (event.key === '-') ui().setStrikesShown(stepStrikesShown(ui().strikesShown, -1));
    else return;
    event.preventDefault();
    if (next !== undefined && next.date !== primaryDate) chooseExpiry(next, false);
  };

  // The remembered query loads by itself once signed in, as the app reopens where it was left.
  const lastQuery = chainView.lastQuery;
  useEffect(() => {
    if (signedIn && lastQuery !== null && useChainUiStore.getState().asked === null) askChain(lastQuery);
  }, [signedIn, lastQuery, askChain]);

  const staleness: Staleness = session?.state === 'expired' ? 'expired' : phase === 'error' ? 'failed' : phase === 'loading' ? 'loading' : null;
  const empty = answer !== null && rows !== null && rows.pairCount === 0;
  const gridShown = answer !== null && rows !== null && !empty && shownKey !== null;
  // Over a chain shown, the loading notice floats over the grid's top (the rows keep their place).
  const loading = phase === 'loading' && query ? <ChainLoading key={hashKey([query])} query={query} over={gridShown} /> : null;

  return (
    <div className="chain-view" data-testid="chain-view" aria-busy={phase === 'loading'} onKeyDown={onViewKey}>
      <ChainQueryForm current={query ?? lastQuery} recentSymbols={chainView.recentSymbols} onSubmit={fromForm.ask} />
      <div className="chain-strip-row">
        {signedIn ? (
          <ExpiryStrip
            environment={environment}
            symbol={symbol}
            open={primaryDate === null ? [] : [primaryDate, ...extraDates]}
            weeklies={weeklies}
            onWeeklies={(on) => ui().setWeeklies(on)}
            onChoose={(expiry, add) => compare.choose(expiry) || chooseExpiry(expiry, add)}
          />
        ) : null}
        {signedIn && quotes ? <CompareToggle on={compare.on} note={compare.note} refused={compare.refused} onToggle={compare.toggle} /> : null}
        <ColumnChooser
          columns={columns}
          quotes={quotes}
          sides={chainView.sides}
          onSides={(sides) => update.mutate({ chainView: { sides } })}
          onChange={(ids) => {
            setColumnIds(ids);
            update.mutate({ chainView: { columns: ids } });
          }}
        />
      </div>
      {answer?.chain.mismatch ? <MismatchBanner query={answer.query} chain={answer.chain} sandbox={session?.sandbox ?? false} /> : null}
      {/* The summary and the live bar beside the chart: the strikes get the height (15 rows at 1360 × 860). */}
      <div className="chain-top">
        <div className="chain-top-text">
          <div className="chain-toolbar">
            {shownAnswer && rows ? (
              <ChainSummary answer={shownAnswer} pairCount={rows.pairCount} staleness={staleness} figures={primaryFigures} staleGreeks={staleGreeks} />
            ) : (
              <span />
            )}
          </div>
          <div className="chain-controls">
            {answer && quotes ? (
              <ChainLiveBar
                symbol={(answer.chain.symbol ?? answer.query.underlier).toUpperCase()}
                underlier={answer.underlier}
                quoteType={answer.chain.quoteType}
                quoteTime={answer.chain.quoteTime}
                status={live.status}
                strikesShown={strikesShown}
                onStrikesShown={(shown) => ui().setStrikesShown(shown)}
                onReload={() => ask(answer.query)}
                reloading={phase === 'loading'}
                chainStale={staleness === 'failed' || staleness === 'expired'}
              />
            ) : null}
            {answer && quotes && signedIn ? (
              <TermStructurePanel
                environment={environment}
                underlier={answer.query.underlier}
                dates={expiryDates.data}
                layout={chainView.term}
                onLayout={(term) => update.mutate({ chainView: { term } })}
              />
            ) : null}
          </div>
          <StrikeReachNote words={reach} onLoad={ask} loading={phase === 'loading'} />
        </div>
        {answer && quotes && primaryExpiry && phase !== 'error' ? (
          <ChainChartPanel
            expiry={primaryExpiry}
            price={price}
            levels={primaryLevels}
            layout={chainView.chart}
            onLayout={(chart) => update.mutate({ chainView: { chart } })}
          />
        ) : null}
      </div>
      {answer && !quotes && !empty ? <LegacyNote /> : null}
      {gridShown ? null : loading}
      {fromForm.refused ? <ChainError error={fromForm.refused.error} query={fromForm.refused.query} symbolOnly /> : null}
      {phase === 'error' && error && query && !fromForm.refused ? <ChainError error={error} query={query} onRetry={() => void retry()} /> : null}
      {answer && empty && phase !== 'loading' ? (
        <ChainEmpty query={answer.query} nearby={nearby} onPick={(month) => ask({ ...answer.query, ...month })} />
      ) : null}
      {gridShown && answer && rows && shownKey ? (
        <ChainGrid
          chainId={rows.groups ? `${hashKey(shownKey)}|${rows.groups.map((g) => g.expiry.date).join()}` : hashKey(shownKey)}
          rows={rows}
          columns={columns}
          chainType={answer.query.chainType}
          underlier={(answer.chain.symbol ?? answer.query.underlier).toUpperCase()}
          stale={staleness !== null || live.status.stale !== null}
          label={`Option chain of ${answer.query.underlier} for ${monthLabel(answer.query)}`}
          price={quotes ? price : null}
          centrePrice={quotes ? centre : null}
          priceText={underlierWords((answer.chain.symbol ?? answer.query.underlier).toUpperCase(), answer.underlier)}
          onViewChange={quotes ? live.reportView : undefined}
          overlay={loading}
          sides={chainView.sides}
        />
      ) : null}
      {answer === null && phase === 'idle' && !fromForm.refused ? <Intro /> : null}
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
