/**
 * A holding's market at a market moment, from the same simulated market the quote and chain
 * endpoints read: a stock's last trade and previous close from its path, an option's quote and
 * greeks from the chain's own pricing (Black-Scholes on the volatility surface), so a position
 * shows what the chain shows for its contract and its P/L moves with the clock.
 */
import { easternMidnight } from '../eastern-time.ts';
import { findInstrument, sessionVolume } from '../market/instruments.ts';
import { sessionFraction, type MarketMoment } from '../market/market-hours.ts';
import { cumulativeVolume, modelPrice, quoteContract } from '../market/option-quotes.ts';
import { quoteContextOf } from '../market/quote-context.ts';
import { cents } from '../market/seeded-random.ts';
import type { SimulatedMarket } from '../market/simulated-market.ts';
import type { Holding } from './position-ledger.ts';

const DAY = 86_400_000;
const YEAR = 365 * DAY;

/** An option's figures beyond its quote (COMPLETE and OPTIONSWATCH). */
export interface OptionFigures {
  delta: number;
  gamma: number;
  theta: number;
  vega: number;
  rho: number;
  /** A fraction. */
  iv: number;
  /** New York days from the moment's day to the expiry (0 on the day). */
  daysToExpiration: number;
  intrinsicValue: number;
  /** The price above its intrinsic value. */
  premium: number;
  openInterest: number;
  /** The underlier's last trade. */
  underlierLast: number;
}

/** A holding's market. */
export interface HoldingPrice {
  last: number;
  previousClose: number;
  bid: number;
  ask: number;
  volume: number;
  /** The holding's description (company name, or the option's display symbol). */
  description: string;
  option?: OptionFigures;
}

const greek = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The New York day number of an instant's date, for whole days to expiry. */
const dayNumber = (year: number, month: number, day: number): number => Math.round(Date.UTC(year, month - 1, day) / DAY);

/** Prices a holding at `moment`; a stock the market does not know is priced at its walk all the same. */
export function priceHolding(
  market: SimulatedMarket,
  holding: Holding,
  moment: MarketMoment,
  today: { year: number; month: number; day: number },
): HoldingPrice {
  const { seed } = market;
  const underlier = market.paths.state(holding.symbol, moment);
  const fraction = sessionFraction(moment);
  const { option } = holding;
  if (option === undefined) {
    const half = Math.max(0.01, cents(underlier.last * 0.0002));
    return {
      last: underlier.last,
      previousClose: underlier.previousClose,
      bid: cents(underlier.last - half),
      ask: cents(underlier.last + half),
      volume: Math.round(sessionVolume(holding.symbol, seed) * cumulativeVolume(fraction)),
      description: findInstrument(holding.symbol)?.companyName ?? holding.symbol,
    };
  }
  const context = quoteContextOf(holding.symbol, seed, moment, underlier);
  const expiresAt = easternMidnight(option.year, option.month, option.day) + 16 * 3_600_000;
  const years = (expiresAt - moment.instant) / YEAR;
  const previousYears = (expiresAt - moment.previous.close) / YEAR;
  const identity = market.identities.get(holding.symbol, option, option.callPut, option.strike);
  const quote = quoteContract(context, { side: option.callPut, strike: option.strike, years, previousYears, hash: identity.hash });
  // No trade yet this session: the position is valued at the model's price.
  const last = quote.lastPrice > 0 ? quote.lastPrice : cents(modelPrice(context, option.callPut, option.strike, underlier.last, years).price);
  const previousClose = cents(modelPrice(context, option.callPut, option.strike, underlier.previousClose, previousYears).price);
  const intrinsicValue = cents(Math.max(0, option.callPut === 'CALL' ? underlier.last - option.strike : option.strike - underlier.last));
  return {
    last,
    previousClose,
    bid: quote.bid,
    ask: quote.ask,
    volume: quote.volume,
    description: identity.displaySymbol,
    option: {
      delta: greek(quote.greeks.delta),
      gamma: greek(quote.greeks.gamma),
      theta: greek(quote.greeks.theta),
      vega: greek(quote.greeks.vega),
      rho: greek(quote.greeks.rho),
      iv: quote.iv,
      daysToExpiration: dayNumber(option.year, option.month, option.day) - dayNumber(today.year, today.month, today.day),
      intrinsicValue,
      premium: cents(Math.max(0, last - intrinsicValue)),
      openInterest: quote.openInterest,
      underlierLast: underlier.last,
    },
  };
}
