/**
 * The figures of each row of the positions table, computed once per position object (and once
 * per group while its positions are the same objects), outside any render: the cells, the sort
 * and the CSV all read these. An unchanged position keeps its values object, so its memoised row
 * does not render again. Nothing is invented: a figure the provider did not send stays `null`.
 */
import { accountGreeks, netPortfolioPercent, sumPositions } from '../../../shared/domain/position-math.ts';
import type { Position } from '../../../shared/domain/positions.ts';

/** One row's figures. */
export interface RowValues {
  /** The symbol as shown: the underlier for a group and a stock; an option's contract words. */
  readonly symbol: string;
  readonly description: string;
  /** An option position (its symbol is the contract's words). */
  readonly isOption: boolean;
  /** The account number, under "All accounts"; `null` otherwise and for a group. */
  readonly account: string | null;
  /** Shares or contracts (negative short); a group has none. */
  readonly quantity: number | null;
  readonly last: number | null;
  readonly change: number | null;
  readonly changePercent: number | null;
  readonly daysGain: number | null;
  readonly totalGain: number | null;
  readonly totalGainPercent: number | null;
  readonly marketValue: number | null;
  /** What was paid; `null` when the provider does not know. */
  readonly cost: number | null;
  readonly portfolioPercent: number | null;
  /** Per share (options); a stock's is 1. */
  readonly delta: number | null;
  /** Share equivalents: quantity × multiplier × delta (a stock: its shares). */
  readonly shareDelta: number | null;
  /** Dollars a day: quantity × multiplier × theta. */
  readonly theta: number | null;
  /** A fraction (0.45 is 45 %). */
  readonly iv: number | null;
  readonly daysToExpiry: number | null;
  /** Positions whose cost the provider does not know (a group's count; a position's 1 or 0). */
  readonly unknownCost: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "AAPL Dec 18 '26 $200 Call", from the contract's own fields; the provider's words when those are missing. */
export function contractWords(position: Position): string {
  const option = position.option;
  if (option === null) return position.symbol;
  const [year, month, day] = (option.expiry ?? '').split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined || option.strike === null || option.callPut === null || !Number.isFinite(day))
    return position.description ?? position.option?.osiKey ?? position.symbol;
  const side = option.callPut === 'CALL' ? 'Call' : option.callPut === 'PUT' ? 'Put' : String(option.callPut);
  return `${position.underlier} ${MONTHS[month - 1] ?? ''} ${day} '${String(year).slice(-2)} $${option.strike} ${side}`;
}

const byPosition = new WeakMap<Position, RowValues>();

/** The figures of one position (cached by the position object), with its account's number under "All accounts". */
export function positionValues(position: Position, account: string | null = null): RowValues {
  const cached = byPosition.get(position);
  if (cached !== undefined && cached.account === account) return cached;
  const greeks = position.greeks;
  const shares = position.quantity * position.multiplier;
  const isOption = position.option !== null;
  const delta = isOption ? (greeks?.delta ?? null) : position.securityType === null || position.securityType === 'EQ' ? 1 : null;
  const values: RowValues = {
    symbol: contractWords(position),
    description: position.description ?? '',
    isOption,
    account,
    quantity: position.quantity,
    last: position.quote.last,
    change: position.quote.change,
    changePercent: position.quote.changePercent,
    daysGain: position.daysGain,
    totalGain: position.totalGain,
    totalGainPercent: position.totalGainPercent,
    marketValue: position.marketValue,
    cost: position.totalCost,
    portfolioPercent: position.portfolioPercent,
    delta,
    shareDelta: delta === null ? null : shares * delta,
    theta: greeks?.theta == null ? null : shares * greeks.theta,
    iv: greeks?.iv ?? null,
    daysToExpiry: position.daysToExpiry,
    unknownCost: position.totalCost === null ? 1 : 0,
  };
  byPosition.set(position, values);
  return values;
}

/** The last group values made, by group key: reused while the group holds the same position objects. */
const byGroup = new Map<string, { positions: readonly Position[]; values: RowValues }>();

/**
 * The figures of an underlier's group (`key` names it across renders: the table's scope and the
 * underlier), all net, long minus short (position-math.ts: value, cost, gains, the gain's
 * percentage over the net cost, the share of the portfolio). `mixed`: its positions are of several accounts, whose shares of their own portfolios
 * do not add up to anything, so the group has none.
 */
export function groupValues(key: string, underlier: string, positions: readonly Position[], mixed = false): RowValues {
  const cached = byGroup.get(key);
  if (cached !== undefined && cached.positions.length === positions.length && cached.positions.every((p, i) => p === positions[i])) return cached.values;
  const sums = sumPositions(positions);
  const greeks = accountGreeks(positions);
  const stock = positions.find((p) => p.option === null && p.symbol.toUpperCase() === underlier);
  const options = positions.filter((p) => p.option !== null).length;
  const values: RowValues = {
    symbol: underlier,
    isOption: false,
    account: null,
    description: `${positions.length} position${positions.length === 1 ? '' : 's'}${options === 0 ? '' : `, ${options} option${options === 1 ? '' : 's'}`}`,
    quantity: null,
    last: stock?.quote.last ?? null,
    change: stock?.quote.change ?? null,
    changePercent: stock?.quote.changePercent ?? null,
    daysGain: sums.daysGain,
    totalGain: sums.totalGain,
    totalGainPercent: sums.totalGainPercent,
    marketValue: sums.marketValue,
    cost: sums.totalCost,
    portfolioPercent: mixed ? null : netPortfolioPercent(positions),
    delta: null,
    shareDelta: greeks.delta,
    theta: options === 0 ? null : greeks.theta,
    iv: null,
    daysToExpiry: null,
    unknownCost: sums.unknownCost,
  };
  byGroup.set(key, { positions, values });
  return values;
}
