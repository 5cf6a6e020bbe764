/**
 * An order drafted from an entry's plan, before the rules run it: its prices from the market when
 * placed and the trader's eagerness, its term, its condition, and the trader's and the platform's
 * part in it (the plan's status is an intent: to fill now, to wait, to cancel, a refusal), with
 * what the rules (rules/index.ts) read of it.
 */
import type { OrderStatus, OrderTerm, PriceType } from '../../shared/spec-constants.ts';
import { cents, type Random } from '../market/seeded-random.ts';
import type { EntryPlan } from './coverage-plan.ts';
import type { DemoStrategy } from './demo-strategies.ts';
import { netAt, tradePoints } from './order-market.ts';
import type { Instrument } from './order-legs.ts';
import type { LegSpec, OrderCondition, OrderSpec } from './order-model.ts';
import { priceFields, type Eagerness } from './order-prices.ts';
import { ON_CLOSE_CUTOFF_MS, type OrderIntent, type RuleOrder, type Side, type TradePoints } from './rules/index.ts';
import { netLimit } from './strategy-orders.ts';

/** Where and when an entry sits in the day. */
export interface EntrySlot {
  seq: number;
  key: number;
  placedAt: number;
  /**
   * The instant the day was first looked at, for the entries placed before it: a cancel the plan
   * leaves pending is asked for just before it, so one is pending when a client first looks.
   */
  settleBy?: number;
  /** Option legs expire on this date. */
  optionExpiry: { year: number; month: number; day: number };
  seed: number;
  /** The Eastern day number of the entry's day and the midnight after it. */
  dayNumber: number;
  dayEnd: number;
  /** A cash or retirement account: no short stock, no uncovered calls (options level 3 at most). */
  cashOnly?: boolean;
}

/** Strategies with an uncovered short call, which only a margin account (options level 4) may hold. */
const UNCOVERED: ReadonlySet<DemoStrategy> = new Set(['strangle', 'ratio-spread']);

/**
 * What a multi-leg entry trades: a buy-write is a covered call, a net-even spread a risk reversal;
 * a cash or retirement account trades a long straddle for a short strangle and a debit vertical
 * for a ratio spread.
 */
export function strategyOf(plan: EntryPlan, slot: Pick<EntrySlot, 'cashOnly'>): DemoStrategy | undefined {
  if (plan.kind === 'BUY_WRITES') return 'covered-call';
  if (plan.kind !== 'SPREADS') return undefined;
  if (plan.priceType === 'NET_EVEN') return 'custom';
  if (slot.cashOnly === true && UNCOVERED.has(plan.strategy)) return plan.strategy === 'strangle' ? 'straddle' : 'call-debit-vertical';
  return plan.strategy;
}

function orderType(plan: EntryPlan): OrderSpec['orderType'] {
  return plan.kind === 'GROUP' ? plan.groupType : plan.kind;
}

const sideOf = (legs: readonly LegSpec[]): Side => (legs[0]?.orderAction.startsWith('BUY') === true ? 'BUY' : 'SELL');

/**
 * An on-open order is placed before the open and an on-close one before 15:45; a plan that places
 * one later places the plain market or limit order instead, as a trader would.
 */
function priceTypeAt(priceType: PriceType, points: TradePoints, placedAt: number): PriceType {
  const { open, close } = points;
  const onOpen = priceType === 'MARKET_ON_OPEN' || priceType === 'LIMIT_ON_OPEN';
  const onClose = priceType === 'MARKET_ON_CLOSE' || priceType === 'LIMIT_ON_CLOSE';
  if (onOpen && (open === undefined || placedAt >= open - 60_000)) {
    if (close !== undefined && placedAt < close - ON_CLOSE_CUTOFF_MS - 60_000) return priceType === 'MARKET_ON_OPEN' ? 'MARKET_ON_CLOSE' : 'LIMIT_ON_CLOSE';
    return priceType === 'MARKET_ON_OPEN' ? 'MARKET' : 'LIMIT';
  }
  if (onClose && (close === undefined || placedAt >= close - ON_CLOSE_CUTOFF_MS - 60_000)) return priceType === 'MARKET_ON_CLOSE' ? 'MARKET' : 'LIMIT';
  return priceType;
}

/** The trader's and the platform's part in an order, from the plan's status. */
function intentOf(status: OrderStatus, slot: EntrySlot, placedAt: number, random: Random): OrderIntent {
  const latency = random.int(50, 1_500);
  const firstPart = random.chance(0.35) ? cents(0.3 + 0.4 * random.next()) : 0;
  const intent: OrderIntent = { latency, firstPart };
  switch (status) {
    case 'REJECTED':
      intent.rejectAfter = random.int(500, 8_000);
      break;
    case 'CANCELLED':
      intent.cancelAt = placedAt + random.int(2, 40) * 60_000 + random.int(0, 59_999);
      intent.cancelTakes = random.int(400, 6_000);
      break;
    case 'CANCEL_REQUESTED':
      // A pending cancel lasts seconds to a minute or two; one of the day's first orders is pending when the day is first seen.
      if (slot.settleBy !== undefined && slot.settleBy > placedAt + 30_000) {
        intent.cancelAt = slot.settleBy - random.int(5_000, 25_000);
        intent.cancelTakes = random.int(60_000, 120_000);
      } else {
        intent.cancelAt = placedAt + random.int(2, 40) * 60_000 + random.int(0, 59_999);
        intent.cancelTakes = random.int(3_000, 90_000);
      }
      break;
    default:
      break;
  }
  return intent;
}

export const eagernessOf = (status: OrderStatus): Eagerness => (status === 'EXECUTED' ? 'eager' : 'patient');

/** A contingent order's condition: the underlier a little past its price (eager) or further (patient). */
export function conditionOf(instrument: Instrument, eagerness: Eagerness, random: Random): OrderCondition {
  const up = random.chance(0.5);
  const away = eagerness === 'eager' ? 0.001 + 0.002 * random.next() : 0.01 + 0.02 * random.next();
  return {
    conditionSymbol: instrument.symbol,
    conditionPrice: cents(instrument.spot * (up ? 1 + away : 1 - away)),
    conditionType: up ? 'CONTINGENT_GTE' : 'CONTINGENT_LTE',
    conditionFollowPrice: random.pick(['ASK', 'BID', 'LAST'] as const),
  };
}

/** The order's price as the rules see it when placed: a stock's last trade, an option's premium, a spread's net. */
function referenceOf(legs: readonly LegSpec[]): number {
  if (legs.length === 1) return legs[0]?.fillPrice ?? 0;
  return netAt(legs, (leg) => leg.fillPrice);
}

/** Everything an order needs but its window in the day. */
export interface Draft {
  orderId: number;
  plan: EntryPlan;
  priceType: PriceType;
  status: OrderStatus;
  legs: LegSpec[];
  instrument: Instrument;
  placedAt: number;
  term: OrderTerm;
  condition?: OrderCondition;
}

export function draftOrder(draft: Draft, slot: EntrySlot, random: Random): { spec: OrderSpec; rule: RuleOrder; points: TradePoints; intent: OrderIntent } {
  const { plan, legs } = draft;
  const points = tradePoints(legs, slot.dayNumber, slot.seed);
  const isOption = legs[0]?.option !== undefined;
  const eagerness = eagernessOf(draft.status);
  const strategy = strategyOf(plan, slot);
  const reference = referenceOf(legs);
  let priceType = priceTypeAt(draft.priceType, points, draft.placedAt);
  let prices: OrderSpec['prices'];
  let net: RuleOrder['net'];
  if (strategy !== undefined) {
    if (priceType === 'NET_EVEN' && strategy === 'custom') {
      prices = {};
      net = 'NET_EVEN';
    } else {
      const limit = netLimit(reference, random, eagerness === 'eager');
      priceType = limit.priceType;
      prices = { limitPrice: limit.limitPrice };
      net = limit.priceType;
    }
  } else {
    prices = priceFields(priceType, isOption, reference, sideOf(legs), eagerness, random);
  }
  // On-open and on-close orders are day orders by nature.
  const term: OrderTerm = priceType.endsWith('_ON_OPEN') || priceType.endsWith('_ON_CLOSE') ? 'GOOD_FOR_DAY' : draft.term;
  const spec: OrderSpec = {
    orderId: draft.orderId,
    placedAt: draft.placedAt,
    orderType: orderType(plan),
    orderTerm: term,
    priceType,
    routingDestination: plan.routing,
    allOrNone: random.chance(0.15),
    prices,
    legs,
    timeline: [],
    perLegRecords: legs.length > 1 && plan.perLegRecords,
  };
  if (strategy !== undefined && plan.kind !== 'GROUP') spec.strategy = strategy;
  if (draft.condition !== undefined) spec.condition = draft.condition;
  const rule: RuleOrder = {
    side: sideOf(legs),
    priceType,
    term,
    allOrNone: spec.allOrNone,
    prices,
    placedAt: draft.placedAt,
    ...(draft.condition === undefined ? {} : { condition: draft.condition }),
    ...(net === undefined ? {} : { net }),
  };
  const intent = intentOf(draft.status, slot, draft.placedAt, random);
  // A spread fills as a whole: its legs' prices belong to one point of the market.
  if (legs.length > 1) intent.firstPart = 0;
  return { spec, rule, points, intent };
}
