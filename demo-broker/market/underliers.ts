/**
 * The simulated market's instruments: the profile of any symbol (the table's, or a plausible one
 * drawn from the seed for a symbol the table does not know, which only the legacy chain asks
 * about), its level, its strike ladder, and the equities the trading day's orders are placed in.
 * The large-chain underlier exists for performance work: on the legacy chain its monthly chain
 * alone has more than 5,000 strikes (the current API lists its real ladder).
 */
import { cents, hashParts } from './seeded-random.ts';
import { UNDERLIER_TABLE, type UnderlierProfile } from './underlier-table.ts';

/** The underlier whose legacy chain has at least 5,000 pairs in every month. */
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
    listing: { weeklies: true, quarterlies: false, monthEnd: false, dailies: false },
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

/**
 * How an index or a broad ETF lists strikes: finer near the money, wider further out, as the
 * exchanges do. Each band is [distance from the level as a fraction, interval].
 */
const INDEX_BANDS: readonly (readonly [number, number])[] = [
  [0.08, 5],
  [0.2, 25],
  [0.3, 50],
  [Infinity, 100],
];
const ETF_BANDS: readonly (readonly [number, number])[] = [
  [0.1, 1],
  [Infinity, 5],
];

/** The increment of a symbol's ladder near the money: a stock's by its price, an ETF's 1 point, the index's 5. */
export function strikeStep(profile: UnderlierProfile): number {
  if (profile.kind === 'stock') return strikeIncrement(profile.level);
  return profile.kind === 'index' ? 5 : 1;
}

/**
 * The strike interval of an index or ETF at `strike` around the level `spot`: the band's, each
 * band's edges moved out to a multiple of the next band's interval, so that the ladder steps from
 * one interval to the next without an odd gap.
 */
export function bandInterval(kind: 'index' | 'etf', strike: number, spot: number): number {
  const bands = kind === 'index' ? INDEX_BANDS : ETF_BANDS;
  for (let i = 0; i < bands.length; i += 1) {
    const [within, interval] = bands[i] as readonly [number, number];
    const wider = bands[i + 1]?.[1];
    if (wider === undefined) return interval;
    const low = Math.floor((spot * (1 - within)) / wider) * wider;
    const high = Math.ceil((spot * (1 + within)) / wider) * wider;
    if (strike >= low - 1e-9 && strike <= high + 1e-9) return interval;
  }
  return bands[bands.length - 1]?.[1] ?? 1;
}

/**
 * Strikes from 60 % to 140 % of the level: a stock's on its increment, an index's or an ETF's on
 * intervals that widen with the distance from the level (SPX 5 points within 8 %, 25 to 20 %, 50
 * to 30 %, 100 beyond; SPY and QQQ 1 point within 10 %, 5 beyond). Every strike is a multiple of
 * its interval.
 */
export function strikeLadder(symbol: string, spot: number): number[] {
  const profile = UNDERLIER_TABLE.get(symbol);
  if (profile === undefined || profile.kind === 'stock') {
    const step = profile === undefined ? strikeIncrement(spot) : strikeStep(profile);
    const low = Math.max(step, Math.ceil((spot * 0.6) / step) * step);
    const high = spot * 1.4;
    const strikes: number[] = [];
    for (let i = 0; low + i * step <= high + 1e-9; i += 1) strikes.push(cents(low + i * step));
    return strikes;
  }
  const kind = profile.kind;
  const strikes: number[] = [];
  const finest = strikeStep(profile);
  for (let strike = Math.ceil((spot * 0.6) / finest) * finest; strike <= spot * 1.4 + 1e-9; strike += finest) {
    const interval = bandInterval(kind, strike, spot);
    if (Math.abs(strike / interval - Math.round(strike / interval)) < 1e-9) strikes.push(cents(strike));
  }
  return strikes;
}

/**
 * The legacy chain's ladder: the index's every whole point over a wide range (5,201 strikes, 58 %
 * to 137 % of its level), the large case a client must survive; any other symbol's listed ladder.
 */
export function legacyLadder(symbol: string, spot: number): number[] {
  if (symbol === LARGE_CHAIN_UNDERLIER) return Array.from({ length: LARGE_CHAIN_STRIKES }, (_, i) => LARGE_CHAIN_LOW + i);
  return strikeLadder(symbol, spot);
}
