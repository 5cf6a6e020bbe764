/**
 * A multi-leg order in the trader's units: counted in spreads (a 14-lot vertical is 14 spreads,
 * not 28 contracts), the legs' ratio where it is not 1:1 (a butterfly is 1×2×1), and its net
 * price: the limit as the price type says it and the net fill computed from the legs' fills and
 * the ratio ("filled at 0.38 credit"). A stock leg counts in lots of 100 shares, what one contract
 * delivers, so a buy-write of 1,400 shares and 14 calls is 14 spreads of 1:1.
 */
import { formatPrice } from './price-description.ts';
import { quantitiesByUnit, type UnitQuantity } from './order-quantities.ts';
// formatQuantity, not toLocaleString: that builds a formatter per call, and a table says thousands.
import { fillWords, formatQuantity } from './order-words.ts';
import { legRatio, legShape, SHARES_PER_CONTRACT } from './strategy-legs.ts';
import type { OrderLeg } from './orders.ts';

/** A multi-leg order counted in spreads. */
export interface SpreadQuantity {
  /** Spreads ordered: the greatest common divisor of the legs' quantities. */
  ordered: number;
  /** Whole spreads filled: the fewest any leg's fills make (a leg filled ahead counts no spread more). */
  filled: number;
  /** Each leg's share of one spread, in the legs' order: [1, 2, 1]. */
  ratio: number[];
}

/**
 * The order in spreads, or `null` when it is not a multi-leg order whose every leg reads
 * (a known side, a whole positive quantity, stock in whole lots of 100, no dollar quantity).
 */
export function spreadQuantity(legs: readonly OrderLeg[]): SpreadQuantity | null {
  if (legs.length < 2) return null;
  const lots: number[] = [];
  for (const leg of legs) {
    const shape = legShape(leg);
    if (shape === null) return null;
    lots.push(shape.lots);
  }
  const { ratio, spreads } = legRatio(lots);
  let filled = spreads;
  legs.forEach((leg, i) => {
    const perLot = leg.option === null ? SHARES_PER_CONTRACT : 1;
    const legFilled = Math.max(0, leg.filledQuantity ?? 0) / perLot;
    filled = Math.min(filled, Math.floor(legFilled / (ratio[i] ?? 1) + 1e-9));
  });
  return { ordered: spreads, filled, ratio };
}

/** "1×2×1"; `null` when every leg is one of a spread (1:1, nothing to say). */
export const ratioText = (ratio: readonly number[]): string | null => (ratio.every((part) => part === 1) ? null : ratio.join('×'));

/**
 * What an order's quantities count, for every surface: spreads for a multi-leg order that reads
 * as one (`spreadQuantity`), else shares, contracts or dollars per unit (`quantitiesByUnit`).
 * `spreads` may be given when the caller has it already (a table reads thousands of orders).
 */
export function tradedQuantities(legs: readonly OrderLeg[], spreads: SpreadQuantity | null = spreadQuantity(legs)): UnitQuantity[] {
  return spreads === null ? quantitiesByUnit(legs) : [{ unit: 'spreads', ordered: spreads.ordered, filled: spreads.filled }];
}

/**
 * The fill in words: "7 of 14 spreads" for a multi-leg order whose legs filled alike; where they
 * did not, each unit's legs too, so a fill that makes no whole spread yet is seen: "0 of 14
 * spreads (1,400 of 1,400 shares and 0 of 14 contracts)". Other orders per unit (`fillWords`).
 */
export function orderFillWords(legs: readonly OrderLeg[]): string {
  const spreads = spreadQuantity(legs);
  const perUnit = fillWords(quantitiesByUnit(legs));
  if (spreads === null) return perUnit;
  const whole = fillWords([{ unit: 'spreads', ordered: spreads.ordered, filled: spreads.filled }]);
  const alike = legs.every(
    (leg, i) => (leg.filledQuantity ?? 0) === spreads.filled * (spreads.ratio[i] ?? 1) * (leg.option === null ? SHARES_PER_CONTRACT : 1),
  );
  return alike ? whole : `${whole} (${perUnit})`;
}

/** A net price per spread: what one spread cost (debit) or brought in (credit). */
export interface NetPrice {
  /** At least 0: the side says which way it went. */
  price: number;
  side: 'debit' | 'credit' | 'even';
}

/**
 * The net price one spread filled at, from the legs' average fill prices and the ratio: each
 * bought leg's price times its share of a spread, less each sold leg's. `null` until every leg
 * has a fill price, and for an order that `spreadQuantity` cannot count.
 */
export function netFillPrice(legs: readonly OrderLeg[], spreads: SpreadQuantity | null = spreadQuantity(legs)): NetPrice | null {
  if (spreads === null) return null;
  let net = 0;
  for (const [i, leg] of legs.entries()) {
    if (leg.executedPrice === null) return null;
    const sign = (leg.action ?? '').startsWith('BUY') ? 1 : -1;
    net += sign * (spreads.ratio[i] ?? 1) * leg.executedPrice;
  }
  // Ten-thousandths, the platform's finest price: 0.1 + 0.2 is 0.3, never 0.30000000000000004.
  const rounded = Math.round(net * 10_000) / 10_000;
  return { price: Math.abs(rounded), side: rounded > 0 ? 'debit' : rounded < 0 ? 'credit' : 'even' };
}

/** "0.38 credit", "1.25 debit", "even". */
export const netPriceWords = (net: NetPrice): string => (net.side === 'even' ? 'even' : `${formatPrice(net.price)} ${net.side}`);

/** "filled at 0.38 credit"; `null` while the net fill is not known. */
export function netFillWords(legs: readonly OrderLeg[], spreads: SpreadQuantity | null = spreadQuantity(legs)): string | null {
  const net = netFillPrice(legs, spreads);
  return net === null ? null : `filled at ${netPriceWords(net)}`;
}

/** "14 spreads", "1 spread". */
export const spreadsWords = (count: number): string => `${formatQuantity(count)} ${count === 1 ? 'spread' : 'spreads'}`;
