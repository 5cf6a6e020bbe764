import { useQuery } from '@tanstack/react-query';
import type { Quote } from '../../../../shared/domain/quotes.ts';
import { api, unwrap } from '../../../api.ts';
import { formatAgo, useNow } from '../../../time.ts';
import { quoteBadge } from './quote-badge.ts';
import { formatChangeWithPercent, formatPrice } from '../format/chain-quote-format.ts';
import { scheduleWords, SEPARATOR } from '../../../components/feed-status/feed-words.ts';
import { costWords, quotaWords, refreshWords } from './chain-live-status.ts';
import type { ChainLiveStatus } from './use-chain-live.ts';
import { STRIKE_WINDOWS, type StrikesShown } from '../table/chain-price-line.ts';

/** The strikes-shown buttons that are not a count: their words and their names. */
const WINDOW_LABELS: Partial<Record<StrikesShown, string>> = { all: 'All', '2sd': '±2σ' };
const WINDOW_NAMES: Partial<Record<StrikesShown, string>> = { all: 'All strikes', '2sd': 'Strikes within 2σ' };

/** The quota meter, server state: asked once, then kept current by `quota:changed` (queries/push-landing.ts). */
export function useQuota(enabled: boolean) {
  return useQuery({ queryKey: ['quota'], queryFn: () => unwrap(api().getQuota()), enabled, staleTime: Infinity, networkMode: 'always', retry: false });
}

/** "AAPL 152.31 +1.25 (+0.84%)": the underlier's price as the price line and the bar say it. */
export function underlierWords(symbol: string, quote: Quote | null | undefined): string {
  if (quote === null || quote === undefined || quote.last === null) return symbol;
  const change = formatChangeWithPercent(quote.change, quote.changePercent);
  return `${symbol} ${formatPrice(quote.last)}${change ? ` ${change}` : ''}`;
}

interface BarProps {
  symbol: string;
  underlier: Quote | null | undefined;
  quoteType: string | null | undefined;
  quoteTime: number | null | undefined;
  status: ChainLiveStatus;
  strikesShown: StrikesShown;
  onStrikesShown(shown: StrikesShown): void;
  onReload(): void;
  reloading: boolean;
  /** The chain on screen is stale (its summary says why): no "Updated" beside that. */
  chainStale: boolean;
}

/**
 * The live chain's bar: the underlier's last and change, the REALTIME / DELAYED / CLOSING badge
 * with the quote time, how often it refreshes and what that costs, the quota meter, stale marking
 * when refreshing fails, the strikes-shown control and the deliberate full reload.
 */
export function ChainLiveBar({ symbol, underlier, quoteType, quoteTime, status, strikesShown, onStrikesShown, onReload, reloading, chainStale }: BarProps) {
  const now = useNow(1000);
  const badge = quoteBadge(quoteType, quoteTime);
  const quota = quotaWords(useQuota(true).data);
  const change = underlier?.change ?? null;
  // The feed's words: no "next in" (the bar moves only when quotes come), the cost after the interval.
  const schedule =
    status.intervalMs === null
      ? `${SEPARATOR}live refresh starting`
      : scheduleWords({ ...status, intervalMs: status.intervalMs, paused: false, refreshing: false }, now, costWords(status.costPerRefresh, status.intervalMs));
  return (
    <div className="chain-live" data-testid="chain-live">
      <span className="chain-underlier-price" data-testid="chain-underlier-price">
        <strong>
          {symbol} {formatPrice(underlier?.last)}
        </strong>{' '}
        <span className={change === null || change === 0 ? '' : change > 0 ? 'chain-up' : 'chain-down'}>
          {formatChangeWithPercent(underlier?.change, underlier?.changePercent)}
        </span>
      </span>
      {badge ? (
        <span className={`chain-badge chain-badge-${badge.tone}`} data-testid="chain-quote-badge" title={badge.description}>
          {badge.label}
          <span className="visually-hidden">: {badge.description}</span>
        </span>
      ) : null}
      {status.stale ? (
        <span className="chain-live-stale" data-testid="chain-live-stale" title={status.stale.error.detail ?? status.stale.error.message}>
          Stale since {formatAgo(status.stale.since, now)}: {status.stale.error.message}
        </span>
      ) : null}
      <span className="muted chain-refresh-words" data-testid="chain-refresh-words">
        {refreshWords(status.updatedAt, schedule, now, chainStale)}
      </span>
      {quota ? (
        <span className={`chain-quota chain-quota-${quota.level}`} data-testid="chain-quota">
          {quota.text}
        </span>
      ) : null}
      <span className="chain-strikes-shown" role="group" aria-label="Strikes shown per expiry">
        <span className="muted" aria-hidden="true">
          Strikes
        </span>
        {STRIKE_WINDOWS.map((shown) => (
          <button
            key={shown}
            type="button"
            className="button button-small"
            aria-pressed={strikesShown === shown}
            aria-label={WINDOW_NAMES[shown] ?? `${shown} strikes`}
            title={shown === '2sd' ? 'The strikes within two standard deviations of the price by each expiry (from its expected move)' : undefined}
            onClick={() => onStrikesShown(shown)}
          >
            {WINDOW_LABELS[shown] ?? shown}
          </button>
        ))}
      </span>
      <button type="button" className="button button-small" onClick={onReload} disabled={reloading}>
        Full reload
      </button>
    </div>
  );
}

/** The legacy generation has no quotes: said once, above its identity-only grid. */
export function LegacyNote() {
  return (
    <p className="chain-legacy-note" data-testid="chain-legacy-note">
      This environment speaks the legacy API, which lists contracts only. Bid, ask, volume, implied volatility and the greeks need the current API (v1): choose
      it for this environment in Settings.
    </p>
  );
}
