/**
 * Implied volatility by strike and time, free of static arbitrage by construction: Gatheral and
 * Jacquier's "surface SVI" (SSVI, "Arbitrage-free SVI volatility surfaces", Quantitative Finance
 * 2014). The total implied variance w = σ²T at log-moneyness k = ln(K/F) is
 *
 *   w(k, θ) = θ/2 · (1 + ρφk + sqrt((φk + ρ)² + 1 - ρ²)),   φ(θ) = η / (θ^γ (1 + θ)^(1-γ)),
 *
 * where θ(T) is the at-the-money total variance. With γ in (0, 1/2], η(1 + |ρ|) <= 2 and θ
 * increasing in T, the paper shows the surface has no butterfly and no calendar arbitrage: call
 * prices fall and are convex in the strike, and grow with time. Its wings grow linearly in k (never
 * faster, as Lee's moment formula requires), so a strike 40 % out of the money a week before
 * expiry is worth nothing, as real ones are; ρ < 0 gives the equity skew (puts dearer), steeper at
 * the short end (the skew scales like 1/sqrt(T) with γ = 1/2), as markets show.
 *
 * θ(T) integrates a variance that moves from the short end's to the long end's at `meanReversion`
 * per year, so it grows with T whatever the two levels are.
 */
import { RISK_FREE_RATE } from './black-scholes.ts';
import type { UnderlierClass, UnderlierProfile } from './underlier-table.ts';

/** One underlier's surface. */
export interface SmileParameters {
  /** At-the-money implied volatility of the nearest expiry, and the level the curve tends to. */
  shortVol: number;
  longVol: number;
  /** Per year: how fast the short end's variance gives way to the long end's. */
  meanReversion: number;
  /** Skew: negative makes low strikes dearer. |ρ| < 1. */
  rho: number;
  /** Curvature of the smile, η(1 + |ρ|) <= 2. */
  eta: number;
  /** How the smile flattens with time, in (0, 1/2]. */
  gamma: number;
}

/**
 * Skew and curvature by kind: an index's and a broad ETF's puts much dearer than its calls (ρ near
 * -0.7, as in S&P options), a single stock's smile flatter and more symmetric.
 */
const SHAPES: Readonly<Record<UnderlierClass, Pick<SmileParameters, 'rho' | 'eta' | 'gamma'>>> = {
  index: { rho: -0.75, eta: 1.1, gamma: 0.5 },
  etf: { rho: -0.7, eta: 1.15, gamma: 0.5 },
  stock: { rho: -0.35, eta: 1.3, gamma: 0.45 },
};

/** The surface of an underlier. */
export function smileOf(profile: Pick<UnderlierProfile, 'kind' | 'shortVol' | 'longVol'>): SmileParameters {
  return { shortVol: profile.shortVol, longVol: profile.longVol, meanReversion: 3, ...SHAPES[profile.kind] };
}

/** At-the-money total variance θ(T): the integral of the expected variance up to T. */
export function atmTotalVariance(smile: SmileParameters, years: number): number {
  const long = smile.longVol * smile.longVol;
  const short = smile.shortVol * smile.shortVol;
  const kappa = smile.meanReversion;
  return long * years + (short - long) * (-Math.expm1(-kappa * years) / kappa);
}

/** Total implied variance w(k, T) at log-moneyness k = ln(K/F). */
export function totalVariance(smile: SmileParameters, logMoneyness: number, years: number): number {
  const theta = atmTotalVariance(smile, years);
  const phi = smile.eta / (theta ** smile.gamma * (1 + theta) ** (1 - smile.gamma));
  const { rho } = smile;
  const x = phi * logMoneyness;
  return (theta / 2) * (1 + rho * x + Math.sqrt((x + rho) * (x + rho) + 1 - rho * rho));
}

/** IV as a fraction for a strike, the underlier's price and the years to expiry (the forward at the market's rate). */
export function impliedVolatility(smile: SmileParameters, strike: number, spot: number, years: number): number {
  const logMoneyness = Math.log(strike / spot) - RISK_FREE_RATE * years;
  return Math.sqrt(totalVariance(smile, logMoneyness, years) / years);
}
