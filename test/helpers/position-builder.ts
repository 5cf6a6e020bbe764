/**
 * TEST-ONLY: positions with every field filled the way a COMPLETE answer fills it, so a test
 * writes only what it is about.
 */
import type { Position, PositionGreeks, PositionOption, PositionQuote } from '../../shared/domain/positions.ts';

type Overrides = Omit<Partial<Position>, 'quote' | 'greeks' | 'option'> & {
  quote?: Partial<PositionQuote>;
  greeks?: Partial<PositionGreeks> | null;
  option?: Partial<PositionOption> | null;
};

const NO_QUOTE: PositionQuote = { last: null, change: null, changePercent: null, bid: null, ask: null, volume: null, status: null, lastTradeTime: null };
const NO_GREEKS: PositionGreeks = { delta: null, gamma: null, theta: null, vega: null, rho: null, iv: null };

/** A long stock position of 100 AAPL unless told otherwise. */
export function position(overrides: Overrides = {}): Position {
  const { quote, greeks, option, ...rest } = overrides;
  const isOption = option !== undefined && option !== null;
  return {
    positionId: '197107285900',
    symbol: 'AAPL',
    underlier: 'AAPL',
    description: null,
    securityType: isOption ? 'OPTN' : 'EQ',
    option: isOption ? { osiKey: null, callPut: null, expiry: null, strike: null, ...option } : null,
    side: 'LONG',
    quantity: 100,
    multiplier: isOption ? 100 : 1,
    acquiredAt: null,
    costPerShare: null,
    totalCost: null,
    commissions: null,
    fees: null,
    marketValue: null,
    daysGain: null,
    daysGainPercent: null,
    totalGain: null,
    totalGainPercent: null,
    portfolioPercent: null,
    todayQuantity: null,
    quote: { ...NO_QUOTE, ...quote },
    greeks: greeks === undefined || greeks === null ? null : { ...NO_GREEKS, ...greeks },
    daysToExpiry: null,
    ...rest,
  };
}
