/**
 * Turns an entry plan into concrete orders: legs, prices, condition, and what the market made of
 * them. The plan's status is the trader's intent (to fill now, to wait, to cancel, a refusal);
 * order-rules.ts decides what happens on the underlier's path (order-market.ts), and a fill
 * reprices the legs where it happened. Group orders get two or three member orders whose type is
 * the group type: a one-triggers group sends its later members when its first fills, and
 * one-cancels-other members cancel the others when one fills.
 */
import type { GroupOrderType, OrderAction, OrderStatus, OrderTerm, PriceType } from '../../shared/spec-constants.ts';
import { cents, type Random } from '../market/seeded-random.ts';
import type { EntryPlan } from './coverage-plan.ts';
import type { DemoStrategy } from './demo-strategies.ts';
import { legPricesAt, netAt, tradePoints } from './order-market.ts';
import { equityLeg, nextMonthlyExpiry, optionLeg, pickInstrument, type Instrument } from './order-legs.ts';
import type { LegSpec, ListEntry, OrderCondition, OrderSpec } from './order-model.ts';
import { priceFields, type Eagerness } from './order-prices.ts';
import { ON_CLOSE_CUTOFF_MS, runOrder, type OrderIntent, type OrderOutcome, type RuleOrder, type Side, type TradePoints } from './order-rules.ts';
import { netLimit, strategyLegs } from './strategy-orders.ts';

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

const EQUITY_ACTIONS: readonly OrderAction[] = ['BUY', 'SELL', 'BUY_TO_COVER', 'SELL_SHORT'];
const OPTION_ACTIONS: readonly OrderAction[] = ['BUY_OPEN', 'SELL_OPEN', 'BUY_CLOSE', 'SELL_CLOSE'];

/** Strategies with an uncovered short call, which only a margin account (options level 4) may hold. */
const UNCOVERED: ReadonlySet<DemoStrategy> = new Set(['strangle', 'ratio-spread']);

/**
 * What a multi-leg entry trades: a buy-write is a covered call, a net-even spread a risk reversal;
 * a cash or retirement account trades a long straddle for a short strangle and a debit vertical
 * for a ratio spread.
 */
function strategyOf(plan: EntryPlan, slot: Pick<EntrySlot, 'cashOnly'>): DemoStrategy | undefined {
  if (plan.kind === 'BUY_WRITES') return 'covered-call';
  if (plan.kind !== 'SPREADS') return undefined;
  if (plan.priceType === 'NET_EVEN') return 'custom';
  if (slot.cashOnly === true && UNCOVERED.has(plan.strategy)) return plan.strategy === 'strangle' ? 'straddle' : 'call-debit-vertical';
  return plan.strategy;
}

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

const eagernessOf = (status: OrderStatus): Eagerness => (status === 'EXECUTED' ? 'eager' : 'patient');

/** A contingent order's condition: the underlier a little past its price (eager) or further (patient). */
function conditionOf(instrument: Instrument, eagerness: Eagerness, random: Random): OrderCondition {
  const up = random.chance(0.5);
  const away = eagerness === 'eager' ? 0.001 + 0.002 * random.next() : 0.01 + 0.02 * random.next();
  return {
    conditionSymbol: instrument.symbol,
    conditionPrice: cents(instrument.spot * (up ? 1 + away : 1 - away)),
    conditionType: up ? 'CONTINGENT_GTE' : 'CONTINGENT_LTE',
    conditionFollowPrice: random.pick(['ASK', 'BID', 'LAST'] as const),
  };
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

/** The order's price as the rules see it when placed: a stock's last trade, an option's premium, a spread's net. */
function referenceOf(legs: readonly LegSpec[]): number {
  if (legs.length === 1) return legs[0]?.fillPrice ?? 0;
  return netAt(legs, (leg) => leg.fillPrice);
}

/** Everything an order needs but its window in the day. */
interface Draft {
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

function draftOrder(draft: Draft, slot: EntrySlot, random: Random): { spec: OrderSpec; rule: RuleOrder; points: TradePoints; intent: OrderIntent } {
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

/** Whether a group's later members wait for its first to fill, and whether they cancel one another. */
const TRIGGERS: ReadonlySet<GroupOrderType> = new Set(['ONE_TRIGGERS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED']);
const CANCEL_OTHERS: ReadonlySet<GroupOrderType> = new Set(['ONE_CANCELS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED']);

/** When an order stopped working without filling (its last step), or undefined while it works. */
function endedAt(outcome: OrderOutcome): number | undefined {
  const last = outcome.timeline[outcome.timeline.length - 1];
  if (last === undefined || last.status === 'OPEN' || last.status === 'CANCEL_REQUESTED') return undefined;
  return last.at;
}

/** A group's members, run as the group type says. */
function groupOrders(plan: EntryPlan, slot: EntrySlot, instrument: Instrument, random: Random): OrderSpec[] {
  const type = plan.groupType;
  const lots = random.int(1, 10);
  const triggers = TRIGGERS.has(type);
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
  const [head, ...rest] = drafts;
  if (head === undefined) return [];
  if (!triggers) {
    // All out at once; in a one-cancels-all group the first fill cancels the others.
    const outcomes = drafts.map((d) => runOrder(d.rule, d.points, d.intent, { sentAt: slot.placedAt, dayEnd: slot.dayEnd }));
    if (CANCEL_OTHERS.has(type)) cancelOthers(drafts, outcomes, slot.placedAt, slot.dayEnd);
    return drafts.map((d, i) => settle(d.spec, outcomes[i] as OrderOutcome, d.points, slot.seed));
  }
  const first = runOrder(head.rule, head.points, head.intent, { sentAt: slot.placedAt, dayEnd: slot.dayEnd });
  settle(head.spec, first, head.points, slot.seed);
  const fill = first.fills[first.fills.length - 1];
  const filledAt = first.timeline.find((step) => step.status === 'EXECUTED')?.at;
  if (fill === undefined || filledAt === undefined) {
    // Never triggered: held back, and ended with the first when it ends.
    const ended = endedAt(first);
    const outcomes = rest.map((d) =>
      runOrder(d.rule, d.points, d.intent, { sentAt: undefined, dayEnd: slot.dayEnd, ...(ended === undefined ? {} : { cancelledBy: ended }) }),
    );
    return [head.spec, ...rest.map((d, i) => settle(d.spec, outcomes[i] as OrderOutcome, d.points, slot.seed))];
  }
  // Triggered: the exits are priced against the entry's fill and go out the instant it completes.
  const exits = rest.map((d, i) => {
    const prices = exitPrices(d.rule.priceType, fill.price, i === 0, random);
    d.spec.prices = prices;
    d.rule.prices = prices;
    return d;
  });
  const outcomes = exits.map((d) => runOrder(d.rule, d.points, d.intent, { sentAt: filledAt, dayEnd: slot.dayEnd }));
  if (CANCEL_OTHERS.has(type)) cancelOthers(exits, outcomes, filledAt, slot.dayEnd);
  return [head.spec, ...exits.map((d, i) => settle(d.spec, outcomes[i] as OrderOutcome, d.points, slot.seed))];
}

/** The exits' prices from the entry's fill: a profit-taking sell limit over it, a protective sell stop under it. */
function exitPrices(priceType: PriceType, entry: number, profit: boolean, random: Random): OrderSpec['prices'] {
  const away = (low: number, high: number): number => (low + random.next() * (high - low)) / 100;
  if (priceType === 'LIMIT') return { limitPrice: cents(entry * (1 + (profit ? away(0.3, 1.5) : away(1.5, 3)))) };
  const stopPrice = cents(entry * (1 - away(0.4, 1.5)));
  if (priceType === 'STOP_LIMIT') return { stopPrice, limitPrice: cents(stopPrice * (1 - 0.005)) };
  return { stopPrice };
}

/** One-cancels-other: the first member to fill cancels the others that have not filled, the instant it fills. */
function cancelOthers(drafts: ReturnType<typeof draftOrder>[], outcomes: OrderOutcome[], sentAt: number, dayEnd: number): void {
  const fillTime = (outcome: OrderOutcome): number => outcome.fills[0]?.at ?? Infinity;
  let winner = -1;
  outcomes.forEach((outcome, i) => {
    if (fillTime(outcome) < (winner === -1 ? Infinity : fillTime(outcomes[winner] as OrderOutcome))) winner = i;
  });
  if (winner === -1) return;
  const at = fillTime(outcomes[winner] as OrderOutcome) + 300;
  drafts.forEach((d, i) => {
    if (i !== winner) outcomes[i] = runOrder(d.rule, d.points, d.intent, { sentAt, dayEnd, cancelledBy: at });
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
