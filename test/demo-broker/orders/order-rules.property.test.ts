/**
 * Every order of many seeded demo days obeys its rules (docs/demo-broker.md, "Orders that obey
 * their rules"), checked against the simulated underlier's path itself: each fill is a point of
 * the path (its instant on the session's grid, its price the stock's last trade there or the
 * chain model's premium at that point), a limit fills at its limit or better, a stop only after the
 * price reached it, fill-or-kill whole or not at all, immediate-or-cancel at once, on-open at the
 * open and on-close at the close, day orders done by the close, good-until-cancelled orders never
 * expired, one-triggers members out only after their first member filled, one-cancels-other
 * members never both filled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../demo-broker/accounts.ts';
import { easternMidnight } from '../../../demo-broker/eastern-time.ts';
import { isWeekday, sessionOn, type Session } from '../../../demo-broker/market/market-hours.ts';
import { TICK_MS, UnderlierPaths } from '../../../demo-broker/market/underlier-path.ts';
import { COVERAGE_BLOCK } from '../../../demo-broker/orders/coverage-plan.ts';
import { legPremium } from '../../../demo-broker/orders/order-market.ts';
import type { LegSpec, ListEntry, OrderSpec, StatusStep } from '../../../demo-broker/orders/order-model.ts';
import { orderStateAt } from '../../../demo-broker/orders/order-model.ts';
import { TradingDay } from '../../../demo-broker/orders/trading-day.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 2026-01-05, a Monday: the demo days are drawn from the year after it. */
const FIRST_DAY = Math.round(Date.UTC(2026, 0, 5) / DAY);

const midnightOf = (dayNumber: number): number => {
  const date = new Date(dayNumber * DAY);
  return easternMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

/** A demo day as the broker builds it: a day first seen at `anchorHour` New York, or a past day (coverage block skipped). */
function demoDay(seed: number, accountId: string, dayNumber: number, anchorHour: number, fresh: boolean): TradingDay {
  const dayStart = midnightOf(dayNumber);
  return new TradingDay({
    seed,
    accountId,
    historyCount: fresh ? COVERAGE_BLOCK + 12 : 40,
    dayNumber,
    dayStart,
    dayEnd: midnightOf(dayNumber + 1),
    anchor: dayStart + anchorHour * HOUR,
    ...(fresh ? {} : { planOffset: COVERAGE_BLOCK }),
  });
}

const WORKING = new Set(['OPEN', 'CANCEL_REQUESTED']);
const isBuy = (leg: LegSpec): boolean => leg.orderAction.startsWith('BUY');
const netPriced = (order: OrderSpec): boolean => order.priceType === 'NET_DEBIT' || order.priceType === 'NET_CREDIT' || order.priceType === 'NET_EVEN';

/** The instants the order's filled fraction grew. */
const fillSteps = (order: OrderSpec): StatusStep[] => {
  let filled = 0;
  const out: StatusStep[] = [];
  for (const step of order.timeline) {
    if (step.filledFraction > filled) out.push(step);
    filled = step.filledFraction;
  }
  return out;
};

/** A fill instant as the rules record it: an immediate-or-cancel's cancel of the rest comes a moment after its fill. */
const executedAt = (order: OrderSpec): number | undefined => order.timeline.find((step) => step.status === 'EXECUTED')?.at;

/** Checks one order against the path; answers the problems found. */
function problemsOf(order: OrderSpec, day: TradingDay, paths: UnderlierPaths, seed: number): string[] {
  const problems: string[] = [];
  const say = (text: string): void => {
    problems.push(`${order.orderId} ${order.priceType} ${order.orderTerm}: ${text}`);
  };
  const [first] = order.timeline;
  if (first?.status !== 'OPEN' || first.at !== order.placedAt) say('does not start open at its placement');
  for (let i = 1; i < order.timeline.length; i += 1) if ((order.timeline[i]?.at ?? 0) < (order.timeline[i - 1]?.at ?? 0)) say('timeline out of order');
  const session: Session | undefined = isWeekday(day.options.dayNumber) ? sessionOn(day.options.dayNumber) : undefined;
  const legs = order.legs;
  const option = legs.length > 1 || legs[0]?.option !== undefined;
  const stride = option ? 6 * TICK_MS : TICK_MS;
  const fills = fillSteps(order);
  const statuses = new Set(order.timeline.map((step) => step.status));
  const symbol = legs[0]?.symbol ?? '';
  const gridAt = (at: number): number =>
    session === undefined ? Number.NaN : (paths.gridPrices(symbol, session)[(at - session.open) / TICK_MS] ?? Number.NaN);
  const priceAt = (at: number): number => {
    const spot = gridAt(at);
    if (legs.length === 1) {
      const leg = legs[0] as LegSpec;
      return leg.option === undefined ? spot : legPremium(leg, spot, at, seed);
    }
    return Number.NaN;
  };
  // Where each fill happened: on the session's grid, at a price the path gives there.
  for (const step of fills) {
    // An immediate-or-cancel's part fill is recorded at the fill, its cancel of the rest just after.
    const at = step.at;
    if (session === undefined) {
      say('filled on a day without a session');
      continue;
    }
    if (at < session.open || at > session.close || (at - session.open) % stride !== 0) {
      say(`filled at ${new Date(at).toISOString()}, off the session's grid`);
      continue;
    }
    const spot = gridAt(at);
    for (const leg of legs) {
      const expected = leg.option === undefined ? spot : legPremium(leg, spot, at, seed);
      if (Math.abs(expected - leg.fillPrice) > 0.005) say(`leg ${leg.legNumber} filled at ${leg.fillPrice}, the path says ${expected}`);
    }
  }
  if (fills.length === 2 && legs.length === 1 && Math.abs(priceAt(fills[0]?.at ?? 0) - priceAt(fills[1]?.at ?? 0)) > 0.005)
    say('its two parts filled at different prices');
  // The limit.
  const price = legs.length === 1 ? (legs[0]?.fillPrice ?? 0) : legs.reduce((net, leg) => net + (isBuy(leg) ? 1 : -1) * leg.fillPrice * weight(leg, legs), 0);
  if (fills.length > 0) {
    const { limitPrice, stopLimitPrice, stopPrice } = order.prices;
    const buy = legs[0] !== undefined && isBuy(legs[0]);
    if (netPriced(order)) {
      const limit = order.priceType === 'NET_EVEN' ? 0 : order.priceType === 'NET_CREDIT' ? -(limitPrice ?? 0) : (limitPrice ?? 0);
      if (price > limit + 0.011) say(`net ${price.toFixed(2)} beyond its limit ${limit}`);
    } else {
      const limit =
        order.priceType === 'STOP_LIMIT'
          ? (stopLimitPrice ?? limitPrice)
          : ['LIMIT', 'LIMIT_ON_OPEN', 'LIMIT_ON_CLOSE'].includes(order.priceType)
            ? limitPrice
            : undefined;
      if (limit !== undefined && (buy ? price > limit : price < limit)) say(`filled at ${price} beyond its limit ${limit}`);
      // A stop: the price reached it on the way, at or before the fill.
      if ((order.priceType === 'STOP' || order.priceType === 'STOP_LIMIT' || order.priceType === 'HIDDEN_STOP') && stopPrice !== undefined && session) {
        const from = Math.max(order.sentAt ?? order.placedAt, session.open);
        const to = fills[0]?.at ?? 0;
        let reached = false;
        for (let at = session.open + Math.ceil((from - session.open) / stride) * stride; at <= to; at += stride) {
          const p = priceAt(at);
          if (buy ? p >= stopPrice : p <= stopPrice) reached = true;
        }
        if (!reached) say(`filled without the price reaching its stop ${stopPrice}`);
      }
    }
  }
  // Terms.
  const last = order.timeline[order.timeline.length - 1] as StatusStep;
  if (order.orderTerm === 'FILL_OR_KILL') {
    if (order.timeline.some((step) => step.filledFraction > 0 && step.filledFraction < 1)) say('a fill-or-kill filled in part');
    if (!['EXECUTED', 'CANCELLED', 'REJECTED'].includes(last.status)) say(`a fill-or-kill ends ${last.status}`);
  }
  if (order.orderTerm === 'IMMEDIATE_OR_CANCEL' || order.orderTerm === 'FILL_OR_KILL') {
    if (statuses.has('CANCEL_REQUESTED')) say('an immediate order waited in cancel requested');
    if (WORKING.has(last.status)) say('an immediate order still works');
    const arrival = Math.max(order.sentAt ?? order.placedAt, session?.open ?? 0);
    if (order.sentAt !== undefined && last.at - arrival > 2 * 60_000 && session && order.placedAt < session.close) say('an immediate order took minutes');
  }
  if (order.orderTerm === 'GOOD_UNTIL_CANCEL' && statuses.has('EXPIRED')) say('a good-until-cancelled order expired');
  if (order.orderTerm !== 'GOOD_UNTIL_CANCEL' && session !== undefined && order.placedAt < session.close) {
    // Done by the close (one placed in its last seconds a moment after it, when it reaches the market).
    const atClose = orderStateAt(order, session.close + 10_000).status;
    if (WORKING.has(atClose) && !(statuses.has('CANCEL_REQUESTED') && last.status === 'CANCELLED')) say(`a day order still ${atClose} after the close`);
  }
  // On the open, on the close.
  const onOpen = order.priceType === 'MARKET_ON_OPEN' || order.priceType === 'LIMIT_ON_OPEN';
  const onClose = order.priceType === 'MARKET_ON_CLOSE' || order.priceType === 'LIMIT_ON_CLOSE';
  if (onOpen && fills.some((step) => step.at !== session?.open)) say('an on-open order filled away from the open');
  if (onClose && fills.some((step) => step.at !== session?.close)) say('an on-close order filled away from the close');
  if (onOpen && session && order.placedAt >= session.open && !statuses.has('REJECTED')) say('an on-open order placed after the open was taken');
  return problems;
}

/** A leg's share of one spread. */
function weight(leg: LegSpec, legs: readonly LegSpec[]): number {
  const lots = (item: LegSpec): number => (item.option === undefined ? item.orderedQuantity / 100 : item.orderedQuantity);
  return lots(leg) / Math.min(...legs.map(lots));
}

/** The group rules of one entry. */
function groupProblems(entry: ListEntry): string[] {
  const group = entry.group;
  if (group === undefined) return [];
  const problems: string[] = [];
  const [head, ...rest] = entry.orders;
  if (head === undefined) return ['an empty group'];
  const filled = (order: OrderSpec): boolean => order.timeline.some((step) => step.filledFraction > 0);
  const triggers = ['ONE_TRIGGERS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED'].includes(group.groupOrderType);
  if (triggers) {
    const trigger = executedAt(head);
    for (const member of rest) {
      if (trigger === undefined) {
        if (member.sentAt !== undefined || filled(member))
          problems.push(`${group.groupOrderId}: member ${member.orderId} went out though the first never filled`);
      } else {
        if (member.sentAt !== trigger)
          problems.push(`${group.groupOrderId}: member ${member.orderId} went out at ${member.sentAt}, the first filled at ${trigger}`);
        const fillAt = fillSteps(member)[0]?.at;
        if (fillAt !== undefined && fillAt < trigger) problems.push(`${group.groupOrderId}: member ${member.orderId} filled before the first`);
      }
    }
  }
  const others =
    group.groupOrderType === 'ONE_CANCELS_ALL'
      ? entry.orders
      : group.groupOrderType === 'ONE_TRIGGERS_ALL' || group.groupOrderType === 'CONTINGENT'
        ? []
        : rest;
  if (others.filter(filled).length > 1) problems.push(`${group.groupOrderId}: more than one one-cancels-other member filled`);
  return problems;
}

describe('the order rules over seeded demo days', () => {
  it('hold for every order of every day', () => {
    const accounts = DEMO_ACCOUNTS.map((account) => account.accountId);
    let checked = 0;
    const seen = { executed: 0, fok: 0, fokCancelled: 0, triggered: 0, stops: 0, onOpen: 0, onClose: 0, expired: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...accounts),
        fc.integer({ min: 0, max: 364 }),
        fc.constantFrom(9, 10.5, 13, 15.75, 18),
        fc.boolean(),
        (seed, accountId, offset, anchorHour, fresh) => {
          const paths = new UnderlierPaths(seed);
          const day = demoDay(seed, accountId, FIRST_DAY + offset, anchorHour, fresh);
          day.extendTo(day.options.dayEnd);
          const problems: string[] = [];
          for (const entry of day.entries) {
            problems.push(...groupProblems(entry));
            for (const order of entry.orders) {
              problems.push(...problemsOf(order, day, paths, seed));
              checked += 1;
              const status = order.timeline[order.timeline.length - 1]?.status;
              if (status === 'EXECUTED') seen.executed += 1;
              if (status === 'EXPIRED') seen.expired += 1;
              if (order.orderTerm === 'FILL_OR_KILL') {
                seen.fok += 1;
                if (status === 'CANCELLED') seen.fokCancelled += 1;
              }
              if (order.priceType.includes('STOP') && status === 'EXECUTED') seen.stops += 1;
              if (order.priceType.endsWith('_ON_OPEN') && status === 'EXECUTED') seen.onOpen += 1;
              if (order.priceType.endsWith('_ON_CLOSE') && status === 'EXECUTED') seen.onClose += 1;
            }
            if (entry.group && entry.orders.slice(1).some((member) => member.sentAt !== undefined && member.sentAt > entry.placedAt)) seen.triggered += 1;
          }
          expect(problems).toEqual([]);
        },
      ),
      { seed: 20_261_202, numRuns: 60 },
    );
    // The rules were exercised, not dodged.
    expect(checked).toBeGreaterThan(2_000);
    for (const [what, count] of Object.entries(seen)) expect({ what, some: count > 0 }).toEqual({ what, some: true });
  }, 120_000);
});
