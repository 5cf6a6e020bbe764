/**
 * What every contract of one underlier shares at a market moment: its price now and at the
 * previous close, its volatility surface, how tight its quotes are, where the session stands and
 * how busy it is. The chain and the positions build it the same way, so a position shows what the
 * chain shows for its contract.
 */
import { sessionVolume } from './instruments.ts';
import { sessionFraction, type MarketMoment } from './market-hours.ts';
import { SPREAD_SHARES, type QuoteContext } from './option-quotes.ts';
import type { UnderlierState } from './underlier-path.ts';
import { underlierProfile } from './underliers.ts';
import { smileOf } from './volatility-surface.ts';

/** The quote context of a symbol's options at a moment, its underlier standing as `underlier` says. */
export function quoteContextOf(symbol: string, seed: number, moment: MarketMoment, underlier: Pick<UnderlierState, 'last' | 'previousClose'>): QuoteContext {
  const profile = underlierProfile(symbol, seed);
  return {
    spot: underlier.last,
    previousSpot: underlier.previousClose,
    smile: smileOf(profile),
    spreadShare: SPREAD_SHARES[profile.kind],
    sessionFraction: sessionFraction(moment),
    tick: Math.floor((moment.instant - moment.session.open) / 10_000),
    volumeScale: sessionVolume(symbol, seed) / 2_000,
  };
}
