/**
 * Which price fields an order carries for its price type (docs/platform/legacy-api.md, "Price
 * fields"), with values placed sensibly around the reference price.
 */
import type { PriceType } from '../../shared/spec-constants.ts';
import { cents, type Random } from '../market/seeded-random.ts';
import type { PriceField } from './order-model.ts';

/** The price fields of one order. */
export function priceFields(priceType: PriceType, isOption: boolean, reference: number, random: Random): Partial<Record<PriceField, number>> {
  const near = (low: number, high: number): number => cents(reference * (low + random.next() * (high - low)));
  const trail = cents(Math.max(0.05, reference * 0.02));
  switch (priceType) {
    case 'MARKET':
    case 'MARKET_ON_OPEN':
    case 'MARKET_ON_CLOSE':
    case 'NET_EVEN':
      return {};
    case 'LIMIT':
    case 'LIMIT_ON_OPEN':
    case 'LIMIT_ON_CLOSE':
    case 'NET_DEBIT':
    case 'NET_CREDIT':
      return { limitPrice: near(0.97, 1.01) };
    case 'STOP':
    case 'HIDDEN_STOP':
      return { stopPrice: near(0.9, 0.97) };
    case 'STOP_LIMIT': {
      const stopPrice = near(0.9, 0.96);
      // Equity stop-limits use limitPrice for the limit; option stop-limits use stopLimitPrice.
      return isOption ? { stopPrice, stopLimitPrice: cents(stopPrice * 0.99) } : { stopPrice, limitPrice: cents(stopPrice * 0.99) };
    }
    case 'TRAILING_STOP_CNST':
      return { initialStopPrice: cents(reference - trail), trailPrice: trail, stopPrice: cents(reference - trail) };
    case 'TRAILING_STOP_PRCT':
      return { initialStopPrice: near(0.94, 0.96), trailPrice: near(0.95, 0.97), stopPrice: near(0.95, 0.97) };
    case 'TRAILING_STOP_CNST_BY_LOWER_TRIGGER':
    case 'TRAILING_STOP_PRCT_BY_LOWER_TRIGGER':
      return { triggerPrice: near(0.95, 0.98), bracketLimitPrice: near(0.93, 0.95), initialStopPrice: near(0.9, 0.93), trailPrice: trail };
    case 'UPPER_TRIGGER_BY_TRAILING_STOP_CNST':
    case 'UPPER_TRIGGER_BY_TRAILING_STOP_PRCT':
      return { triggerPrice: near(1.02, 1.05), bracketLimitPrice: near(1.05, 1.08), initialStopPrice: near(0.9, 0.93), trailPrice: trail };
    case 'HIDDEN_STOP_BY_LOWER_TRIGGER':
      return { triggerPrice: near(0.95, 0.98), bracketLimitPrice: near(0.93, 0.95), stopPrice: near(0.9, 0.93) };
    case 'UPPER_TRIGGER_BY_HIDDEN_STOP':
      return { triggerPrice: near(1.02, 1.05), bracketLimitPrice: near(1.05, 1.08), stopPrice: near(0.9, 0.93) };
  }
}
