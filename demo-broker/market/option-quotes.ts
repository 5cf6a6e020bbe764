/**
 * One option contract's quote at a market moment: Black-Scholes on the volatility surface gives
 * the mid and the greeks; the bid and ask straddle the mid (floor and ceiling to the cent, so
 * bid <= mid <= ask always) with a spread that grows with the price (wider in dollars deep in the
 * money, wider as a share of the price far out of it); sizes, volume and open interest are drawn
 * per contract and grow with the session's elapsed fraction.
 *
 * The spread is a function of the model price alone, rising more slowly than the price: so bids
 * and asks are each ordered as the prices are (a call's fall with the strike, a put's rise), and a
 * chain free of arbitrage at its model prices stays free of it at its quotes.
 */
import { blackScholes, blackScholesPrice, type Valuation } from './black-scholes.ts';
import { randomFromHash } from './seeded-random.ts';
import { impliedVolatility, type SmileParameters } from './volatility-surface.ts';

/** Shortest time to expiry priced: fifteen minutes, so an expiring option keeps finite greeks. */
export const MIN_YEARS = 15 / (365 * 24 * 60);

/** What every contract of one chain shares. */
export interface QuoteContext {
  spot: number;
  /** The underlier's close of the previous session: netChange is measured against it. */
  previousSpot: number;
  /** The underlier's volatility surface. */
  smile: SmileParameters;
  /** Half the spread's share of the price: how liquid the underlier's options are. */
  spreadShare: number;
  /** 0 at the open, 1 at the close. */
  sessionFraction: number;
  /** Which 10-second tick of the session: sizes change per tick. */
  tick: number;
  /** Volume of the symbol's busiest contract over a whole session. */
  volumeScale: number;
}

/** One side of one strike, as a desk quotes it. */
export interface ContractQuote {
  bid: number;
  ask: number;
  bidSize: number;
  askSize: number;
  lastPrice: number;
  netChange: number;
  volume: number;
  openInterest: number;
  inTheMoney: boolean;
  iv: number;
  greeks: Valuation;
}

/** A contract: which side, strike and years to expiry now and at the previous close. */
export interface ContractTerms {
  side: 'CALL' | 'PUT';
  strike: number;
  years: number;
  previousYears: number;
  /** A stable 32-bit hash of the contract (seed and OSI key) that keys its random draws. */
  hash: number;
}

/** Share of a session's volume traded by a fraction of it: heavier at the open and the close. */
export function cumulativeVolume(fraction: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  return 0.35 * (1 - (1 - f) ** 3) + 0.3 * f + 0.35 * f ** 3;
}

/** Model price (no spread) of a contract at a spot and time. */
export function modelPrice(
  context: Pick<QuoteContext, 'smile'>,
  side: 'CALL' | 'PUT',
  strike: number,
  spot: number,
  years: number,
): Valuation & { iv: number } {
  const t = Math.max(years, MIN_YEARS);
  const iv = impliedVolatility(context.smile, strike, spot, t);
  return { ...blackScholes(side, { spot, strike, years: t, volatility: iv }), iv };
}

/** Model price alone (modelPrice's `price`, bit for bit), for the many points an order is priced at. */
export function modelPremium(context: Pick<QuoteContext, 'smile'>, side: 'CALL' | 'PUT', strike: number, spot: number, years: number): number {
  const t = Math.max(years, MIN_YEARS);
  return blackScholesPrice(side, { spot, strike, years: t, volatility: impliedVolatility(context.smile, strike, spot, t) });
}

const floorCents = (value: number): number => Math.floor(value * 100 + 1e-7) / 100;
const ceilCents = (value: number): number => Math.ceil(value * 100 - 1e-7) / 100;
const roundCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Half the bid-ask spread: half a cent (so a worthless option is offered at 0.01 and bid 0.00)
 * and a share of the price. It grows with the price but more slowly (share < 1), which keeps the
 * bid and the ask each in the price's order along the strikes.
 */
export function halfSpread(price: number, share: number): number {
  return 0.005 + share * price;
}

/** Half-spread shares by kind: SPY's pennies, the index's dollars, a stock's in between. */
export const SPREAD_SHARES = { index: 0.003, etf: 0.0008, stock: 0.006 } as const;

/** Quotes one contract. */
export function quoteContract(context: QuoteContext, terms: ContractTerms): ContractQuote {
  const { side, strike } = terms;
  const model = modelPrice(context, side, strike, context.spot, terms.years);
  const half = halfSpread(model.price, context.spreadShare);
  const bid = Math.max(0, floorCents(model.price - half));
  const ask = Math.max(0.01, ceilCents(model.price + half));
  const contract = randomFromHash(terms.hash);
  const moment = randomFromHash(terms.hash ^ Math.imul(context.tick + 1, 0x9e3779b9));
  const distance = Math.log(strike / context.spot) / Math.sqrt(Math.max(terms.years, 2 / 365));
  const daily = context.volumeScale * Math.exp(-0.6 * distance * distance) * (0.3 + contract.next());
  const grown = cumulativeVolume(context.sessionFraction);
  const volume = Math.floor(daily * grown);
  // Open interest follows the distance from the money closely (a day's volume is noisier): it
  // falls away from the money on both sides.
  const openInterest = Math.floor(context.volumeScale * Math.exp(-0.6 * distance * distance) * (3 + 2 * contract.next()) * (1 + 0.25 * grown));
  const sizeGrowth = 1 + context.sessionFraction;
  const bidSize = bid > 0 ? 1 + Math.floor(moment.next() * 40 * sizeGrowth) : 0;
  const askSize = 1 + Math.floor(moment.next() * 40 * sizeGrowth);
  const previous = modelPrice(context, side, strike, context.previousSpot, terms.previousYears);
  // No trade yet today: the platform shows a zero last and change (as in its documentation sample).
  const lastPrice = volume > 0 ? roundCents(bid + moment.next() * (ask - bid)) : 0;
  const netChange = volume > 0 ? roundCents(lastPrice - roundCents(previous.price)) : 0;
  const inTheMoney = side === 'CALL' ? strike < context.spot : strike > context.spot;
  return { bid, ask, bidSize, askSize, lastPrice, netChange, volume, openInterest, inTheMoney, iv: model.iv, greeks: model };
}
