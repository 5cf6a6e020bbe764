import type { ChainAnswer } from '../../../shared/domain/chain-query.ts';
import type { ExpiryFigures } from '../../../shared/domain/expiry-figures.ts';
import type { OptionChain } from '../../../shared/domain/option-chain.ts';
import { useAnnounce } from '../../components/live-region/use-announce.ts';
import { formatChainTime } from './format/chain-format.ts';
import { monthLabel } from './query/chain-months.ts';
import { FigureSpans } from './table/expiry-heading.tsx';
import { KEY_HELP } from './table/grid-keys.ts';

const TYPE_WORDS = { CALL: 'Calls only', PUT: 'Puts only', CALLPUT: 'Calls and puts' } as const;

/** Why the chain on screen is not current, or null when it is. */
export type Staleness = 'expired' | 'failed' | 'loading' | null;

/**
 * What the badge says with the time the chain on screen was fetched. A reload's words are about as
 * long as "as of …", which they replace: the line does not wrap and push the grid down while a
 * newer chain loads (the loading notice over the grid says what is asked).
 */
const STALE_WORDS: Record<Exclude<Staleness, null>, (at: string) => string> = {
  expired: (at) => `Stale: the session expired. This is the chain as it was at ${at}.`,
  failed: (at) => `Stale: the last request failed. This is the last chain that loaded at ${at}.`,
  loading: (at) => `Updating, as of ${at}`,
};

/** One line about the chain on screen: what, how much, when, and whether it is stale. */
interface SummaryProps {
  answer: ChainAnswer<OptionChain>;
  pairCount: number;
  staleness: Staleness;
  /** The asked expiry's figures (current API). */
  figures?: ExpiryFigures | null;
  /** Contracts whose greeks the provider marks not current, of those with greeks, over the expiries shown. */
  staleGreeks?: { stale: number; withGreeks: number };
}

export function ChainSummary({ answer, pairCount, staleness, figures = null, staleGreeks }: SummaryProps) {
  const { query, chain, fetchedAt } = answer;
  const at = formatChainTime(fetchedAt);
  // A failed request is news; the session's expiry is said by the session, a reload by its own progress.
  useAnnounce(staleness === 'failed' ? STALE_WORDS.failed(at) : null);
  // Name the months the answer holds: the sandbox may answer another month than the one asked.
  const months = [...new Set(chain.expiries.map((e) => e.date.slice(0, 7)))].map((key) => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) }));
  const monthText = months.length === 0 ? monthLabel(query) : months.map(monthLabel).join(', ');
  return (
    <p className="chain-summary" data-testid="chain-summary">
      <strong>{(chain.symbol ?? query.underlier).toUpperCase()}</strong>
      <span>{monthText}</span>
      <span>{TYPE_WORDS[query.chainType]}</span>
      <span>{query.includeAdjusted ? 'Adjusted shown' : 'Adjusted hidden'}</span>
      <span>
        {pairCount.toLocaleString('en-US')} pair{pairCount === 1 ? '' : 's'} in {chain.expiries.length} expir{chain.expiries.length === 1 ? 'y' : 'ies'}
      </span>
      {figures ? <SummaryFigures figures={figures} /> : null}
      {staleGreeks && staleGreeks.stale > 0 ? (
        <span
          className="chain-greeks-stale"
          data-testid="chain-greeks-stale"
          title="The provider marks these contracts' greeks (currentValue false) as carried over from an earlier quote; their cells are slanted and underlined by dots."
        >
          Greeks not current on {staleGreeks.stale.toLocaleString('en-US')} of {staleGreeks.withGreeks.toLocaleString('en-US')} contracts
        </span>
      ) : null}
      {staleness === null ? (
        <span className="muted">as of {at}</span>
      ) : (
        <span className={`chain-stale chain-stale-${staleness}`} data-testid="chain-stale">
          {STALE_WORDS[staleness](at)}
        </span>
      )}
    </p>
  );
}

/** The asked expiry's figures in the summary line, each with what it means as its tooltip. */
function SummaryFigures({ figures }: { figures: ExpiryFigures }) {
  return (
    <span className="chain-summary-figures" data-testid="chain-summary-figures">
      <FigureSpans figures={figures} days />
    </span>
  );
}

/** The grid's keys, always on screen under it: traders learn a tool by its hints. */
export function KeyHelp() {
  return (
    <p className="chain-keys" aria-label="Keyboard shortcuts of the chain">
      {KEY_HELP.map(([keys, what]) => (
        <span key={keys}>
          <kbd>{keys}</kbd> {what}
        </span>
      ))}
    </p>
  );
}
