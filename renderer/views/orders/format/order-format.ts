/**
 * Words and numbers of the orders table: the provider's enumerations as a trader reads them,
 * quantities, money and times in New York (the trading day's zone) with the local time on hover.
 */
import { formatShortExpiry } from '../../../../shared/domain/calendar.ts';
import { formatNewYorkClock, formatNewYorkStamp, newYorkParts } from '../../../../shared/domain/market-time.ts';
import { formatPrice } from '../../../../shared/domain/price-description.ts';
import { actionLabel, labelFrom } from '../../../../shared/domain/order-labels.ts';
import { fillWords, formatQuantity, unitFillFigure } from '../../../../shared/domain/order-words.ts';
import { legUnit, UNIT_SHORT, type QuantityUnit, type UnitQuantity } from '../../../../shared/domain/order-quantities.ts';
import type { Order, OrderLeg } from '../../../../shared/domain/orders.ts';
import { ratioText, spreadsWords, type SpreadQuantity } from '../../../../shared/domain/spread-units.ts';
import { classifyStrategy, type Strategy } from '../../../../shared/domain/strategy.ts';

const GROUP_TYPE_WORDS: Readonly<Record<string, string>> = {
  CONTINGENT: 'Contingent: members wait for a condition',
  ONE_CANCELS_ALL: 'One cancels all: the first fill cancels the others',
  ONE_TRIGGERS_ALL: 'One triggers all: the first fill places the others',
  ONE_TRIGGERS_OCO: 'One triggers OCO: the first fill places a one-cancels-other pair',
  BRACKETED: 'Bracket: an entry with a profit target and a stop',
};

const TERM_LABELS: Readonly<Record<string, string>> = {
  GOOD_FOR_DAY: 'Day',
  GOOD_UNTIL_CANCEL: 'GTC',
  IMMEDIATE_OR_CANCEL: 'IOC',
  FILL_OR_KILL: 'FOK',
};

// The words the terminal says too (order types, actions, statuses) live in shared/domain/order-labels.ts.
export { actionLabel, orderTypeLabel, statusLabel } from '../../../../shared/domain/order-labels.ts';

/** The group type in full words, for a tooltip. */
export const groupTypeWords = (type: string | null): string => (type === null ? 'Group order' : labelFrom(GROUP_TYPE_WORDS, type));
/** "Day", "GTC", "IOC", "FOK". */
export const termLabel = (term: string | null): string => labelFrom(TERM_LABELS, term);

/** Whether an action takes the position up (buy side) rather than down. */
const isBuy = (action: string | null): boolean => action !== null && action.startsWith('BUY');

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "5,793.15"; "—" when not given. */
export const formatMoney = (value: number | null): string => (value === null ? '—' : money.format(value));

/** A price with the platform's decimals ("0.2250"), "—" when not given. */
export const formatLegPrice = (value: number | null): string => (value === null ? '—' : formatPrice(value));

/** The side a leg's action takes; a leg whose action is missing or unknown to us is neither. */
const sideOf = (action: string | null): 'buy' | 'sell' | 'unknown' =>
  action === null || action === '' ? 'unknown' : isBuy(action) ? 'buy' : /^SELL/.test(action) ? 'sell' : 'unknown';

/**
 * What the legs do to the position, one part per side: "Buy 2", "Sell 2", "Sell to close 11" for
 * one leg; the legs summed per side (a group's members' legs, a multi-leg order's that cannot be
 * counted in spreads: `spreadAction`). Shares and contracts are never added: when the
 * legs count both, each figure says its unit ("Buy 1,400 sh", "Sell 14 ct"). The Action column
 * joins the parts with " / " (unit-values.ts) or stacks them in a cell.
 */
export function actionParts(legs: readonly OrderLeg[]): string[] {
  if (legs.length === 0) return ['—'];
  if (legs.length === 1) {
    const leg = legs[0] as OrderLeg;
    return [`${actionLabel(leg.action)} ${formatQuantity(leg.orderedQuantity)}`];
  }
  const sides = { buy: new Map<QuantityUnit, number>(), sell: new Map<QuantityUnit, number>(), unknown: new Map<QuantityUnit, number>() };
  const units = new Set<QuantityUnit>();
  for (const leg of legs) {
    const unit = legUnit(leg);
    units.add(unit);
    const side = sides[sideOf(leg.action)];
    side.set(unit, (side.get(unit) ?? 0) + (leg.orderedQuantity ?? 0));
  }
  const figure = (side: ReadonlyMap<QuantityUnit, number>): string =>
    [...side]
      .filter(([, quantity]) => quantity > 0)
      .map(([unit, quantity]) => (units.size > 1 ? `${formatQuantity(quantity)} ${UNIT_SHORT[unit]}` : formatQuantity(quantity)))
      .join(' + ');
  const parts: string[] = [];
  const [buy, sell, unknown] = [figure(sides.buy), figure(sides.sell), figure(sides.unknown)];
  if (buy !== '') parts.push(`Buy ${buy}`);
  if (sell !== '') parts.push(`Sell ${sell}`);
  if (unknown !== '') parts.push(`${unknown} unspecified`);
  return parts.length === 0 ? [`${legs.length} legs`] : parts;
}

/**
 * A multi-leg order's action counted in spreads (`spreadQuantity` of its legs), in parts: ["14 spreads"], ["5 spreads", "1×2×1"]
 * where the legs' ratio is not 1:1 (the Action column joins them with " · ", a cell stacks them);
 * `null` when its legs cannot be counted so (`spreadQuantity`).
 */
export function spreadAction(spreads: SpreadQuantity | null): string[] | null {
  if (spreads === null) return null;
  const ratio = ratioText(spreads.ratio);
  return ratio === null ? [spreadsWords(spreads.ordered)] : [spreadsWords(spreads.ordered), ratio];
}

/**
 * The Filled cell's text: "3 / 6" when every leg counts the same unit; one line per unit when
 * they do not ("0/1,400 sh", "0/14 ct" for a buy-write), so shares and contracts never add up.
 */
export function fillLines(quantities: readonly UnitQuantity[]): string[] {
  const only = quantities.length === 1 ? quantities[0] : undefined;
  if (quantities.length === 0 || only !== undefined) return [`${formatQuantity(only?.filled ?? 0)} / ${formatQuantity(only?.ordered ?? null)}`];
  return quantities.map((quantity) => unitFillFigure(quantity));
}

/** The Filled cell in words, units spelled out: "0 of 1,400 shares and 0 of 14 contracts filled". */
export function fillTitle(quantities: readonly UnitQuantity[]): string {
  if (quantities.length === 0) return 'No quantities given';
  return `${fillWords(quantities)} filled`;
}

/** The symbols an order trades, once each, in leg order. */
export function orderSymbols(order: Order): string[] {
  const symbols: string[] = [];
  for (const leg of order.legs) {
    const symbol = leg.symbol ?? leg.symbolDescription;
    if (symbol !== null && !symbols.includes(symbol)) symbols.push(symbol);
  }
  return symbols;
}

/**
 * What an order is about: the leg's description, or the strategy its legs make ("KO · Iron
 * condor"; "KO · Custom, 3 legs" when they make none we name).
 */
export function orderDescription(order: Order, strategy: Strategy | null = classifyStrategy(order.legs, order.orderType)): string {
  const first = order.legs[0];
  if (order.legs.length === 1 && first !== undefined) return first.symbolDescription ?? first.symbol ?? '—';
  const symbols = orderSymbols(order);
  const what = strategy === null || strategy.kind === 'custom' ? `${strategy === null ? '' : `${strategy.name}, `}${order.legs.length} legs` : strategy.name;
  return `${symbols.length === 0 ? 'Order' : symbols.join(', ')} · ${what}`;
}

/** "Jul 17 '26" from an ISO day; the provider's text is kept when it is not one. */
export const formatExpiry = formatShortExpiry;

const localStamp = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** "14:03:07": the time of day in New York; a dash when not given. */
export const formatEasternClock = (epochMs: number | null): string => (epochMs === null ? '—' : formatNewYorkClock(epochMs));

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * "2026-06-09 13:53": the New York date, hours and minutes, for a list that spans several days
 * (history); the seconds give way to the date in the same column. The year is always there: a
 * window reaches two years back, and "06-09" alone would not say which June. A dash when not given.
 */
export function formatEasternDayClock(epochMs: number | null): string {
  if (epochMs === null) return '—';
  const p = newYorkParts(epochMs);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)} ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** "2026-06-10 14:03:07": an unambiguous New York stamp for files; empty when not given. */
export const formatEasternStamp = (epochMs: number | null): string => (epochMs === null ? '' : formatNewYorkStamp(epochMs));

/** The hover text of a time: the same instant in the user's own zone. */
export const localTimeTitle = (epochMs: number | null): string | undefined => (epochMs === null ? undefined : `Your time: ${localStamp.format(epochMs)}`);
