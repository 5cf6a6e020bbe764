/**
 * The demo's multi-leg orders are what their names say: every one, on several seeds,
 * accounts and days, is classified by the app's own classifier (shared/domain/strategy.ts) as the
 * strategy the demo built, the platform's word agreeing; every strategy name is exercised; the
 * prices are credible (each leg by the market's model, a net limit its fill honours).
 */
import { describe, expect, it } from 'vitest';
import { easternDayNumber, easternDayStart, nextEasternMidnight } from '../../../demo-broker/eastern-time.ts';
import type { LegSpec, OrderSpec } from '../../../demo-broker/orders/order-model.ts';
import { SPREAD_STRATEGIES, type DemoStrategy } from '../../../demo-broker/orders/demo-strategies.ts';
import { netOfLegs, v1StrategyType } from '../../../demo-broker/orders/strategy-orders.ts';
import { TradingDay } from '../../../demo-broker/orders/trading-day.ts';
import { spotPrice } from '../../../demo-broker/market/underliers.ts';
import type { OrderLeg } from '../../../shared/domain/orders.ts';
import { classifyStrategy, type StrategyKind } from '../../../shared/domain/strategy.ts';

/** The app's name for each strategy the demo builds. */
const EXPECTED: Readonly<Record<DemoStrategy, { kind: StrategyKind; name?: string }>> = {
  'iron-condor': { kind: 'iron-condor', name: 'Iron condor' },
  'iron-butterfly': { kind: 'iron-butterfly', name: 'Iron butterfly' },
  butterfly: { kind: 'butterfly', name: 'Call butterfly' },
  condor: { kind: 'condor', name: 'Put condor' },
  'call-debit-vertical': { kind: 'vertical', name: 'Call debit vertical' },
  'call-credit-vertical': { kind: 'vertical', name: 'Call credit vertical' },
  'put-credit-vertical': { kind: 'vertical', name: 'Put credit vertical' },
  'put-debit-vertical': { kind: 'vertical', name: 'Put debit vertical' },
  calendar: { kind: 'calendar', name: 'Call calendar' },
  diagonal: { kind: 'diagonal', name: 'Put diagonal' },
  straddle: { kind: 'straddle', name: 'Long straddle' },
  strangle: { kind: 'strangle', name: 'Short strangle' },
  collar: { kind: 'collar', name: 'Collar' },
  'covered-call': { kind: 'covered-call', name: 'Covered call' },
  'ratio-spread': { kind: 'ratio-spread', name: 'Call ratio spread' },
  custom: { kind: 'custom' },
};

/** A demo leg as the app's model has it (what the decoders make of the wire). */
const asLeg = (leg: LegSpec): OrderLeg => ({
  legNumber: leg.legNumber,
  symbol: leg.symbol,
  symbolDescription: leg.symbolDescription,
  action: leg.orderAction,
  orderedQuantity: leg.orderedQuantity,
  filledQuantity: 0,
  executedPrice: null,
  estimatedCommission: leg.estimatedCommission,
  estimatedFees: leg.estimatedFees,
  reserveQuantity: null,
  option:
    leg.option === undefined
      ? null
      : {
          callPut: leg.option.callPut,
          strikePrice: leg.option.strikePrice,
          expiry: `${leg.option.expYear}-${String(leg.option.expMonth).padStart(2, '0')}-${String(leg.option.expDay).padStart(2, '0')}`,
        },
});

/** A whole day of an account: the history and every order placed until midnight. */
function dayOf(seed: number, accountId: string, startIso: string, historyCount: number): OrderSpec[] {
  const at = Date.parse(startIso);
  const dayStart = easternDayStart(at);
  const day = new TradingDay({ seed, accountId, historyCount, dayNumber: easternDayNumber(at), dayStart, dayEnd: nextEasternMidnight(at), anchor: at });
  day.extendTo(nextEasternMidnight(at));
  return day.entries.flatMap((entry) => entry.orders);
}

// Seeds, accounts and days (a summer and a winter one, a Friday before a holiday weekend).
const DAYS = [
  dayOf(42, '83405188', '2026-06-10T18:30:00Z', 400),
  dayOf(7, '83409917', '2026-11-25T15:00:00Z', 1200),
  dayOf(2026, '83405261', '2027-04-01T19:00:00Z', 200),
];
const multiLeg = DAYS.flat().filter((order) => order.strategy !== undefined);

describe('the demo’s multi-leg orders', () => {
  it('are many, on every day', () => {
    for (const day of DAYS) expect(day.filter((order) => order.strategy !== undefined).length).toBeGreaterThan(20);
  });

  it('are each classified by the app as the strategy the demo names, the platform’s word agreeing', () => {
    for (const order of multiLeg) {
      const strategy = order.strategy as DemoStrategy;
      const type = order.orderType === 'SPREADS' ? v1StrategyType(strategy) : order.orderType;
      const named = classifyStrategy(order.legs.map(asLeg), type);
      const expected = EXPECTED[strategy];
      expect({ id: order.orderId, kind: named?.kind, platform: named?.platformName }).toEqual({ id: order.orderId, kind: expected.kind, platform: null });
      if (expected.name !== undefined) expect(named?.name).toBe(expected.name);
    }
  });

  it('exercise every strategy name', () => {
    const seen = new Set(multiLeg.map((order) => order.strategy));
    const every: DemoStrategy[] = [...SPREAD_STRATEGIES, 'covered-call'];
    expect(every.filter((strategy) => !seen.has(strategy))).toEqual([]);
  });

  it('are priced by the market: legs within the underlier’s value, a net limit its fill honours', () => {
    for (const order of multiLeg) {
      for (const leg of order.legs) {
        expect(leg.fillPrice).toBeGreaterThan(0);
        if (leg.option !== undefined) expect(leg.fillPrice).toBeLessThan(spotPrice(leg.symbol, 0) * 0.6);
      }
      // A fill honours the limit; an order that has not filled carries its legs' prices when placed.
      if (!order.timeline.some((step) => step.status === 'EXECUTED')) continue;
      const net = netOfLegs(order.legs);
      const limit = order.prices.limitPrice;
      if (order.priceType === 'NET_DEBIT') expect(net).toBeLessThanOrEqual(limit ?? Number.NaN);
      else if (order.priceType === 'NET_CREDIT') expect(-net).toBeGreaterThanOrEqual(limit ?? Number.NaN);
      else expect([order.priceType, net <= 0]).toEqual(['NET_EVEN', true]);
    }
  });

  it('price a vertical’s debit under its width and a credit spread’s credit under its width', () => {
    for (const order of multiLeg.filter((item) => /vertical/.test(item.strategy ?? ''))) {
      const [a, b] = order.legs.map((leg) => leg.option?.strikePrice ?? 0);
      expect(Math.abs(netOfLegs(order.legs))).toBeLessThan(Math.abs((a ?? 0) - (b ?? 0)));
    }
  });
});
