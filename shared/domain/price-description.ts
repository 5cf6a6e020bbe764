/**
 * The human reading of an order's price, per price type, following the price-field rules of
 * docs/platform/legacy-api.md, "Price fields": which of limitPrice, stopPrice, stopLimitPrice,
 * trailPrice, initialStopPrice and the trigger prices a price type uses, and how equity and option
 * orders differ for STOP_LIMIT.
 */
import { CONDITION_TYPES, type ConditionType, type PriceType } from '../spec-constants.ts';
import { isKnown } from './open-enum.ts';
import type { OrderFields } from './orders.ts';

/** The fields of an order that its price description reads. */
export type PriceFields = Pick<
  OrderFields,
  | 'priceType'
  | 'orderType'
  | 'limitPrice'
  | 'stopPrice'
  | 'stopLimitPrice'
  | 'bracketLimitPrice'
  | 'initialStopPrice'
  | 'trailPrice'
  | 'triggerPrice'
  | 'conditionPrice'
  | 'conditionSymbol'
  | 'conditionType'
  | 'conditionFollowPrice'
> & {
  /** Only whether a leg is an option leg matters here. */
  legs: readonly { option: unknown }[];
};

/**
 * Prices as the platform quotes them: at least two decimals, up to four when the value has them
 * (sub-penny option prices), never a float artefact like 0.30000000000000004.
 */
export const formatPrice = (value: number): string => {
  // Integer arithmetic on ten-thousandths: toFixed is the slow part of describing 1,000 orders.
  const units = Math.round(Math.abs(value) * 10_000);
  if (!Number.isSafeInteger(units)) return value.toFixed(2);
  const whole = Math.floor(units / 10_000);
  const fraction = units % 10_000;
  const sign = value < 0 && units !== 0 ? '-' : '';
  let decimals = String(fraction).padStart(4, '0');
  if (fraction % 100 === 0) decimals = decimals.slice(0, 2);
  else if (fraction % 10 === 0) decimals = decimals.slice(0, 3);
  return `${sign}${whole}.${decimals}`;
};

/**
 * The legacy endpoint fills unused price fields with 0, so where a price is optional or one of
 * several candidates, 0 counts as not given.
 */
const given = (value: number | null): number | null => (value === 0 ? null : value);

const priced = (label: string, value: number | null): string => (value === null ? `${label} (no price)` : `${label} ${formatPrice(value)}`);

const OPTION_ORDER_TYPES: ReadonlySet<string> = new Set(['OPTN', 'ADVANCE_OPTN', 'SPREADS']);

const isOptionOrder = (o: PriceFields): boolean => (o.orderType !== null && OPTION_ORDER_TYPES.has(o.orderType)) || o.legs.some((leg) => leg.option !== null);

/**
 * Option orders carry the limit of a stop-limit in stopLimitPrice, equity orders in limitPrice
 * (docs/platform/legacy-api.md, "Price fields").
 */
const stopLimit = (o: PriceFields): string => {
  if (isOptionOrder(o)) {
    const limit = given(o.stopLimitPrice) ?? o.limitPrice;
    return given(o.stopPrice) === null ? priced('Stop limit', limit) : `${priced('Stop', o.stopPrice)} / ${priced('Limit', limit)}`;
  }
  return `${priced('Stop', o.stopPrice)} / ${priced('Limit', given(o.limitPrice) ?? o.stopLimitPrice)}`;
};

/** Initial stop and the stop as it stands now, when the provider says them. */
const stopLevels = (o: PriceFields, extra: string[] = []): string => {
  const parts = [...extra];
  const initial = given(o.initialStopPrice);
  const now = given(o.stopPrice);
  if (initial !== null) parts.push(`initial stop ${formatPrice(initial)}`);
  if (now !== null) parts.push(`now ${formatPrice(now)}`);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
};

/**
 * trailPrice is a fixed dollar amount for dollar trailing stops (docs/platform/legacy-api.md,
 * "Price fields").
 */
const dollarTrailing = (o: PriceFields): string => `${o.trailPrice === null ? 'Trailing stop' : `Trailing stop $${formatPrice(o.trailPrice)}`}${stopLevels(o)}`;

/** For percentage trailing stops trailPrice is the price the percentage stands for, not a percent. */
const percentTrailing = (o: PriceFields): string =>
  `Percentage trailing stop${stopLevels(o, o.trailPrice === null ? [] : [`trail ${formatPrice(o.trailPrice)}`])}`;

const hiddenStop = (o: PriceFields): string => priced('Hidden stop', o.stopPrice);

/** bracketLimitPrice is the lower trigger on a buy, the upper one on a sale; triggerPrice otherwise. */
const trigger = (o: PriceFields): number | null => given(o.bracketLimitPrice) ?? given(o.triggerPrice);
const lowerTrigger = (o: PriceFields, first: string): string => `${first} / ${priced('Lower trigger', trigger(o))}`;
const upperTrigger = (o: PriceFields, second: string): string => `${priced('Upper trigger', trigger(o))} / ${second}`;

const DESCRIBERS: Readonly<Record<PriceType, (o: PriceFields) => string>> = {
  MARKET: () => 'Market',
  LIMIT: (o) => priced('Limit', o.limitPrice),
  STOP: (o) => priced('Stop', o.stopPrice),
  STOP_LIMIT: stopLimit,
  TRAILING_STOP_CNST: dollarTrailing,
  TRAILING_STOP_PRCT: percentTrailing,
  TRAILING_STOP_CNST_BY_LOWER_TRIGGER: (o) => lowerTrigger(o, dollarTrailing(o)),
  TRAILING_STOP_PRCT_BY_LOWER_TRIGGER: (o) => lowerTrigger(o, percentTrailing(o)),
  UPPER_TRIGGER_BY_TRAILING_STOP_CNST: (o) => upperTrigger(o, dollarTrailing(o)),
  UPPER_TRIGGER_BY_TRAILING_STOP_PRCT: (o) => upperTrigger(o, percentTrailing(o)),
  HIDDEN_STOP: hiddenStop,
  HIDDEN_STOP_BY_LOWER_TRIGGER: (o) => lowerTrigger(o, hiddenStop(o)),
  UPPER_TRIGGER_BY_HIDDEN_STOP: (o) => upperTrigger(o, hiddenStop(o)),
  NET_DEBIT: (o) => priced('Net debit', o.limitPrice),
  NET_CREDIT: (o) => priced('Net credit', o.limitPrice),
  NET_EVEN: () => 'Net even',
  MARKET_ON_OPEN: () => 'Market on open',
  MARKET_ON_CLOSE: () => 'Market on close',
  LIMIT_ON_OPEN: (o) => `${priced('Limit', o.limitPrice)} on open`,
  LIMIT_ON_CLOSE: (o) => `${priced('Limit', o.limitPrice)} on close`,
};

/** An unknown price type is shown by its own word, with whatever prices came with it. */
const unknownPriceType = (o: PriceFields, word: string): string => {
  const candidates: [string, number | null][] = [
    ['limit', o.limitPrice],
    ['stop', o.stopPrice],
    ['stop limit', o.stopLimitPrice],
    ['trail', o.trailPrice],
  ];
  const prices = candidates.flatMap(([label, value]) => {
    const price = given(value);
    return price === null ? [] : [`${label} ${formatPrice(price)}`];
  });
  return prices.length === 0 ? word : `${word} (${prices.join(', ')})`;
};

const CONDITION_OPERATORS: Readonly<Record<ConditionType, string>> = { CONTINGENT_GTE: '≥', CONTINGENT_LTE: '≤' };

/** Conditional orders wait for another symbol's price: ", if IBM LAST ≥ 150.00". */
const conditionSuffix = (o: PriceFields): string => {
  if (o.conditionType === null && o.conditionPrice === null) return '';
  // Only the documented words are looked up: any other word (even "constructor") is shown as it
  // came.
  const operator = o.conditionType === null ? 'at' : isKnown(CONDITION_TYPES, o.conditionType) ? CONDITION_OPERATORS[o.conditionType] : o.conditionType;
  const subject = [o.conditionSymbol ?? 'condition', o.conditionFollowPrice ?? 'price'].join(' ');
  return `, if ${subject} ${o.conditionPrice === null ? operator : `${operator} ${formatPrice(o.conditionPrice)}`}`;
};

/**
 * The price of an order in words, e.g. "Limit 12.50", "Stop 9.00 / Limit 8.90", "Net debit 1.25",
 * "Trailing stop $0.50 (now 101.20)". A price the type needs but the order lacks reads "(no price)".
 */
export const describePrice = (o: PriceFields): string => {
  const type = o.priceType;
  if (type === null) return 'Price type not given';
  const describe = Object.hasOwn(DESCRIBERS, type) ? DESCRIBERS[type as PriceType] : undefined;
  return (describe === undefined ? unknownPriceType(o, type) : describe(o)) + conditionSuffix(o);
};
