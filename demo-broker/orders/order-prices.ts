/**
 * Which price fields an order carries for its price type (docs/platform/legacy-api.md, "Price
 * fields"), set as a trader sets them against the order's price when it is placed: a buy limit at
 * or under it and a sell limit at or over it (a trader who wants the fill now crosses it by a
 * little), a buy stop over it and a sell stop under it, trailing stops and bracket triggers on the
 * side they protect. Whether and where the order fills is the rules' to decide (rules/index.ts).
 */
import type { PriceType } from '../../shared/spec-constants.ts';
import { cents, type Random } from '../market/seeded-random.ts';
import type { PriceField } from './order-model.ts';
import type { Side } from './rules/index.ts';

/** How the trader prices the order: to fill now, or to wait for a better price. */
export type Eagerness = 'eager' | 'patient';

/** The price fields of one order; `reference` is the order's own price when placed. */
export function priceFields(
  priceType: PriceType,
  isOption: boolean,
  reference: number,
  side: Side,
  eagerness: Eagerness,
  random: Random,
): Partial<Record<PriceField, number>> {
  // An option's premium moves several times as much as its stock, in per cent.
  const scale = isOption ? 6 : 1;
  const sign = side === 'BUY' ? 1 : -1;
  const atLeast = (value: number): number => Math.max(0.01, cents(value));
  /** A price `low`..`high` per cent from the reference, towards the order's own side (+) or away from it (-). */
  const off = (low: number, high: number, direction: 1 | -1): number =>
    atLeast(reference * (1 + (direction * sign * scale * (low + random.next() * (high - low))) / 100));
  const eager = eagerness === 'eager';
  const trailPercent = cents(eager ? 0.2 + 0.3 * random.next() : 1 + random.next());
  const trail = atLeast((reference * trailPercent * scale) / 100);
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
      // Eager: crosses the market (a buy over it); patient: waits under it (a buy) for the market to come.
      return { limitPrice: eager ? off(0.1, 0.5, 1) : off(0.4, 2.5, -1) };
    case 'STOP':
    case 'HIDDEN_STOP':
      // A buy stop over the market, a sell stop under it: near when the trader expects it to trigger.
      return { stopPrice: eager ? off(0.05, 0.3, 1) : off(0.8, 3, 1) };
    case 'STOP_LIMIT': {
      const stopPrice = eager ? off(0.05, 0.3, 1) : off(0.8, 3, 1);
      // The limit gives a little beyond the stop; equity stop-limits use limitPrice, option ones stopLimitPrice.
      const limit = atLeast(stopPrice * (1 + (sign * scale * 0.5) / 100));
      return isOption ? { stopPrice, stopLimitPrice: limit } : { stopPrice, limitPrice: limit };
    }
    case 'TRAILING_STOP_CNST':
      return { initialStopPrice: atLeast(reference + sign * trail), trailPrice: trail, stopPrice: atLeast(reference + sign * trail) };
    case 'TRAILING_STOP_PRCT': {
      // The trail of a per-cent trailing stop is a percentage.
      const stop = atLeast(reference * (1 + (sign * trailPercent * scale) / 100));
      return { initialStopPrice: stop, trailPrice: cents(trailPercent * scale), stopPrice: stop };
    }
    case 'TRAILING_STOP_CNST_BY_LOWER_TRIGGER':
    case 'TRAILING_STOP_PRCT_BY_LOWER_TRIGGER':
    case 'HIDDEN_STOP_BY_LOWER_TRIGGER':
    case 'UPPER_TRIGGER_BY_TRAILING_STOP_CNST':
    case 'UPPER_TRIGGER_BY_TRAILING_STOP_PRCT':
    case 'UPPER_TRIGGER_BY_HIDDEN_STOP': {
      // The stop works once the trigger is reached (a lower trigger under the market, an upper one over
      // it); the bracket's limit is the exit on the other side.
      const lower = priceType.includes('LOWER_TRIGGER');
      const away = eager ? 0.05 + 0.25 * random.next() : 0.8 + 2 * random.next();
      const triggerPrice = atLeast(reference * (1 + ((lower ? -1 : 1) * scale * away) / 100));
      const bracketLimitPrice = atLeast(reference * (1 + ((lower ? 1 : -1) * scale * (2 + 2 * random.next())) / 100));
      const percent = priceType.includes('PRCT');
      const stopFrom = triggerPrice * (1 + (sign * trailPercent * scale) / 100);
      if (priceType.includes('HIDDEN_STOP')) return { triggerPrice, bracketLimitPrice, stopPrice: atLeast(stopFrom) };
      return { triggerPrice, bracketLimitPrice, initialStopPrice: atLeast(stopFrom), trailPrice: percent ? cents(trailPercent * scale) : trail };
    }
  }
}
