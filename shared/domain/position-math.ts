/**
 * What the positions view and live P/L compute from positions, once, outside any render: the
 * account's greeks in share equivalents, positions grouped by underlier, sums, and a position
 * re-priced from a new quote. Pure functions of their arguments; nothing here invents a cost, a
 * date or a percentage the provider did not give.
 */
import type { Quote } from './quotes.ts';
import { hasKnownCost, type Position } from './positions.ts';

/** The account's greeks: Σ quantity × multiplier × greek (the quantity's sign is long/short). */
export interface GreekTotals {
  /** Share equivalents: a stock counts one per share, an option quantity × multiplier × delta. */
  readonly delta: number;
  readonly gamma: number;
  /** Dollars per day. */
  readonly theta: number;
  /** Dollars per volatility point. */
  readonly vega: number;
  readonly rho: number;
  /** Option positions whose greeks are not known (the QUICK view has none): the totals leave them out. */
  readonly missing: number;
}

const GREEKS = ['delta', 'gamma', 'theta', 'vega', 'rho'] as const;

/** Whether a position moves one for one with its symbol (a stock or a fund traded as one). */
const isShareLike = (position: Position): boolean => position.option === null && (position.securityType === null || position.securityType === 'EQ');

/** The greeks of `positions` in share equivalents (quantity × multiplier × per-share greek, summed). */
export function accountGreeks(positions: readonly Position[]): GreekTotals {
  const totals = { delta: 0, gamma: 0, theta: 0, vega: 0, rho: 0, missing: 0 };
  for (const position of positions) {
    if (position.option === null) {
      if (isShareLike(position)) totals.delta += position.quantity * position.multiplier;
      continue;
    }
    const { greeks } = position;
    if (greeks === null || GREEKS.some((name) => greeks[name] === null)) totals.missing += 1;
    if (greeks === null) continue;
    const shares = position.quantity * position.multiplier;
    for (const name of GREEKS) totals[name] += shares * (greeks[name] ?? 0);
  }
  return totals;
}

/**
 * Sums of positions, net: each figure with its sign, a short position's value and cost negative,
 * so a group's market value, cost and gains are what the positions are worth, cost and made
 * together (long minus short). Only known figures are added; `null` when none is known.
 */
export interface PositionSums {
  readonly marketValue: number | null;
  readonly daysGain: number | null;
  /** Over the positions whose cost is known. */
  readonly totalGain: number | null;
  /** The net cost: what was paid less what was received (a credit is negative). */
  readonly totalCost: number | null;
  /** totalGain over |totalCost| (the net cost), in percent; `null` when no cost is known or it nets to 0. */
  readonly totalGainPercent: number | null;
  /** Positions whose cost the provider does not know (left out of totalGain and totalCost). */
  readonly unknownCost: number;
}

/** Dollars as whole cents: the provider's figures are in cents, so sums of them stay exact. */
const toCents = (dollars: number): number => Math.round(dollars * 100);
const addCents = (sum: number | null, value: number | null): number | null => (value === null ? sum : (sum ?? 0) + toCents(value));
const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** The sums of `positions` (net, in integer cents). */
export function sumPositions(positions: readonly Position[]): PositionSums {
  let marketValue: number | null = null;
  let daysGain: number | null = null;
  let totalGain: number | null = null;
  let totalCost: number | null = null;
  let unknownCost = 0;
  for (const position of positions) {
    marketValue = addCents(marketValue, position.marketValue);
    daysGain = addCents(daysGain, position.daysGain);
    if (!hasKnownCost(position)) {
      unknownCost += 1;
      continue;
    }
    totalCost = addCents(totalCost, position.totalCost);
    totalGain = addCents(totalGain, position.totalGain);
  }
  const totalGainPercent = totalGain !== null && totalCost !== null && totalCost !== 0 ? (100 * totalGain) / Math.abs(totalCost) : null;
  return {
    marketValue: dollars(marketValue),
    daysGain: dollars(daysGain),
    totalGain: dollars(totalGain),
    totalCost: dollars(totalCost),
    totalGainPercent,
    unknownCost,
  };
}

/** Percent figures in ten-thousandths of a percent: the provider's shares have at most four decimals. */
const PERCENT_STEPS = 10_000;

/**
 * The net share of the portfolio of `positions`, as their market value is net: each position's
 * share with the sign of its value (the provider sends a short's share as a positive figure, of
 * its absolute value), so a short call against stock lowers the group's share as it lowers its
 * value. `null` when no position's share is known.
 */
export function netPortfolioPercent(positions: readonly Position[]): number | null {
  let steps: number | null = null;
  for (const position of positions) {
    const share = position.portfolioPercent;
    if (share === null) continue;
    const sign = (position.marketValue ?? position.quantity) < 0 ? -1 : 1;
    steps = (steps ?? 0) + sign * Math.round(Math.abs(share) * PERCENT_STEPS);
  }
  return steps === null ? null : steps / PERCENT_STEPS;
}

/** One underlier's positions: the stock and its options together. */
export interface UnderlierGroup {
  readonly underlier: string;
  /** Shares first (long, then short), then options by expiry, strike, call before put, long before short. */
  readonly positions: readonly Position[];
  readonly sums: PositionSums;
  readonly greeks: GreekTotals;
}

const text = (value: string | null | undefined): string => value ?? '';
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The order of positions inside a group. */
function comparePositions(a: Position, b: Position): number {
  if ((a.option === null) !== (b.option === null)) return a.option === null ? -1 : 1;
  return (
    compareText(text(a.option?.expiry), text(b.option?.expiry)) ||
    (a.option?.strike ?? 0) - (b.option?.strike ?? 0) ||
    compareText(text(a.option?.callPut), text(b.option?.callPut)) ||
    compareText(a.side, b.side) ||
    compareText(text(a.positionId), text(b.positionId))
  );
}

/** Positions grouped by underlier, groups in alphabetical order. */
export function groupByUnderlier(positions: readonly Position[]): UnderlierGroup[] {
  const groups = new Map<string, Position[]>();
  for (const position of positions) {
    const key = position.underlier.toUpperCase();
    const members = groups.get(key);
    if (members === undefined) groups.set(key, [position]);
    else members.push(position);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([underlier, members]) => {
      const sorted = [...members].sort(comparePositions);
      return { underlier, positions: sorted, sums: sumPositions(sorted), greeks: accountGreeks(sorted) };
    });
}

/** What a re-pricing needs of a quote: the last price, and what else the quote carries. */
export type RepriceQuote = Pick<Quote, 'last'> & Partial<Pick<Quote, 'change' | 'changePercent' | 'bid' | 'ask' | 'volume' | 'status' | 'lastTradeTime'>>;

/**
 * Value of one point of price: market value over last price (the provider's own multiplier and
 * deliverable are in it), else quantity × multiplier.
 */
const valuePerPoint = (position: Position): number => {
  const { marketValue } = position;
  const last = position.quote.last;
  return marketValue !== null && last !== null && last !== 0 ? marketValue / last : position.quantity * position.multiplier;
};

/**
 * The position at a new last price: market value, day's gain and total gain move by the value of
 * the price's move; percentages are re-derived only on the bases the provider's own figures give
 * (a total gain percentage only where the cost is known, a day's percentage only where the provider
 * sent one). Greeks are left as they were. A quote without a last price changes nothing.
 */
export function repricePosition(position: Position, quote: RepriceQuote): Position {
  const last = quote.last;
  if (last === null) return position;
  const old = position.quote;
  const perPoint = valuePerPoint(position);
  const move = old.last === null ? null : perPoint * (last - old.last);
  const marketValue = perPoint * last;
  let daysGain: number | null = null;
  if (position.daysGain !== null && move !== null) daysGain = position.daysGain + move;
  else if (quote.change !== undefined && quote.change !== null && (position.todayQuantity ?? 0) === 0) daysGain = perPoint * quote.change;
  // The day's base (the value at the previous close plus today's net buying) does not move with the price.
  const dayBase =
    position.daysGainPercent !== null && position.marketValue !== null && position.daysGain !== null ? position.marketValue - position.daysGain : null;
  const daysGainPercent = daysGain !== null && dayBase !== null && dayBase !== 0 ? (100 * daysGain) / Math.abs(dayBase) : null;
  const known = hasKnownCost(position);
  const totalGain = !known ? null : position.totalGain !== null && move !== null ? position.totalGain + move : marketValue - (position.totalCost ?? 0);
  const totalGainPercent =
    totalGain !== null && position.totalCost !== null && position.totalCost !== 0 ? (100 * totalGain) / Math.abs(position.totalCost) : null;
  const previousClose = old.last !== null && old.change !== null ? old.last - old.change : null;
  const change = quote.change ?? (previousClose === null ? null : last - previousClose);
  const changePercent = quote.changePercent ?? (change !== null && previousClose !== null && previousClose !== 0 ? (100 * change) / previousClose : null);
  return {
    ...position,
    marketValue,
    daysGain,
    daysGainPercent,
    totalGain,
    totalGainPercent,
    quote: {
      last,
      change,
      changePercent,
      bid: quote.bid ?? old.bid,
      ask: quote.ask ?? old.ask,
      volume: quote.volume ?? old.volume,
      status: quote.status ?? old.status,
      lastTradeTime: quote.lastTradeTime ?? old.lastTradeTime,
    },
  };
}
