/**
 * The demo's multi-leg orders are what their names say: each is built from a strategy's textbook
 * shape on the chain's own strike ladder (an iron condor's long put below its short put, below a
 * short call, below a long call; a butterfly 1×2×1 of one right with equal wings; verticals,
 * calendars, diagonals, straddles, strangles, condors, collars, ratio spreads), priced by the
 * market's model (a bought leg near the ask, a sold one near the bid: order-market.ts), with a net
 * limit that the fills honour (rules/index.ts): a debit order fills at or under its limit, a credit
 * one at or over it.
 */
import type { CallPut, OrderAction } from '../../shared/spec-constants.ts';
import { cents, type Random } from '../market/seeded-random.ts';
import { strikeLadder, underlierProfile } from '../market/underliers.ts';
import { legPremium } from './order-market.ts';
import { contractLeg, equityLeg, type Instrument } from './order-legs.ts';
import type { LegSpec } from './order-model.ts';
import type { DemoStrategy } from './demo-strategies.ts';

/** The platform's v1 orderType of a strategy: its own word for the four it names, SPREADS for the rest. */
export function v1StrategyType(strategy: DemoStrategy): string {
  switch (strategy) {
    case 'butterfly':
      return 'BUTTERFLY';
    case 'iron-butterfly':
      return 'IRON_BUTTERFLY';
    case 'condor':
      return 'CONDOR';
    case 'iron-condor':
      return 'IRON_CONDOR';
    default:
      return 'SPREADS';
  }
}

/** One leg of a shape: bought or sold, its right, its strike in ladder steps from the money, its share of a spread. */
interface Shape {
  buy: boolean;
  right: CallPut | 'STOCK';
  steps: number;
  ratio: number;
  /** On the next monthly after the order's expiry (calendars, diagonals). */
  later?: boolean;
}

const leg = (buy: boolean, right: CallPut | 'STOCK', steps: number, ratio = 1, later = false): Shape => ({ buy, right, steps, ratio, later });

/** The legs of a strategy, `out` steps out of the money for the short strikes and `wing` steps wide. */
function shapeOf(strategy: DemoStrategy, out: number, wing: number): Shape[] {
  switch (strategy) {
    case 'iron-condor':
      return [leg(true, 'PUT', -out - wing), leg(false, 'PUT', -out), leg(false, 'CALL', out), leg(true, 'CALL', out + wing)];
    case 'iron-butterfly':
      return [leg(true, 'PUT', -wing), leg(false, 'PUT', 0), leg(false, 'CALL', 0), leg(true, 'CALL', wing)];
    case 'butterfly':
      return [leg(true, 'CALL', -wing), leg(false, 'CALL', 0, 2), leg(true, 'CALL', wing)];
    case 'condor':
      return [leg(true, 'PUT', -out - wing), leg(false, 'PUT', -out), leg(false, 'PUT', -out + wing), leg(true, 'PUT', -out + 2 * wing)];
    case 'call-debit-vertical':
      return [leg(true, 'CALL', 0), leg(false, 'CALL', wing)];
    case 'call-credit-vertical':
      return [leg(false, 'CALL', out), leg(true, 'CALL', out + wing)];
    case 'put-credit-vertical':
      return [leg(false, 'PUT', -out), leg(true, 'PUT', -out - wing)];
    case 'put-debit-vertical':
      return [leg(true, 'PUT', 0), leg(false, 'PUT', -wing)];
    case 'calendar':
      return [leg(false, 'CALL', 0), leg(true, 'CALL', 0, 1, true)];
    case 'diagonal':
      return [leg(false, 'PUT', -wing), leg(true, 'PUT', -2 * wing, 1, true)];
    case 'straddle':
      return [leg(true, 'CALL', 0), leg(true, 'PUT', 0)];
    case 'strangle':
      return [leg(false, 'PUT', -out), leg(false, 'CALL', out)];
    case 'collar':
      return [leg(true, 'STOCK', 0), leg(true, 'PUT', -out), leg(false, 'CALL', out)];
    case 'covered-call':
      return [leg(true, 'STOCK', 0), leg(false, 'CALL', out)];
    case 'ratio-spread':
      return [leg(true, 'CALL', 0), leg(false, 'CALL', wing, 2)];
    case 'custom':
      // A risk reversal: a call bought and a put sold, both out of the money; often done for even money.
      return [leg(true, 'CALL', out), leg(false, 'PUT', -out)];
  }
}

/** A date as the legs carry it. */
export interface ExpiryDay {
  year: number;
  month: number;
  day: number;
}

/** Where an order is placed in the market: the underlier, the two expiries, when and with which seed. */
export interface StrategyContext {
  instrument: Instrument;
  expiry: ExpiryDay;
  laterExpiry: ExpiryDay;
  placedAt: number;
  seed: number;
}

/** Strike ladders by symbol and level: a day prices hundreds of spreads on a dozen underliers. */
const LADDERS = new Map<string, number[]>();
const ladderOf = (symbol: string, spot: number): number[] => {
  const key = `${symbol}@${spot}`;
  let ladder = LADDERS.get(key);
  if (ladder === undefined) {
    ladder = strikeLadder(symbol, spot);
    LADDERS.set(key, ladder);
  }
  return ladder;
};

/**
 * The legs of a strategy order of `spreads` spreads: strikes on the ladder around the money
 * (short strikes about 4 % out, wings about 1 % wide, at least a step each), prices from the model.
 */
export function strategyLegs(strategy: DemoStrategy, context: StrategyContext, spreads: number, random: Random): LegSpec[] {
  const { instrument } = context;
  const ladder = ladderOf(instrument.symbol, underlierProfile(instrument.symbol, context.seed).level);
  const atm = Math.max(
    0,
    ladder.findIndex((strike) => strike >= instrument.spot),
  );
  // The interval near the money (an index's or an ETF's widens further out).
  const step = Math.max(0.5, (ladder[Math.min(ladder.length - 1, atm + 1)] ?? instrument.spot) - (ladder[atm] ?? 0));
  const out = Math.max(1, Math.round((instrument.spot * 0.04) / step));
  const wing = Math.max(1, Math.round((instrument.spot * 0.01) / step));
  return shapeOf(strategy, out, wing).map((shape, i) => {
    const action: OrderAction = shape.right === 'STOCK' ? 'BUY' : shape.buy ? 'BUY_OPEN' : 'SELL_OPEN';
    if (shape.right === 'STOCK') return equityLeg(i + 1, action, instrument, spreads * 100, random);
    const strike = ladder[Math.min(ladder.length - 1, Math.max(0, atm + shape.steps))] ?? instrument.spot;
    const expiry = shape.later === true ? context.laterExpiry : context.expiry;
    const item = contractLeg(i + 1, action, instrument.symbol, expiry, shape.right, strike, spreads * shape.ratio, 0);
    item.fillPrice = legPremium(item, instrument.spot, context.placedAt, context.seed);
    return item;
  });
}

/**
 * The net limit of an order whose legs trade at `net` a spread when it is placed (positive: a
 * debit). A trader who wants it filled now gives a few cents (a debit's limit over the net, a
 * credit's under it); a patient one asks for a better price and waits for the market to come.
 */
export function netLimit(net: number, random: Random, eager = true): { priceType: 'NET_DEBIT' | 'NET_CREDIT'; limitPrice: number } {
  const give = cents(random.next() * Math.max(0.02, Math.abs(net) * 0.01));
  const ask = cents(Math.max(0.01, Math.abs(net) * (0.03 + 0.09 * random.next())));
  const shift = eager ? give : -ask;
  if (net > 0) return { priceType: 'NET_DEBIT', limitPrice: Math.max(0.01, cents(net + shift)) };
  return { priceType: 'NET_CREDIT', limitPrice: Math.max(0.01, cents(-net - shift)) };
}

/** The net price one spread filled at: bought legs' prices less sold legs', each times its share (positive: a debit). */
export function netOfLegs(legs: readonly LegSpec[]): number {
  const spreads = legs.reduce(
    (fewest, item) => Math.min(fewest, item.option === undefined ? item.orderedQuantity / 100 : item.orderedQuantity),
    Number.POSITIVE_INFINITY,
  );
  let net = 0;
  for (const item of legs) {
    const lots = item.option === undefined ? item.orderedQuantity / 100 : item.orderedQuantity;
    net += (item.orderAction.startsWith('BUY') ? 1 : -1) * (lots / spreads) * item.fillPrice;
  }
  return Math.round(net * 10_000) / 10_000;
}
