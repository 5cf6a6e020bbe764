/**
 * One v1 portfolio `Position` (docs/platform/current-api.md, "Portfolio") into the shared Position,
 * from the parsed tree of either format, in one pass. Tolerant where the platform's answer is not
 * confirmed: the view block as `Quick` or `quick` (`Complete`, `OptionsWatch`… likewise), the
 * option fields flat in `Product` or under `Product.options`, a short's quantity and values with
 * either sign, `ivPct` in percent or an `iv` fraction. A cost of 0 and a `dateAcquired` of 0 or
 * below mean "not known".
 */
import { calendarDayNumber } from '../../../../../shared/domain/calendar.ts';
import { toEpochMs } from '../../../../../shared/domain/instant.ts';
import type { Position, PositionOption, PositionSide } from '../../../../../shared/domain/positions.ts';
import { firstNode, readId, readInteger, readNumber, readText, type Node } from '../../common/decode/scalars.ts';
import { readOsiKey } from './osi-key.ts';
import { expiryOf } from './read-v1-order.ts';
import { numberOrNull, readEpochSeconds } from './v1-scalars.ts';

const EMPTY: Node = {};

/** What one wire Position became: a position, or the reason it was left out. */
export type PositionReading = { position: Position; problem?: undefined } | { problem: string; position?: undefined };

/**
 * The position's view block (one per answer: the view asked), under either spelling, the most
 * detailed first when a producer sends several.
 */
const viewBlock = (node: Node): Node => {
  const value =
    node.Complete ??
    node.complete ??
    node.Quick ??
    node.quick ??
    node.OptionsWatch ??
    node.optionsWatch ??
    node.Performance ??
    node.performance ??
    node.Fundamental ??
    node.fundamental;
  return value === undefined ? EMPTY : (firstNode(value, 'view block') ?? EMPTY);
};

/** A money figure that is only known when it is not 0 (the provider's "unknown"). */
const knownAmount = (value: unknown): number | null => {
  const number = readNumber(value);
  return number === undefined || number === 0 ? null : number;
};

/** A figure made negative (0 stays 0, never -0, which would print as "-0.00"). */
const negative = (value: number): number => (value === 0 ? 0 : -Math.abs(value));

/** The figure with the sign of the side: a short's value and cost are negative whatever the wire said. */
const signed = (value: number | null, side: PositionSide): number | null => (value === null || side === 'LONG' ? value : negative(value));

// A Map, so that a word such as "toString" finds nothing.
const CALL_PUT: ReadonlyMap<string, 'CALL' | 'PUT'> = new Map<string, 'CALL' | 'PUT'>([
  ['CALL', 'CALL'],
  ['PUT', 'PUT'],
  ['C', 'CALL'],
  ['P', 'PUT'],
]);

/** Day numbers of the expiry dates seen: a portfolio's options share a few. Emptied if it ever grows large. */
const expiryDays = new Map<string, number>();
const dayNumberOf = (date: string): number => {
  let day = expiryDays.get(date);
  if (day === undefined) {
    if (expiryDays.size >= 4096) expiryDays.clear();
    day = calendarDayNumber(date);
    expiryDays.set(date, day);
  }
  return day;
};

/**
 * Position IDs seen, by their number: a refresh reads the same IDs again, and turning a 12-digit
 * number into text costs more than finding it. Bounded; emptied when full.
 */
const idTexts = new Map<number, string | undefined>();
const positionIdOf = (value: unknown): string | null => {
  if (typeof value !== 'number') return readId(value) ?? null;
  let text = idTexts.get(value);
  if (text === undefined && !idTexts.has(value)) {
    if (idTexts.size >= 65_536) idTexts.clear();
    text = readId(value);
    idTexts.set(value, text);
  }
  return text ?? null;
};

/** The option of a position, or `null` when it is none; the OSI key fills in what Product leaves out. */
const readOption = (node: Node, product: Node): PositionOption | null => {
  const fields = product.options === undefined ? product : (firstNode(product.options, 'options') ?? product);
  const osiKey = readText(node.osiKey) ?? null;
  const typed = readText(fields.callPut);
  const securityType = readText(product.securityType);
  if (osiKey === null && typed === undefined && securityType !== 'OPTN' && securityType !== 'OPTION') return null;
  const year = readInteger(fields.expiryYear);
  const month = readInteger(fields.expiryMonth);
  const day = readInteger(fields.expiryDay);
  const strikeSaid = readNumber(fields.strikePrice);
  let expiry = year !== undefined && month !== undefined && day !== undefined ? expiryOf(year < 100 ? 2000 + year : year, month, day) : null;
  let strike = strikeSaid !== undefined && strikeSaid > 0 ? strikeSaid : null;
  let callPut: string | null = typed === undefined ? null : (CALL_PUT.get(typed.toUpperCase()) ?? typed);
  if (osiKey !== null && (expiry === null || strike === null || callPut === null)) {
    const osi = readOsiKey(osiKey);
    if (osi !== null) {
      expiry ??= osi.date;
      strike ??= osi.strike;
      const key = osiKey.trim();
      callPut ??= CALL_PUT.get(key.charAt(key.length - 9)) ?? null;
    }
  }
  return { osiKey, callPut, expiry, strike };
};

/** The padding of an OSI root: '-' here, a space in the OSI standard. */
const isPadding = (code: number): boolean => code === 0x2d || code === 0x20;

/** The root of an OSI key ("RIOT--210924P00034000" → "RIOT"), or undefined. A loop, not a regex: linear on any text. */
const osiRoot = (osiKey: string | null): string | undefined => {
  if (osiKey === null || readOsiKey(osiKey) === null) return undefined;
  const padded = osiKey.trim().slice(0, -15);
  let end = padded.length;
  while (end > 0 && isPadding(padded.charCodeAt(end - 1))) end -= 1;
  return end === 0 ? undefined : padded.slice(0, end);
};

/**
 * A position of a page. `today` is New York's calendar day number now (days to expiry are
 * counted from it). A position without a quantity or without any symbol is left out, with words.
 */
export const readV1Position = (node: Node, today: number): PositionReading => {
  const product = firstNode(node.Product ?? node.product, 'Product') ?? EMPTY;
  const productId = firstNode(product.productId, 'productId') ?? EMPTY;
  const option = readOption(node, product);
  const description = readText(node.symbolDescription) ?? null;
  const symbol = readText(product.symbol) ?? readText(productId.symbol) ?? osiRoot(option?.osiKey ?? null);
  const quantity = readNumber(node.quantity);
  if (symbol === undefined) return { problem: `A position without a symbol${description === null ? '' : ` (${description})`} was left out.` };
  if (quantity === undefined) return { problem: `A position of ${description ?? symbol} without a readable quantity was left out.` };
  const type = readText(node.positionType)?.toUpperCase();
  const side: PositionSide = type === 'SHORT' || (type !== 'LONG' && quantity < 0) ? 'SHORT' : 'LONG';
  const block = viewBlock(node);
  const multiplierSaid = readNumber(block.optionMultiplier);
  const multiplier = option === null ? 1 : multiplierSaid !== undefined && multiplierSaid > 0 ? multiplierSaid : 100;
  const totalCost = signed(knownAmount(node.totalCost), side);
  const marketValue = signed(readNumber(node.marketValue) ?? null, side);
  const costKnown = totalCost !== null;
  const totalGain = costKnown ? (readNumber(node.totalGain) ?? (marketValue === null ? null : marketValue - totalCost)) : null;
  const ivPercent = readNumber(block.ivPct);
  return {
    position: {
      positionId: positionIdOf(node.positionId),
      symbol,
      underlier: option === null ? symbol : (readText(productId.symbol) ?? symbol),
      description,
      securityType: readText(product.securityType) ?? null,
      option,
      side,
      quantity: side === 'SHORT' ? negative(quantity) : Math.abs(quantity),
      multiplier,
      // Epoch ms of New York midnight; 0 or below is "no date" (toEpochMs says null), never 1970.
      acquiredAt: toEpochMs(readNumber(node.dateAcquired)),
      costPerShare: knownAmount(node.costPerShare) ?? knownAmount(node.pricePaid),
      totalCost,
      commissions: numberOrNull(node.commissions),
      fees: numberOrNull(node.otherFees),
      marketValue,
      daysGain: numberOrNull(node.daysGain ?? block.daysGain),
      daysGainPercent: numberOrNull(node.daysGainPct ?? block.daysGainPct),
      totalGain,
      totalGainPercent: costKnown ? numberOrNull(node.totalGainPct) : null,
      portfolioPercent: numberOrNull(node.pctOfPortfolio),
      todayQuantity: numberOrNull(node.todayQuantity),
      quote: {
        last: numberOrNull(block.lastTrade),
        change: numberOrNull(block.change),
        changePercent: numberOrNull(block.changePct),
        bid: numberOrNull(block.bid),
        ask: numberOrNull(block.ask),
        volume: numberOrNull(block.volume),
        status: readText(block.quoteStatus) ?? null,
        lastTradeTime: readEpochSeconds(block.lastTradeTime),
      },
      // Greeks come with the COMPLETE view; `ivPct` is in percent, an `iv` a fraction.
      greeks:
        option === null || (node.Complete === undefined && node.complete === undefined)
          ? null
          : {
              delta: numberOrNull(block.delta),
              gamma: numberOrNull(block.gamma),
              theta: numberOrNull(block.theta),
              vega: numberOrNull(block.vega),
              rho: numberOrNull(block.rho),
              iv: ivPercent === undefined ? numberOrNull(block.iv) : ivPercent / 100,
            },
      daysToExpiry: option === null ? null : option.expiry === null ? (readInteger(block.daysToExpiration) ?? null) : dayNumberOf(option.expiry) - today,
    },
  };
};
