/**
 * Leg builders: equity legs trade one of the simulated equities at its price when placed; option
 * legs use strikes from the same ladder the option chain shows, on next month's monthly expiry, at
 * the chain model's premium. A fill reprices them where it happens (rules/index.ts).
 */
import type { CallPut, OrderAction } from '../../shared/spec-constants.ts';
import { monthlyExpiryDay, optionSymbol } from '../market/expiry-calendar.ts';
import { cents, type Random } from '../market/seeded-random.ts';
import { ORDER_EQUITIES, spotPrice, strikeLadder } from '../market/underliers.ts';
import { lastTradeAt, legPremium } from './order-market.ts';
import type { LegSpec } from './order-model.ts';

/** An equity chosen for an order, with its spot price. */
export interface Instrument {
  symbol: string;
  description: string;
  spot: number;
}

/** Picks an equity for an order, at its last trade when the order is placed on the Eastern day `dayNumber`. */
export function pickInstrument(random: Random, seed: number, dayNumber: number, placedAt: number): Instrument {
  const equity = random.pick(ORDER_EQUITIES);
  return { ...equity, spot: lastTradeAt(seed, equity.symbol, dayNumber, placedAt) };
}

/** Strike ladders by symbol and seed: the chain's own, centred on the symbol's level. */
const LADDERS = new Map<string, number[]>();
function ladderOf(symbol: string, seed: number): number[] {
  const key = `${symbol}|${seed}`;
  let ladder = LADDERS.get(key);
  if (ladder === undefined) {
    ladder = strikeLadder(symbol, spotPrice(symbol, seed));
    if (LADDERS.size > 256) LADDERS.clear();
    LADDERS.set(key, ladder);
  }
  return ladder;
}

/** An equity leg at the stock's price when placed (a fill sets its price: rules/index.ts); the symbol info carries only the symbol. */
export function equityLeg(legNumber: number, action: OrderAction, instrument: Instrument, quantity: number, random: Random): LegSpec {
  const fillPrice = cents(instrument.spot);
  const leg: LegSpec = {
    legNumber,
    orderAction: action,
    orderedQuantity: quantity,
    symbol: instrument.symbol,
    symbolDescription: instrument.description,
    fillPrice,
    estimatedCommission: 4.95,
    estimatedFees: cents(0.01 + quantity * fillPrice * 0.0000278),
  };
  // Some larger equity orders are reserve orders showing only part of their size.
  if (quantity >= 200 && random.chance(0.3)) leg.reserveQuantity = Math.floor(quantity / 5);
  return leg;
}

/** Next month's monthly expiry as seen from a calendar date. */
export function nextMonthlyExpiry(year: number, month: number): { year: number; month: number; day: number } {
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return { year: nextYear, month: nextMonth, day: monthlyExpiryDay(nextYear, nextMonth) };
}

/** An option leg on a strike `offset` steps from the money; the symbol info is complete. */
export function optionLeg(
  legNumber: number,
  action: OrderAction,
  instrument: Instrument,
  expiry: { year: number; month: number; day: number },
  callPut: CallPut,
  offset: number,
  quantity: number,
  seed: number,
  placedAt: number,
): LegSpec {
  const ladder = ladderOf(instrument.symbol, seed);
  const atTheMoney = ladder.findIndex((strike) => strike >= instrument.spot);
  const index = Math.min(ladder.length - 1, Math.max(0, (atTheMoney === -1 ? ladder.length - 1 : atTheMoney) + offset));
  const strikePrice = ladder[index] ?? instrument.spot;
  const leg = contractLeg(legNumber, action, instrument.symbol, expiry, callPut, strikePrice, quantity, 0);
  leg.fillPrice = legPremium(leg, instrument.spot, placedAt, seed);
  return leg;
}

/** An option leg on a given contract at a given fill price; the symbol info is complete. */
export function contractLeg(
  legNumber: number,
  action: OrderAction,
  symbol: string,
  expiry: { year: number; month: number; day: number },
  callPut: CallPut,
  strikePrice: number,
  quantity: number,
  fillPrice: number,
): LegSpec {
  const full = { ...expiry, expiryType: 'MONTHLY' as const };
  return {
    legNumber,
    orderAction: action,
    orderedQuantity: quantity,
    symbol,
    symbolDescription: optionSymbol(symbol, full, strikePrice, callPut),
    option: { callPut, expYear: expiry.year, expMonth: expiry.month, expDay: expiry.day, strikePrice },
    fillPrice,
    estimatedCommission: cents(0.65 * quantity),
    estimatedFees: cents(0.02 * quantity),
  };
}
