/**
 * Group orders through the rules (index.ts): a one-triggers group (one-triggers-all,
 * one-triggers-OCO, bracketed) sends its later members only when its first fills, priced against
 * that fill, and ends them with the first when it never fills; a one-cancels-other set cancels the
 * others the instant one fills; a contingent group sends all at once.
 */
import type { GroupOrderType, PriceType } from '../../../shared/spec-constants.ts';
import { cents, type Random } from '../../market/seeded-random.ts';
import { runOrder } from './single-order.ts';
import type { OrderIntent, OrderOutcome, RuleOrder, TradePoints } from './rule-types.ts';

/** A member of a group, as the rules see it. */
export interface RuleMember {
  rule: RuleOrder;
  points: TradePoints;
  intent: OrderIntent;
}

/** Whether a group's later members wait for its first to fill, and whether they cancel one another. */
const TRIGGERS: ReadonlySet<GroupOrderType> = new Set(['ONE_TRIGGERS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED']);
const CANCEL_OTHERS: ReadonlySet<GroupOrderType> = new Set(['ONE_CANCELS_ALL', 'ONE_TRIGGERS_OCO', 'BRACKETED']);

/** When an order stopped working without filling (its last step), or undefined while it works. */
function endedAt(outcome: OrderOutcome): number | undefined {
  const last = outcome.timeline[outcome.timeline.length - 1];
  if (last === undefined || last.status === 'OPEN' || last.status === 'CANCEL_REQUESTED') return undefined;
  return last.at;
}

/** The exits' prices from the entry's fill: a profit-taking sell limit over it, a protective sell stop under it. */
function exitPrices(priceType: PriceType, entry: number, profit: boolean, random: Random): RuleOrder['prices'] {
  const away = (low: number, high: number): number => (low + random.next() * (high - low)) / 100;
  if (priceType === 'LIMIT') return { limitPrice: cents(entry * (1 + (profit ? away(0.3, 1.5) : away(1.5, 3)))) };
  const stopPrice = cents(entry * (1 - away(0.4, 1.5)));
  if (priceType === 'STOP_LIMIT') return { stopPrice, limitPrice: cents(stopPrice * (1 - 0.005)) };
  return { stopPrice };
}

/** One-cancels-other: the first member to fill cancels the others that have not filled, the instant it fills. */
function cancelOthers(members: readonly RuleMember[], outcomes: OrderOutcome[], sentAt: number, dayEnd: number): void {
  const fillTime = (outcome: OrderOutcome): number => outcome.fills[0]?.at ?? Infinity;
  let winner = -1;
  outcomes.forEach((outcome, i) => {
    if (fillTime(outcome) < (winner === -1 ? Infinity : fillTime(outcomes[winner] as OrderOutcome))) winner = i;
  });
  if (winner === -1) return;
  const at = fillTime(outcomes[winner] as OrderOutcome) + 300;
  members.forEach((m, i) => {
    if (i !== winner) outcomes[i] = runOrder(m.rule, m.points, m.intent, { sentAt, dayEnd, cancelledBy: at });
  });
}

/**
 * Runs a group's members (the first is its entry) placed at `placedAt` as the group type says, and
 * gives each its outcome. A triggered group's later members are repriced against the entry's fill
 * (their `rule.prices` are replaced), with `random` drawing how far.
 */
export function runGroup(type: GroupOrderType, members: readonly RuleMember[], placedAt: number, dayEnd: number, random: Random): OrderOutcome[] {
  const [head, ...rest] = members;
  if (head === undefined) return [];
  if (!TRIGGERS.has(type)) {
    // All out at once; in a one-cancels-all group the first fill cancels the others.
    const outcomes = members.map((m) => runOrder(m.rule, m.points, m.intent, { sentAt: placedAt, dayEnd }));
    if (CANCEL_OTHERS.has(type)) cancelOthers(members, outcomes, placedAt, dayEnd);
    return outcomes;
  }
  const first = runOrder(head.rule, head.points, head.intent, { sentAt: placedAt, dayEnd });
  const fill = first.fills[first.fills.length - 1];
  const filledAt = first.timeline.find((step) => step.status === 'EXECUTED')?.at;
  if (fill === undefined || filledAt === undefined) {
    // Never triggered: held back, and ended with the first when it ends.
    const ended = endedAt(first);
    return [
      first,
      ...rest.map((m) => runOrder(m.rule, m.points, m.intent, { sentAt: undefined, dayEnd, ...(ended === undefined ? {} : { cancelledBy: ended }) })),
    ];
  }
  // Triggered: the exits are priced against the entry's fill and go out the instant it completes.
  rest.forEach((m, i) => {
    m.rule.prices = exitPrices(m.rule.priceType, fill.price, i === 0, random);
  });
  const outcomes = rest.map((m) => runOrder(m.rule, m.points, m.intent, { sentAt: filledAt, dayEnd }));
  if (CANCEL_OTHERS.has(type)) cancelOthers(rest, outcomes, filledAt, dayEnd);
  return [first, ...outcomes];
}
