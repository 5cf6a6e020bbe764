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
 * The standard normal distribution Φ(x), to about 1e-15 absolute and better than that relative in
 * the tails: Hart's double-precision rational approximation (algorithm 5666 of Hart et al.,
 * Computer Approximations, 1968) of the tail Φ(−|x|) = e^(−x²/2)·P(|x|)/Q(|x|) below |x| = 5√2, a
 * continued fraction beyond. A handful of multiplications rather than a series of up to a few
 * hundred terms: the risk profile evaluates it hundreds of thousands of times a curve. Checked
 * against Marsaglia's series by test (option-pricing.test.ts).
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) tail = 0;
  else {
    const density = Math.exp(-(z * z) / 2);
    if (z < 7.07106781186547) {
      let p = 3.52624965998911e-2 * z + 0.700383064443688;
      p = p * z + 6.37396220353165;
      p = p * z + 33.912866078383;
      p = p * z + 112.079291497871;
      p = p * z + 221.213596169931;
      p = p * z + 220.206867912376;
      let q = 8.83883476483184e-2 * z + 1.75566716318264;
      q = q * z + 16.064177579207;
      q = q * z + 86.7807322029461;
      q = q * z + 296.564248779674;
      q = q * z + 637.333633378831;
      q = q * z + 793.826512519948;
      q = q * z + 440.413735824752;
      tail = (density * p) / q;
    } else {
      let fraction = z + 0.65;
      fraction = z + 4 / fraction;
      fraction = z + 3 / fraction;
      fraction = z + 2 / fraction;
      fraction = z + 1 / fraction;
      tail = density / fraction / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
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

/**
 * The inverse of Φ: the x with Φ(x) = p, for p in (0, 1); -Infinity at 0, Infinity at 1, NaN
 * outside. Bisection on Φ to double precision: no approximation of its own to go stale.
 */
export function inverseNormalCdf(p: number): number {
  if (!(p >= 0 && p <= 1)) return Number.NaN;
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  let low = -8.5;
  let high = 8.5;
  for (let i = 0; i < 64 && high - low > 1e-15; i += 1) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** How the probability column reads the model, for its header's description. */
export const PROBABILITY_WORDS = `N(d2) for a call, N(-d2) for a put, Black-Scholes: d1 from the contract's delta (N(d1) = call delta, put delta + 1), d2 = d1 - σ√T at its implied volatility, T to 16:00 New York on expiry from the quote's time`;

/**
 * The probability of expiring in the money from a contract's own greeks: N(d1) is a call's delta
 * (a put's delta + 1), so d2 = N⁻¹(Δ) - σ√T without the spot, strike or rate, each consistent
 * with the quote the greeks came with. The side is the delta's sign (calls 0..1, puts -1..0); a
 * delta of exactly 0 is a contract far out of the money on either side. Null without delta, IV or time.
 */
export function probabilityItmFromDelta(delta: number | null | undefined, iv: number | null | undefined, years: number | null | undefined): number | null {
  if (typeof delta !== 'number' || typeof iv !== 'number' || typeof years !== 'number') return null;
  if (!Number.isFinite(delta) || delta < -1 || delta > 1 || !positive(iv) || !positive(years)) return null;
  if (delta === 0) return 0;
  const put = delta < 0;
  const d1 = inverseNormalCdf(put ? delta + 1 : delta);
  const d2 = d1 - iv * Math.sqrt(years);
  return put ? normalCdf(-d2) : normalCdf(d2);
}

/** A European option's side. */
export type OptionRight = 'call' | 'put';

/**
 * What a price and its greeks are computed from: spot and strike in dollars, time in years, IV
 * as a fraction, the risk-free rate and the underlier's continuous dividend yield per year.
 */
export interface PricingInput {
  spot: number;
  strike: number;
  years: number;
  iv: number;
  rate: number;
  dividendYield: number;
}

/** An option's greeks for one contract on one share: delta and gamma per dollar, theta per calendar day, vega and rho per point (0.01). */
export interface OptionGreeks {
  delta: number;
  gamma: number;
  theta: number;
  vega: number;
  rho: number;
}

/** The value at expiry: max(S − K, 0) for a call, max(K − S, 0) for a put. */
export const intrinsicValue = (right: OptionRight, spot: number, strike: number): number =>
  right === 'call' ? Math.max(spot - strike, 0) : Math.max(strike - spot, 0);

const usable = ({ spot, strike, years, iv, rate, dividendYield }: PricingInput): boolean =>
  Number.isFinite(spot) &&
  spot >= 0 &&
  positive(strike) &&
  Number.isFinite(years) &&
  Number.isFinite(iv) &&
  iv >= 0 &&
  Number.isFinite(rate) &&
  Number.isFinite(dividendYield);

/**
 * The Black-Scholes-Merton value of a European option: C = S·e^(−qT)·N(d1) − K·e^(−rT)·N(d2),
 * P = K·e^(−rT)·N(−d2) − S·e^(−qT)·N(−d1), d1 = (ln(S/K) + (r − q + σ²/2)T)/(σ√T), d2 = d1 − σ√T.
 * At or past expiry (T ≤ 0) the intrinsic value; with no volatility (or a price of 0) the
 * discounted intrinsic value of the forward. NaN for inputs that name no option (a strike of 0,
 * a negative price, a value that is not finite).
 */
export function optionValue(right: OptionRight, input: PricingInput): number {
  if (!usable(input)) return Number.NaN;
  return optionPricer(right, input)(input.spot);
}

/**
 * The value of one option as a function of the underlier's price, everything else fixed: what
 * does not depend on the price (the discount, the carry, σ√T) is worked out once, so a curve of
 * many prices costs a logarithm and two Φ per price. `spot` in `input` is not read. The same
 * formula as optionValue, which calls it.
 */
export function optionPricer(right: OptionRight, input: Omit<PricingInput, 'spot'>): (spot: number) => number {
  const { strike, years, iv, rate, dividendYield } = input;
  if (years <= 0) return (spot) => intrinsicValue(right, spot, strike);
  const carry = Math.exp(-dividendYield * years);
  const discounted = strike * Math.exp(-rate * years);
  const volRoot = iv * Math.sqrt(years);
  const drift = (rate - dividendYield + (iv * iv) / 2) * years;
  const call = right === 'call';
  return (spot) => {
    const carried = spot * carry;
    if (volRoot === 0 || spot === 0) return call ? Math.max(carried - discounted, 0) : Math.max(discounted - carried, 0);
    const d1 = (Math.log(spot / strike) + drift) / volRoot;
    const d2 = d1 - volRoot;
    return call ? carried * normalCdf(d1) - discounted * normalCdf(d2) : discounted * normalCdf(-d2) - carried * normalCdf(-d1);
  };
}

const DAYS_PER_YEAR = 365;

/**
 * The option's greeks under the same model. At or past expiry, or without volatility, the greeks
 * of its payoff: delta 1, 0 or −1 by the side of the money (½ at the strike), the rest 0.
 */
export function optionGreeks(right: OptionRight, input: PricingInput): OptionGreeks | null {
  if (!usable(input)) return null;
  const { spot, strike, years, iv, rate, dividendYield } = input;
  const volRoot = iv * Math.sqrt(Math.max(years, 0));
  if (years <= 0 || volRoot === 0 || spot === 0) {
    const inside = right === 'call' ? spot > strike : spot < strike;
    const delta = spot === strike ? (right === 'call' ? 0.5 : -0.5) : inside ? (right === 'call' ? 1 : -1) : 0;
    return { delta, gamma: 0, theta: 0, vega: 0, rho: 0 };
  }
  const carry = Math.exp(-dividendYield * years);
  const discount = Math.exp(-rate * years);
  const d1 = (Math.log(spot / strike) + (rate - dividendYield + (iv * iv) / 2) * years) / volRoot;
  const d2 = d1 - volRoot;
  const density = normalDensity(d1);
  const gamma = (carry * density) / (spot * volRoot);
  const vega = (spot * carry * density * Math.sqrt(years)) / 100;
  const decay = -(spot * carry * density * iv) / (2 * Math.sqrt(years));
  if (right === 'call') {
    const theta = decay - rate * strike * discount * normalCdf(d2) + dividendYield * spot * carry * normalCdf(d1);
    return { delta: carry * normalCdf(d1), gamma, theta: theta / DAYS_PER_YEAR, vega, rho: (strike * years * discount * normalCdf(d2)) / 100 };
  }
  const theta = decay + rate * strike * discount * normalCdf(-d2) - dividendYield * spot * carry * normalCdf(-d1);
  return { delta: -carry * normalCdf(-d1), gamma, theta: theta / DAYS_PER_YEAR, vega, rho: (-strike * years * discount * normalCdf(-d2)) / 100 };
}

/** The volatilities implied volatility is searched between (0.01 % to 1,000 %). */
const IV_LOW = 1e-4;
const IV_HIGH = 10;

/**
 * The implied volatility at which the model's value is `price`: bisection on the value, which
 * rises with volatility, to 1e-10 in volatility. Null where no volatility gives the price (below
 * the discounted intrinsic value of the forward, above the bound S·e^(−qT) for a call or K·e^(−rT)
 * for a put, or no time left).
 */
export function impliedVolatility(right: OptionRight, price: number, input: Omit<PricingInput, 'iv'>): number | null {
  if (!Number.isFinite(price) || price < 0 || !(input.years > 0)) return null;
  const at = (iv: number) => optionValue(right, { ...input, iv });
  const low = at(IV_LOW);
  const high = at(IV_HIGH);
  if (!Number.isFinite(low) || !Number.isFinite(high) || price < low - 1e-12 || price > high) return null;
  let a = IV_LOW;
  let b = IV_HIGH;
  for (let i = 0; i < 200 && b - a > 1e-10; i += 1) {
    const mid = (a + b) / 2;
    if (at(mid) < price) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
