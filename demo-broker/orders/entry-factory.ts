/**
 * Turns an entry plan into concrete orders: legs, a draft of each order (order-draft.ts), and
 * what the market made of them by the rules (rules/index.ts) on the underlier's path
 * (order-market.ts); a fill reprices the legs where it happened. Group orders get two or three
 * member orders whose type is the group type: a one-triggers group sends its later members when
 * its first fills, and one-cancels-other members cancel the others when one fills.
 */
import type { GroupOrderType, OrderAction, OrderStatus, PriceType } from '../../shared/spec-constants.ts';
import type { Random } from '../market/seeded-random.ts';
import type { EntryPlan } from './coverage-plan.ts';
import { conditionOf, draftOrder, eagernessOf, strategyOf, type EntrySlot } from './order-draft.ts';
import { legPricesAt } from './order-market.ts';
import { equityLeg, nextMonthlyExpiry, optionLeg, pickInstrument, type Instrument } from './order-legs.ts';
import type { LegSpec, ListEntry, OrderSpec } from './order-model.ts';
import { runGroup, runOrder, type OrderOutcome, type TradePoints } from './rules/index.ts';
import { strategyLegs } from './strategy-orders.ts';

const EQUITY_ACTIONS: readonly OrderAction[] = ['BUY', 'SELL', 'BUY_TO_COVER', 'SELL_SHORT'];
const OPTION_ACTIONS: readonly OrderAction[] = ['BUY_OPEN', 'SELL_OPEN', 'BUY_CLOSE', 'SELL_CLOSE'];

/**
 * A single leg's action: the day cycles through them on a margin account; a cash or retirement
 * account only buys stock and opens long options or cash-secured puts (what it sells is the exits
 * of what its groups bought).
 */
function singleAction(plan: EntryPlan, slot: EntrySlot, callPut: 'CALL' | 'PUT'): OrderAction {
  const option = plan.kind === 'OPTN' || plan.kind === 'ADVANCE_OPTN';
  if (slot.cashOnly !== true) return (option ? OPTION_ACTIONS : EQUITY_ACTIONS)[slot.seq % 4] as OrderAction;
  if (!option) return 'BUY';
  return callPut === 'PUT' && slot.seq % 2 === 1 ? 'SELL_OPEN' : 'BUY_OPEN';
}

function legsFor(plan: EntryPlan, slot: EntrySlot, instrument: Instrument, random: Random): LegSpec[] {
  const shares = random.int(1, 60) * 5;
  const contracts = random.int(1, 20);
  const expiry = slot.optionExpiry;
  const callPut = random.chance(0.5) ? 'CALL' : 'PUT';
  const strategy = strategyOf(plan, slot);
  if (strategy !== undefined) {
    const context = { instrument, expiry, laterExpiry: nextMonthlyExpiry(expiry.year, expiry.month), placedAt: slot.placedAt, seed: slot.seed };
    return strategyLegs(strategy, context, contracts, random);
  }
  switch (plan.kind) {
    case 'OPTN':
    case 'ADVANCE_OPTN':
      return [optionLeg(1, singleAction(plan, slot, callPut), instrument, expiry, callPut, random.int(-4, 4), contracts, slot.seed, slot.placedAt)];
    default:
      return [equityLeg(1, singleAction(plan, slot, callPut), instrument, shares, random)];
  }
}

/** Reprices an order's legs at its fill: each leg's price at the point it filled. */
function repriceAtFill(legs: LegSpec[], outcome: OrderOutcome, points: TradePoints, seed: number): void {
  const fill = outcome.fills[0];
  if (fill === undefined) return;
  const spot = points.underlier(fill.index);
  const prices = legs.length === 1 ? [fill.price] : legPricesAt(legs, spot, fill.at, seed);
  legs.forEach((leg, i) => {
    leg.fillPrice = prices[i] ?? leg.fillPrice;
  });
}

/** Puts an outcome on the order: its timeline, when it went out, its legs' prices at the fill. */
function settle(spec: OrderSpec, outcome: OrderOutcome, points: TradePoints, seed: number): OrderSpec {
  spec.timeline = outcome.timeline;
  if (outcome.sentAt !== undefined) spec.sentAt = outcome.sentAt;
  repriceAtFill(spec.legs, outcome, points, seed);
  return spec;
}

const GROUP_MEMBER_PRICES: Record<GroupOrderType, readonly PriceType[]> = {
  BRACKETED: ['LIMIT', 'LIMIT', 'STOP'],
  ONE_CANCELS_ALL: ['LIMIT', 'STOP'],
  ONE_TRIGGERS_ALL: ['LIMIT', 'LIMIT', 'STOP'],
  ONE_TRIGGERS_OCO: ['MARKET', 'LIMIT', 'STOP_LIMIT'],
  CONTINGENT: ['MARKET', 'LIMIT'],
};

/** A group's members, run as the group type says (rules/group-rules.ts). */
function groupOrders(plan: EntryPlan, slot: EntrySlot, instrument: Instrument, random: Random): OrderSpec[] {
  const type = plan.groupType;
  const lots = random.int(1, 10);
  // The entry buys; a one-triggers group's later members sell what it bought (a one-triggers-all
  // group half each, as scaled exits); one-cancels-all members are the two exits of one holding.
  const memberLegs = GROUP_MEMBER_PRICES[type].map((_, i) => {
    // A cash or retirement account's one-cancels-all pair are two ways into one purchase (a buy
    // limit under the market, a buy stop over it), as it cannot sell what it may not hold.
    const buys = type === 'CONTINGENT' || (type === 'ONE_CANCELS_ALL' && slot.cashOnly === true);
    const action: OrderAction = buys || (i === 0 && type !== 'ONE_CANCELS_ALL') ? 'BUY' : 'SELL';
    const quantity = type === 'ONE_TRIGGERS_ALL' && i > 0 ? lots * 10 : lots * 20;
    return [equityLeg(1, action, instrument, quantity, random)];
  });
  const drafts = GROUP_MEMBER_PRICES[type].map((priceType, i) => {
    // Later members are exits: a profit-taking limit over the entry's price and a protective stop under it.
    const status: OrderStatus = i === 0 ? plan.finalStatus : 'OPEN';
    return draftOrder(
      {
        orderId: slot.key + 1 + i,
        plan,
        priceType,
        status,
        legs: memberLegs[i] as LegSpec[],
        instrument,
        placedAt: slot.placedAt,
        term: plan.term,
        ...(type === 'CONTINGENT' ? { condition: conditionOf(instrument, eagernessOf(plan.finalStatus), random) } : {}),
      },
      slot,
      random,
    );
  });
  const outcomes = runGroup(type, drafts, slot.placedAt, slot.dayEnd, random);
  return drafts.map((d, i) => {
    // A triggered group's exits were priced against the entry's fill.
    d.spec.prices = d.rule.prices;
    return settle(d.spec, outcomes[i] as OrderOutcome, d.points, slot.seed);
  });
}

/** Builds the entry a plan describes. */
export function buildEntry(plan: EntryPlan, slot: EntrySlot, random: Random): ListEntry {
  const instrument = pickInstrument(random, slot.seed, slot.dayNumber, slot.placedAt);
  if (plan.kind !== 'GROUP') {
    const legs = legsFor(plan, slot, instrument, random);
    const condition = plan.kind === 'CONTINGENT' ? conditionOf(instrument, eagernessOf(plan.finalStatus), random) : undefined;
    const draft = draftOrder(
      {
        orderId: slot.key,
        plan,
        priceType: plan.priceType,
        status: plan.finalStatus,
        legs,
        instrument,
        placedAt: slot.placedAt,
        term: plan.term,
        ...(condition === undefined ? {} : { condition }),
      },
      slot,
      random,
    );
    const outcome = runOrder(draft.rule, draft.points, draft.intent, { sentAt: slot.placedAt, dayEnd: slot.dayEnd });
    return { seq: slot.seq, key: slot.key, placedAt: slot.placedAt, orders: [settle(draft.spec, outcome, draft.points, slot.seed)] };
  }
  return {
    seq: slot.seq,
    key: slot.key,
    placedAt: slot.placedAt,
    orders: groupOrders(plan, slot, instrument, random),
    group: { groupOrderId: slot.key, groupOrderType: plan.groupType },
  };
}
