/**
 * Black-Scholes prices and greeks for European options on a dividend-free underlier. The demo's
 * market prices every contract with this one function, so put-call parity holds on the mids by
 * construction (C - P = S - K e^(-rT)) and the greeks are the price's own derivatives.
 */

/** The risk-free rate of the simulated market (continuously compounded, per year). */
export const RISK_FREE_RATE = 0.04;

/** Inputs of one valuation. Times in years, volatility and rate as fractions. */
export interface PricingInput {
  spot: number;
  strike: number;
  years: number;
  volatility: number;
  rate?: number;
}

/** Price and greeks in the platform's units. */
export interface Valuation {
  price: number;
  /** dPrice/dSpot. */
  delta: number;
  /** d²Price/dSpot². */
  gamma: number;
  /** Price change per calendar day that passes (negative for a long option, as quoted). */
  theta: number;
  /** Price change per 1 volatility point (0.01). */
  vega: number;
  /** Price change per 1 % of rate. */
  rho: number;
}

const INV_SQRT_2PI = 0.3989422804014327;

/** Standard normal density. */
export function normalPdf(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/**
 * Standard normal distribution function (West's double-precision form of Hart's algorithm,
 * absolute error below 1e-14), so finite differences of prices stay meaningful.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x);
  let c: number;
  if (z > 37) {
    c = 0;
  } else {
    const e = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let n = 3.52624965998911e-2 * z + 0.700383064443688;
      n = n * z + 6.37396220353165;
      n = n * z + 33.912866078383;
      n = n * z + 112.079291497871;
      n = n * z + 221.213596169931;
      n = n * z + 220.206867912376;
      let d = 8.83883476483184e-2 * z + 1.75566716318264;
      d = d * z + 16.064177579207;
      d = d * z + 86.7807322029461;
      d = d * z + 296.564248779674;
      d = d * z + 637.333633378831;
      d = d * z + 793.826512519948;
      d = d * z + 440.413735824752;
      c = (e * n) / d;
    } else {
      const b = z + 1 / (z + 2 / (z + 3 / (z + 4 / (z + 0.65))));
      c = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - c : c;
}

/**
 * A call's or a put's price alone, the same arithmetic as blackScholes's price (so the two agree to
 * the last bit): what an order's fill on the path needs, point after point, without the greeks.
 */
export function blackScholesPrice(side: 'CALL' | 'PUT', input: PricingInput): number {
  const { spot, strike, years, volatility } = input;
  const rate = input.rate ?? RISK_FREE_RATE;
  const volSqrtT = volatility * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate + (volatility * volatility) / 2) * years) / volSqrtT;
  const d2 = d1 - volSqrtT;
  const discount = Math.exp(-rate * years);
  if (side === 'CALL') return spot * normalCdf(d1) - strike * discount * normalCdf(d2);
  return strike * discount * normalCdf(-d2) - spot * normalCdf(-d1);
}

/** Values a call or a put. `years` must be positive; the caller clamps it near expiry. */
export function blackScholes(side: 'CALL' | 'PUT', input: PricingInput): Valuation {
  const { spot, strike, years, volatility } = input;
  const rate = input.rate ?? RISK_FREE_RATE;
  const sqrtT = Math.sqrt(years);
  const volSqrtT = volatility * sqrtT;
  const d1 = (Math.log(spot / strike) + (rate + (volatility * volatility) / 2) * years) / volSqrtT;
  const d2 = d1 - volSqrtT;
  const discount = Math.exp(-rate * years);
  const density = normalPdf(d1);
  const gamma = density / (spot * volSqrtT);
  const vega = (spot * density * sqrtT) / 100;
  const decay = (-spot * density * volatility) / (2 * sqrtT);
  if (side === 'CALL') {
    const nd2 = normalCdf(d2);
    return {
      price: spot * normalCdf(d1) - strike * discount * nd2,
      delta: normalCdf(d1),
      gamma,
      theta: (decay - rate * strike * discount * nd2) / 365,
      vega,
      rho: (strike * years * discount * nd2) / 100,
    };
  }
  const nMinusD2 = normalCdf(-d2);
  return {
    price: strike * discount * nMinusD2 - spot * normalCdf(-d1),
    delta: normalCdf(d1) - 1,
    gamma,
    theta: (decay + rate * strike * discount * nMinusD2) / 365,
    vega,
    rho: (-strike * years * discount * nMinusD2) / 100,
  };
}
