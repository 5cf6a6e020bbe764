/**
 * A multi-leg order's legs as a trader reads them: each contract once (two records of the same
 * contract and side count as one leg of their sum), long or short, and the ratio of the legs in
 * whole numbers with the number of spreads it makes. The strategy classifier (strategy.ts) and the
 * spread units (spread-units.ts) both read legs through here, so a name and a count never disagree
 * on what a leg is.
 */
import type { OrderLeg } from './orders.ts';

/** What a leg trades: a call, a put, or the underlying stock. */
export type LegRight = 'CALL' | 'PUT' | 'STOCK';

/** One leg, read. */
export interface LegShape {
  right: LegRight;
  /** The underlier's symbol. */
  symbol: string;
  /** `null` for a stock leg. */
  strike: number | null;
  /** ISO day; `null` for a stock leg. */
  expiry: string | null;
  /** +1 long (a buy), -1 short (a sale). */
  side: 1 | -1;
  /** Contracts; a stock leg counts its shares in lots of 100 (what one contract delivers). */
  lots: number;
}

/** Shares one option contract delivers: a stock leg's quantity is compared with contracts in lots of it. */
export const SHARES_PER_CONTRACT = 100;

const sideOf = (action: string | null): 1 | -1 | null => (action === null ? null : action.startsWith('BUY') ? 1 : action.startsWith('SELL') ? -1 : null);

/**
 * One leg read, or `null` when it cannot be: no action we know the side of, no positive whole
 * quantity, dollars instead of a quantity, an option without its right, strike or expiry, or a
 * stock leg that is not a whole number of 100-share lots.
 */
export function legShape(leg: OrderLeg): LegShape | null {
  const side = sideOf(leg.action);
  const quantity = leg.orderedQuantity;
  const symbol = leg.symbol;
  if (side === null || quantity === null || !Number.isInteger(quantity) || quantity <= 0 || symbol === null) return null;
  if (leg.quantityType === 'DOLLAR') return null;
  if (leg.option === null) {
    if (quantity % SHARES_PER_CONTRACT !== 0) return null;
    return { right: 'STOCK', symbol, strike: null, expiry: null, side, lots: quantity / SHARES_PER_CONTRACT };
  }
  const { callPut, strikePrice, expiry } = leg.option;
  const right: LegRight | null = callPut === 'CALL' ? 'CALL' : callPut === 'PUT' ? 'PUT' : null;
  if (right === null || strikePrice === null || expiry === null) return null;
  return { right, symbol, strike: strikePrice, expiry, side, lots: quantity };
}

const contractKey = (shape: LegShape): string => `${shape.right} ${shape.symbol} ${shape.expiry ?? ''} ${String(shape.strike ?? '')} ${String(shape.side)}`;

/**
 * The legs read and the same contract on the same side merged (a butterfly's body sent as two
 * legs of one is still its body), in the order they first come; `null` when any leg cannot be read.
 */
export function legShapes(legs: readonly OrderLeg[]): LegShape[] | null {
  const merged = new Map<string, LegShape>();
  for (const leg of legs) {
    const shape = legShape(leg);
    if (shape === null) return null;
    const key = contractKey(shape);
    const seen = merged.get(key);
    merged.set(key, seen === undefined ? shape : { ...seen, lots: seen.lots + shape.lots });
  }
  return [...merged.values()];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The greatest common divisor of whole numbers above 0 (0 for none). */
export const gcdOf = (values: readonly number[]): number => values.reduce((divisor, value) => gcd(value, divisor), 0);

/** The legs' ratio in lowest terms, e.g. [1, 2, 1], and how many spreads that is (the divisor). */
export function legRatio(lots: readonly number[]): { ratio: number[]; spreads: number } {
  const spreads = gcdOf(lots);
  return { ratio: spreads === 0 ? [...lots] : lots.map((value) => value / spreads), spreads };
}
