/**
 * The simulated market's instruments: the profile of any symbol (the table's, or a plausible one
 * drawn from the seed for a symbol the table does not know, which only the legacy chain asks
 * about), its level, its strike ladder, and the equities the trading day's orders are placed in.
 * The large-chain underlier exists for performance work: its monthly chain alone has more than
 * 5,000 strikes.
 */
import { cents, hashParts } from './seeded-random.ts';
import { UNDERLIER_TABLE, type UnderlierProfile } from './underlier-table.ts';

/** The underlier whose chain has at least 5,000 pairs in every month. */
export const LARGE_CHAIN_UNDERLIER = 'SPX';

/** The large chain's ladder: every whole point from here, 5,201 strikes (58 % to 137 % of its level). */
const LARGE_CHAIN_LOW = 3_950;
const LARGE_CHAIN_STRIKES = 5_201;

/** Equities the simulated orders trade, with the description a leg shows. */
export const ORDER_EQUITIES: readonly { symbol: string; description: string }[] = [...UNDERLIER_TABLE.values()]
  .filter((profile) => profile.traded)
  .map((profile) => ({ symbol: profile.symbol, description: profile.companyName }));

/**
 * The profile of a symbol: the table's, else one drawn from the seed (a stock between $20 and
 * $300, weeklies and monthlies, 30-40 % volatility).
 */
export function underlierProfile(symbol: string, seed: number): UnderlierProfile {
  const known = UNDERLIER_TABLE.get(symbol);
  if (known !== undefined) return known;
  const u = hashParts(seed, ['spot', symbol]) / 4294967296;
  const vol = 0.3 + 0.1 * (hashParts(seed, ['vol', symbol]) / 4294967296);
  return {
    symbol,
    companyName: `${symbol} COM`,
    securityType: 'EQ',
    primaryExchange: 'NYSE',
    kind: 'stock',
    level: cents(Math.exp(Math.log(20) + u * (Math.log(300) - Math.log(20)))),
    shortVol: vol,
    longVol: vol + 0.02,
    hasOptions: true,
    listing: { weeklies: true, quarterlies: false, monthEnd: false },
    traded: false,
  };
}

/** The level a symbol's price walks around (and where its strike ladder is centred). */
export function spotPrice(symbol: string, seed: number): number {
  return underlierProfile(symbol, seed).level;
}

/** Standard strike increments of a stock by price level. */
export function strikeIncrement(spot: number): number {
  if (spot < 25) return 0.5;
  if (spot < 100) return 1;
  if (spot < 250) return 2.5;
  if (spot < 1000) return 5;
  return 10;
}

/** The increment of a symbol's ladder: one point for the index and the broad ETFs, else by price. */
export function strikeStep(profile: UnderlierProfile): number {
  return profile.kind === 'stock' ? strikeIncrement(profile.level) : 1;
}

/**
 * Strikes from 60 % to 140 % of the level on the symbol's increment; the large chain has every
 * whole point over a wider range, so that a month holds more than 5,000 pairs.
 */
export function strikeLadder(symbol: string, spot: number): number[] {
  if (symbol === LARGE_CHAIN_UNDERLIER) return Array.from({ length: LARGE_CHAIN_STRIKES }, (_, i) => LARGE_CHAIN_LOW + i);
  const profile = UNDERLIER_TABLE.get(symbol);
  const step = profile === undefined ? strikeIncrement(spot) : strikeStep(profile);
  const low = Math.max(step, Math.ceil((spot * 0.6) / step) * step);
  const high = spot * 1.4;
  const strikes: number[] = [];
  for (let i = 0; low + i * step <= high + 1e-9; i += 1) strikes.push(cents(low + i * step));
  return strikes;
}
