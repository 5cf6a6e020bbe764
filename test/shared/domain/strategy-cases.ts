/**
 * Legs written the way a trader jots them, for the strategy and spread-unit tests: "+1 270C" buys
 * one 270 call, "-2 6.50P@2027-01-15" sells two 6.50 puts of that expiry, "+100 STK" buys 100
 * shares. The expiry is Dec 18 '26 unless given; the underlier AAPL unless `symbol` says.
 */
import type { OrderLeg } from '../../../shared/domain/orders.ts';

const DEFAULT_EXPIRY = '2026-12-18';

/** One leg from its jotted form; `fill` gives its filled quantity and executed price. */
export function jot(text: string, legNumber = 1, symbol = 'AAPL', fill?: { filled: number; price: number }): OrderLeg {
  const match = /^([+-])(\d+) (?:(STK)|([\d.]+)([CP])(?:@(\d{4}-\d{2}-\d{2}))?)$/.exec(text);
  if (match === null) throw new Error(`not a jotted leg: ${text}`);
  const [, sign, count, stock, strike, callPut, expiry] = match;
  const quantity = Number(count);
  const open = sign === '+' ? (stock === undefined ? 'BUY_OPEN' : 'BUY') : stock === undefined ? 'SELL_OPEN' : 'SELL';
  return {
    legNumber,
    symbol,
    symbolDescription: null,
    action: open,
    orderedQuantity: quantity,
    filledQuantity: fill?.filled ?? 0,
    executedPrice: fill?.price ?? null,
    estimatedCommission: null,
    estimatedFees: null,
    reserveQuantity: null,
    option: stock === undefined ? { callPut: callPut === 'C' ? 'CALL' : 'PUT', expiry: expiry ?? DEFAULT_EXPIRY, strikePrice: Number(strike) } : null,
  };
}

/** Several legs, numbered in order: `legs('+1 5P', '-1 6P')`. */
export const legs = (...texts: string[]): OrderLeg[] => texts.map((text, i) => jot(text, i + 1));
