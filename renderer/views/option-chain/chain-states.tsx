import { useState } from 'react';
import type { ChainQuery } from '../../../shared/domain/chain-query.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import { detailCaption } from '../../../shared/error-source.ts';
import type { AppError } from '../../../shared/result.ts';
import { useAnnounce } from '../../components/live-region/use-announce.ts';
import { formatDuration, useNow } from '../../time.ts';
import { monthLabel, shortMonthLabel, type YearMonth } from './query/chain-months.ts';
import type { NearbyMonths } from './query/chain-nearby.ts';

const CHAIN_TYPE_WORDS = { CALL: 'calls', PUT: 'puts', CALLPUT: 'calls and puts' } as const;

/** "SPX March 2027". */
export const queryTitle = (query: ChainQuery): string => `${query.underlier} ${monthLabel(query)}`;

/**
 * A request under way: an indeterminate bar with what is being asked and for how long. The
 * provider sends one document, so there is no byte progress to show; time and stage are honest.
 * Mounted when the request starts (the view keys it by query), so it times from its own mount.
 */
export function ChainLoading({ query, over }: { query: ChainQuery; over: boolean }) {
  const [startedAt] = useState(() => Date.now());
  const now = useNow(250);
  const elapsed = Math.max(0, now - startedAt);
  const text = `Asking the brokerage for ${queryTitle(query)} (${CHAIN_TYPE_WORDS[query.chainType]}${query.includeAdjusted ? ', adjusted included' : ''})`;
  return (
    <div className={over ? 'chain-loading chain-loading-over' : 'chain-loading'} data-testid="chain-loading">
      <div className="chain-progress" role="progressbar" aria-label="Loading the option chain" aria-valuetext={`${text}, ${formatDuration(elapsed)}`}>
        <div className="chain-progress-bar" />
      </div>
      <p>
        <span className="spinner" aria-hidden="true" /> {text}… <span className="chain-elapsed">{(elapsed / 1000).toFixed(1)} s</span>
      </p>
      {elapsed > 4000 ? <p className="muted">Large chains take a few seconds; failed attempts are retried automatically.</p> : null}
    </div>
  );
}

/**
 * A failed request: what happened, the provider's own words verbatim, and Retry, except where the
 * provider refused the request as asked (a symbol that is not valid): asking again unchanged gets
 * the same answer, so the way on is to change it. `symbolOnly` names the symbol alone (no chain
 * of a month was asked).
 */
export function ChainError({ error, query, onRetry, symbolOnly = false }: { error: AppError; query: ChainQuery; onRetry?: () => void; symbolOnly?: boolean }) {
  const permanent = error.refusedAsAsked === true;
  return (
    <div className="chain-error" role="alert" data-testid="chain-error" data-code={error.code}>
      <div>
        <strong>Could not load {symbolOnly ? query.underlier : queryTitle(query)}.</strong> <span>{error.message}</span>
        {error.detail ? (
          <figure className="chain-provider-words">
            <figcaption>{detailCaption(error.code)}</figcaption>
            <blockquote data-testid="chain-error-detail">{error.detail}</blockquote>
          </figure>
        ) : null}
      </div>
      {permanent || onRetry === undefined ? null : (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** No options for the query, with the nearest months that have some when the search found them. */
export function ChainEmpty({ query, nearby, onPick }: { query: ChainQuery; nearby: NearbyMonths; onPick(month: YearMonth): void }) {
  useAnnounce(`No options for ${query.underlier} in ${monthLabel(query)}.`);
  return (
    <section className="chain-empty" data-testid="chain-empty">
      <h2>
        No options for {query.underlier} in {monthLabel(query)}
      </h2>
      <p className="muted">
        The brokerage answered with no {CHAIN_TYPE_WORDS[query.chainType]}
        {query.includeAdjusted ? '' : ' (adjusted options hidden)'}. Check the symbol, or try another month.
      </p>
      {nearby.status === 'searching' ? <p className="muted">Looking at the months around it…</p> : null}
      {nearby.status === 'done' && nearby.months.length > 0 ? (
        <div className="row" role="group" aria-label="Nearest months with options">
          <span>Nearest months with options:</span>
          {nearby.months.map((month) => (
            <button key={`${month.year}-${month.month}`} type="button" className="button button-small" onClick={() => onPick(month)}>
              {shortMonthLabel(month)}
            </button>
          ))}
        </div>
      ) : null}
      {nearby.status === 'done' && nearby.months.length === 0 ? <p className="muted">No nearby month has options either.</p> : null}
    </section>
  );
}

const monthsIn = (chain: OptionChain): string => {
  const months = [...new Set(chain.expiries.map((e) => e.date.slice(0, 7)))].map((key) => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) }));
  return months.length === 0 ? '' : ` ${months.map(monthLabel).join(', ')}`;
};

/**
 * The answer is not what was asked (the sandbox answers every request with its stored sample):
 * say what was asked and what came, in that order, so nobody trades off the wrong chain.
 */
export function MismatchBanner({ query, chain, sandbox }: { query: ChainQuery; chain: OptionChain; sandbox: boolean }) {
  const answered = `${(chain.symbol ?? query.underlier).toUpperCase()}${monthsIn(chain)}`;
  return (
    <div className="banner chain-mismatch" role="alert" data-testid="chain-mismatch">
      <div>
        <strong>This is not the chain you asked for. </strong>
        You asked for {queryTitle(query)}; {sandbox ? 'the sandbox answered with its stored' : 'the brokerage answered with an'} {answered} chain.
        {chain.mismatch ? <span className="muted"> {chain.mismatch}</span> : null}
      </div>
    </div>
  );
}
