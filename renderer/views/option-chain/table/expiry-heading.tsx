import { Fragment } from 'react';
import type { ExpiryFigures } from '../../../../shared/domain/expiry-figures.ts';
import { figureTexts } from '../../../../shared/domain/expiry-figures-text.ts';
import type { ChainExpiry } from '../../../../shared/domain/option-chain.ts';
import { expiryTypeLabel, formatDaysToExpiry, formatExpiryDate } from '../format/chain-format.ts';

/**
 * What an expiry's section heading says: the date, days to expiry, kind and strike count, then
 * the expiry's figures (ATM IV, expected move and the one-σ move, put/call ratios) when the
 * chain has quotes. The grid's heading row and the sticky heading over the strikes both show it.
 */
export function ExpiryHeading({ expiry, figures }: { expiry: ChainExpiry; figures: ExpiryFigures | null | undefined }) {
  return (
    <>
      <strong>{formatExpiryDate(expiry.date)}</strong>
      <span className="chain-dte">{formatDaysToExpiry(expiry.daysToExpiry)}</span>
      <span className={`chain-tag chain-tag-${String(expiry.expiryType ?? 'none').toLowerCase()}`}>{expiryTypeLabel(expiry.expiryType)}</span>
      {figures ? <FigureSpans figures={figures} days={false} /> : null}
      <span className="chain-expiry-count">{expiry.strikes.length.toLocaleString('en-US')} strikes</span>
    </>
  );
}

/** An expiry's figures as spans, each with what it means as its tooltip (`days` false: the heading says them already). */
export function FigureSpans({ figures, days }: { figures: ExpiryFigures; days: boolean }) {
  // A space between the spans: a screen reader (and a copy) reads "ATM IV 24.3% Move ±5.12", not "24.3%Move".
  return figureTexts(figures, days).map((part) => (
    <Fragment key={part.key}>
      {' '}
      <span className={`chain-figure chain-figure-${part.key}`} title={part.title} data-figure={part.key}>
        {part.text}
      </span>
    </Fragment>
  ));
}
