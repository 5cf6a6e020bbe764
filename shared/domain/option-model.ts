/**
 * The option model the client reads figures from: Black-Scholes for a European option on an
 * underlier without dividends, at the provider's implied volatility, a fixed risk-free rate and
 * time counted to 16:00 New York of the expiry in years of 365 days. The provider sends IV and
 * greeks but no probabilities: the probability of expiring in the money is N(d2) for a call and
 * N(-d2) for a put under this model, and the one-standard-deviation move to expiry is S·σ·√T.
 * (The demo broker prices with its own copy of the same model: it plays the provider.)
 */
import { newYorkCloseOf } from './market-time.ts';

/** The continuously compounded risk-free rate the model assumes, per year (a short Treasury rate). */
export const MODEL_RATE = 0.04;

/** The model in words, for a column's or a figure's description. */
export const MODEL_WORDS = `Black-Scholes at the contract's implied volatility, ${(MODEL_RATE * 100).toFixed(0)} % risk-free rate, no dividends, to 16:00 New York on expiry`;

const MS_PER_YEAR = 365 * 86_400_000;

/** 1/sqrt(2π). */
const INV_SQRT_2PI = 0.3989422804014327;

/** The standard normal density φ(x). */
export function normalDensity(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/**
 * The standard normal distribution Φ(x), to about 1e-15 absolute. Marsaglia's series
 * Φ(x) = 1/2 + φ(x)·(x + x³/3 + x⁵/(3·5) + …) has terms of one sign, so nothing cancels; beyond
 * |x| = 8.5 the answer is 0 or 1 within that accuracy.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x <= -8.5) return 0;
  if (x >= 8.5) return 1;
  let term = x;
  let sum = x;
  const square = x * x;
  for (let n = 3; n < 400; n += 2) {
    term = (term * square) / n;
    const next = sum + term;
    if (next === sum) break;
    sum = next;
  }
  return Math.min(1, Math.max(0, 0.5 + normalDensity(x) * sum));
}

/**
 * Years from `nowMs` to the close of the expiry `date` ("2027-03-19"); null for a date that does
 * not parse. Negative once the expiry has closed.
 */
export function yearsToExpiry(date: string, nowMs: number): number | null {
  const close = newYorkCloseOf(date);
  return close === null ? null : (close - nowMs) / MS_PER_YEAR;
}

/** What d2 is computed from: spot and strike in dollars, time in years, IV as a fraction. */
export interface ModelInput {
  spot: number;
  strike: number;
  years: number;
  iv: number;
  rate?: number;
}

const positive = (value: number): boolean => Number.isFinite(value) && value > 0;

/** d2 = (ln(S/K) + (r - σ²/2)T) / (σ√T); null where the inputs give none (no time left, no IV). */
export function d2Of({ spot, strike, years, iv, rate = MODEL_RATE }: ModelInput): number | null {
  if (!positive(spot) || !positive(strike) || !positive(years) || !positive(iv) || !Number.isFinite(rate)) return null;
  const volRoot = iv * Math.sqrt(years);
  return (Math.log(spot / strike) + (rate - (iv * iv) / 2) * years) / volRoot;
}

/** The model's probability that the option expires in the money: N(d2) for a call, N(-d2) for a put. */
export function probabilityItm(side: 'call' | 'put', input: ModelInput): number | null {
  const d2 = d2Of(input);
  if (d2 === null) return null;
  return side === 'call' ? normalCdf(d2) : normalCdf(-d2);
}

/** The one-standard-deviation move of the underlier to expiry in dollars, S·σ·√T; null without time or IV. */
export function sigmaMove(spot: number, iv: number, years: number): number | null {
  if (!positive(spot) || !positive(iv) || !positive(years)) return null;
  return spot * iv * Math.sqrt(years);
}
