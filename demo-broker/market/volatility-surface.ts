/**
 * Implied volatility by strike and time: a smile (both wings dearer) with a skew (puts' wing, low
 * strikes, dearer than calls'), steeper for near expiries, over a per-symbol base volatility and a
 * gentle term structure. Moneyness is measured in "standard deviations" ln(K/S)/sqrt(T), as desks
 * do, so a weekly's smile is as wide in strikes as its expected move.
 */

/** Shortest time the surface is evaluated at: an option minutes from expiry keeps a finite smile. */
const MIN_YEARS = 2 / 365;
/** Highest IV the surface returns (deep in-the-money IVs above 5 exist on the platform). */
export const MAX_IV = 6;

/** IV as a fraction for a strike, the underlier's price and the years to expiry. */
export function impliedVolatility(baseVolatility: number, strike: number, spot: number, years: number): number {
  const t = Math.max(years, MIN_YEARS);
  const s = Math.log(strike / spot) / Math.sqrt(t);
  // 1 - 0.3 s + 0.4 s^2 has no real root: the IV stays positive everywhere.
  const smile = 1 - 0.3 * s + 0.4 * s * s;
  const term = 1 + 0.12 * Math.exp(-8 * t);
  return Math.min(MAX_IV, baseVolatility * term * smile);
}
