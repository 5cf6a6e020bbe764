/**
 * The rules every simulated order obeys, in this one folder behind this one entry point
 * (docs/demo-broker.md, "Orders that obey their rules"). An order trades only at the points of its
 * session's price grid (../order-market.ts gives the order's own price there: a stock's last
 * trade, an option's premium, a spread's net), so each fill is a time and a price the underlier
 * was at:
 *
 * - a market order fills at the first point it reaches the market; a limit order at the first
 *   point whose price is its limit or better (a buy at or under it, a sell at or over it);
 * - a stop triggers at the first point the price reaches it (a sell stop at or under, a buy stop at
 *   or over) and then fills there as a market order; a stop-limit, once triggered, fills only at a
 *   point within its limit; a trailing stop trails the best price since it went out; a bracket's
 *   trigger must be reached before its stop works;
 * - a contingent order works once its condition (the underlier at or over, at or under a price) holds;
 * - fill-or-kill fills whole at once or is cancelled at once; immediate-or-cancel fills what it can
 *   at once and cancels the rest at once (never "cancel requested");
 * - on-open orders trade at the open only and on-close orders at the close only (a limit one not
 *   met there expires there); an on-open order placed after the open is refused;
 * - a day order still working at the close expires at the close; a good-until-cancelled one lives on;
 * - a working order the trader cancels is "cancel requested", then cancelled, unless it filled first.
 *
 * Group orders run their members through the same rules (group-rules.ts): a member of a
 * one-triggers group goes out only when the first member fills, and one-cancels-other members are
 * cancelled the instant another fills. single-order.ts runs one order, price-rules.ts holds the
 * price checks, rule-types.ts what the rules read and say.
 */
export { runGroup } from './group-rules.ts';
export { ON_CLOSE_CUTOFF_MS } from './price-rules.ts';
export type { OrderIntent, OrderOutcome, RuleOrder, Side, TradePoints } from './rule-types.ts';
export { runOrder } from './single-order.ts';
