import { skipToken, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { EnvironmentId } from '../../../../shared/settings.ts';
import { toAppError } from '../../../api.ts';
import { expiryDatesQuery } from '../query/use-ask-chain.ts';
import { expiryTagLegend } from '../../../../shared/domain/expiries.ts';
import { shortDays, stripExpiries, stripKeyTarget, type StripExpiry } from './expiry-strip-model.ts';
import { formatExpiryDate } from '../format/chain-format.ts';

interface StripProps {
  environment: EnvironmentId | undefined;
  symbol: string | null;
  /** Dates open as sections; the first is the one asked (and refreshed live). */
  open: readonly string[];
  weeklies: boolean;
  onWeeklies(on: boolean): void;
  /** Show `expiry` alone, or (`add`) open it as one more section / close it when open. */
  onChoose(expiry: StripExpiry, add: boolean): void;
}

/** The expiry dates of an underlier, server state like the chain (current API only). */
export function useExpiryDates(environment: EnvironmentId | undefined, symbol: string | null) {
  const known = environment !== undefined && symbol !== null;
  const options = expiryDatesQuery(environment ?? 'demo', symbol ?? '');
  return useQuery({ ...options, queryKey: known ? options.queryKey : ['chain-expiries', 'none', ''], queryFn: known ? options.queryFn : skipToken });
}

/**
 * Every expiry of the underlier, nearest first, with days to expiry and a W / M / Q tag. One tab
 * stop (roving focus: arrows, Home, End move between expiries); Enter or a click shows an expiry,
 * Shift+Enter or Ctrl/Cmd+click opens it as one more section. Renders nothing on the legacy
 * generation, which has no expiry list.
 */
export function ExpiryStrip({ environment, symbol, open, weeklies, onWeeklies, onChoose }: StripProps) {
  const dates = useExpiryDates(environment, symbol);
  const [focusAt, setFocusAt] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (symbol === null) return null;
  if (dates.isError) {
    const error = toAppError(dates.error);
    // A symbol refused as asked (not valid) is said once, where the chain would be.
    if (error.code === 'unsupported' || error.refusedAsAsked === true) return null;
    return (
      <p className="chain-strip-error" data-testid="expiry-strip-error">
        Expiry dates could not be loaded: {error.message}
      </p>
    );
  }
  const strip = dates.data ? stripExpiries(dates.data, weeklies) : [];
  const legend = expiryTagLegend(dates.data?.map((expiry) => expiry.kind) ?? []);
  const active = strip.findIndex((e) => e.date === open[0]);
  const tabStop = Math.min(Math.max(0, focusAt < strip.length ? focusAt : active), Math.max(0, strip.length - 1));

  return (
    <div className="chain-strip" data-testid="expiry-strip">
      <div
        className="chain-strip-list"
        role="toolbar"
        aria-label={`Expiries of ${symbol}`}
        aria-busy={dates.isPending}
        onKeyDown={(event) => {
          const to = stripKeyTarget(event.key, tabStop, strip.length);
          if (to === null) return;
          event.preventDefault();
          setFocusAt(to);
          buttons.current[to]?.focus();
        }}
      >
        {strip.map((expiry, index) => {
          const isOpen = open.includes(expiry.date);
          return (
            <button
              key={expiry.date}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`chain-strip-item${isOpen ? ' is-open' : ''}${expiry.date === open[0] ? ' is-primary' : ''}`}
              tabIndex={index === tabStop ? 0 : -1}
              aria-pressed={isOpen}
              data-date={expiry.date}
              onFocus={() => setFocusAt(index)}
              onClick={(event) => onChoose(expiry, event.ctrlKey || event.metaKey || event.shiftKey)}
            >
              <span className="chain-strip-date">{expiry.date.slice(5).replace('-', '/')}</span>
              <span className="chain-strip-days">{shortDays(expiry.daysToExpiry)}</span>
              {expiry.tag ? (
                <span className={`chain-strip-tag chain-strip-tag-${expiry.tag.toLowerCase()}`} title={expiry.kindLabel}>
                  {expiry.tag}
                </span>
              ) : null}
              {/* The short marks in words, after them: the name starts with what is seen (voice control users say it). */}
              <span className="visually-hidden">
                {`: ${formatExpiryDate(expiry.date)}, ${expiry.daysToExpiry} day${expiry.daysToExpiry === 1 ? '' : 's'}${expiry.kindLabel ? `, ${expiry.kindLabel}` : ''}`}
              </span>
            </button>
          );
        })}
        {dates.isPending ? <span className="muted">Loading expiries…</span> : null}
      </div>
      {legend ? (
        <span className="chain-strip-legend muted" data-testid="expiry-strip-legend" aria-hidden="true" title="What the expiries' letters mean">
          {legend}
        </span>
      ) : null}
      <label className="check-row chain-strip-weeklies">
        <input type="checkbox" checked={weeklies} onChange={(event) => onWeeklies(event.target.checked)} />
        Weeklies <kbd>W</kbd>
      </label>
    </div>
  );
}
