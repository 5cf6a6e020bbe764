/**
 * Turns an entry plan into concrete orders: legs, prices, condition, status timeline. Group orders
 * get two or three member orders whose type is the group type; a member's status follows the group
 * logic (one cancels all: the others cancel when one executes; triggers: the others stay open).
 */
import type { GroupOrderType, OrderAction, OrderStatus, PriceType } from '../../shared/spec-constants.ts';
import { cents, type Random } from '../market/seeded-random.ts';
import type { EntryPlan } from './coverage-plan.ts';
import { equityLeg, nextMonthlyExpiry, optionLeg, pickInstrument, type Instrument } from './order-legs.ts';
import type { DemoStrategy } from './demo-strategies.ts';
import { netLimit, netOfLegs, strategyLegs } from './strategy-orders.ts';
import type { LegSpec, ListEntry, OrderSpec } from './order-model.ts';
import { priceFields } from './order-prices.ts';
import { buildTimeline } from './order-timeline.ts';

/** Where and when an entry sits in the day. */
export interface EntrySlot {
  seq: number;
  key: number;
  placedAt: number;
  /** Squeeze the timeline so the final status is reached by then. */
  settleBy?: number;
  /** Option legs expire on this date. */
  optionExpiry: { year: number; month: number; day: number };
  seed: number;
}

const EQUITY_ACTIONS: readonly OrderAction[] = ['BUY', 'SELL', 'BUY_TO_COVER', 'SELL_SHORT'];
const OPTION_ACTIONS: readonly OrderAction[] = ['BUY_OPEN', 'SELL_OPEN', 'BUY_CLOSE', 'SELL_CLOSE'];

/** What a multi-leg entry trades: a buy-write is a covered call, a net-even spread a risk reversal. */
function strategyOf(plan: EntryPlan): DemoStrategy | undefined {
  if (plan.kind === 'BUY_WRITES') return 'covered-call';
  if (plan.kind !== 'SPREADS') return undefined;
  return plan.priceType === 'NET_EVEN' ? 'custom' : plan.strategy;
}

function legsFor(plan: EntryPlan, slot: EntrySlot, instrument: Instrument, random: Random): LegSpec[] {
  const shares = random.int(1, 60) * 5;
  const contracts = random.int(1, 20);
  const expiry = slot.optionExpiry;
  const callPut = random.chance(0.5) ? 'CALL' : 'PUT';
  const strategy = strategyOf(plan);
  if (strategy !== undefined) {
    const context = { instrument, expiry, laterExpiry: nextMonthlyExpiry(expiry.year, expiry.month), placedAt: slot.placedAt, seed: slot.seed };
    const legs = strategyLegs(strategy, context, contracts, random);
    // A net-even order fills at even: the sold leg brings in what the bought one costs.
    const [bought, sold] = legs;
    if (strategy === 'custom' && plan.priceType === 'NET_EVEN' && bought !== undefined && sold !== undefined) sold.fillPrice = bought.fillPrice;
    return legs;
  }
  switch (plan.kind) {
    case 'OPTN':
    case 'ADVANCE_OPTN':
      return [optionLeg(1, OPTION_ACTIONS[slot.seq % 4] as OrderAction, instrument, expiry, callPut, random.int(-4, 4), contracts, slot.seed)];
    default:
      return [equityLeg(1, EQUITY_ACTIONS[slot.seq % 4] as OrderAction, instrument, shares, random)];
  }
}

/** A multi-leg order's net price type and limit from its legs' fills; the plan's for the rest. */
function pricing(
  plan: EntryPlan,
  priceType: PriceType,
  legs: readonly LegSpec[],
  random: Random,
): { priceType: PriceType; prices: OrderSpec['prices'] } | null {
  const strategy = strategyOf(plan);
  if (strategy === undefined) return null;
  // A buy-write is always a debit (the stock costs more than the call brings in).
  if (priceType === 'NET_EVEN' && strategy === 'custom') return { priceType, prices: {} };
  const { priceType: net, limitPrice } = netLimit(netOfLegs(legs), random);
  return { priceType: net, prices: { limitPrice } };
}

function orderType(plan: EntryPlan): OrderSpec['orderType'] {
  return plan.kind === 'GROUP' ? plan.groupType : plan.kind;
}

function makeOrder(
  orderId: number,
  plan: EntryPlan,
  priceType: PriceType,
  finalStatus: OrderStatus,
  slot: EntrySlot,
  legs: LegSpec[],
  instrument: Instrument,
  random: Random,
): OrderSpec {
  const isOption = legs[0]?.option !== undefined;
  const reference = legs.length > 1 ? cents(legs.reduce((sum, leg) => sum + leg.fillPrice, 0) / legs.length) : (legs[0]?.fillPrice ?? 1);
  const net = pricing(plan, priceType, legs, random);
  const order: OrderSpec = {
    orderId,
    placedAt: slot.placedAt,
    orderType: orderType(plan),
    orderTerm: plan.term,
    priceType: net?.priceType ?? priceType,
    routingDestination: plan.routing,
    allOrNone: random.chance(0.15),
    prices: net?.prices ?? priceFields(priceType, isOption, reference, random),
    legs,
    timeline: buildTimeline(finalStatus, slot.placedAt, plan.term, random, slot.settleBy),
    perLegRecords: legs.length > 1 && plan.perLegRecords,
  };
  const strategy = strategyOf(plan);
  if (strategy !== undefined && plan.kind !== 'GROUP') order.strategy = strategy;
  if (plan.kind === 'CONTINGENT' || (plan.groupType === 'CONTINGENT' && plan.kind === 'GROUP')) {
    order.condition = {
      conditionSymbol: instrument.symbol,
      conditionPrice: cents(instrument.spot * (random.chance(0.5) ? 1.02 : 0.98)),
      conditionType: random.chance(0.5) ? 'CONTINGENT_GTE' : 'CONTINGENT_LTE',
      conditionFollowPrice: random.pick(['ASK', 'BID', 'LAST'] as const),
    };
  }
  return order;
}

const GROUP_MEMBER_PRICES: Record<GroupOrderType, readonly PriceType[]> = {
  BRACKETED: ['LIMIT', 'LIMIT', 'STOP'],
  ONE_CANCELS_ALL: ['LIMIT', 'STOP'],
  ONE_TRIGGERS_ALL: ['LIMIT', 'LIMIT', 'STOP'],
  ONE_TRIGGERS_OCO: ['MARKET', 'LIMIT', 'STOP_LIMIT'],
  CONTINGENT: ['MARKET', 'LIMIT'],
};

function memberStatus(type: GroupOrderType, index: number, first: OrderStatus): OrderStatus {
  if (index === 0 || first !== 'EXECUTED') return first;
  return type === 'ONE_CANCELS_ALL' || (type === 'BRACKETED' && index === 2) ? 'CANCELLED' : 'OPEN';
}

/** Builds the entry a plan describes. */
export function buildEntry(plan: EntryPlan, slot: EntrySlot, random: Random): ListEntry {
  const instrument = pickInstrument(random, slot.seed);
  if (plan.kind !== 'GROUP') {
    const legs = legsFor(plan, slot, instrument, random);
    const order = makeOrder(slot.key, plan, plan.priceType, plan.finalStatus, slot, legs, instrument, random);
    return { seq: slot.seq, key: slot.key, placedAt: slot.placedAt, orders: [order] };
  }
  const prices = GROUP_MEMBER_PRICES[plan.groupType];
  const orders = prices.map((priceType, i) => {
    const legs = [equityLeg(1, i === 0 ? 'BUY' : 'SELL', instrument, random.int(1, 20) * 10, random)];
    return makeOrder(slot.key + 1 + i, plan, priceType, memberStatus(plan.groupType, i, plan.finalStatus), slot, legs, instrument, random);
  });
  return {
    seq: slot.seq,
    key: slot.key,
    placedAt: slot.placedAt,
    orders,
    group: { groupOrderId: slot.key, groupOrderType: plan.groupType },
  };
}
