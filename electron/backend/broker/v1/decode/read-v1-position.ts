/**
 * One v1 portfolio `Position` (provider v1 notes, "View portfolio") into the shared Position, from
 * the parsed tree of either format, in one pass. Tolerant where the notes are unsure: the view
 * block as `Quick` or `quick` (`Complete`, `OptionsWatch`… likewise), the option fields flat in
 * `Product` or under `Product.options`, a short's quantity and values with either sign, `ivPct` in
 * percent or an `iv` fraction. A cost of 0 and a `dateAcquired` of 0 or below mean "not known".
 */
import { calendarDayNumber, isoDate } from '../../../../../shared/domain/calendar.ts';
import { toEpochMs } from '../../../../../shared/domain/instant.ts';
import type { Position, PositionGreeks, PositionOption, PositionSide } from '../../../../../shared/domain/positions.ts';
import { firstNode, readId, readInteger, readNumber, readText, type Node } from '../../decode/scalars.ts';
import { readOsiKey } from './osi-key.ts';
import { numberOrNull, readEpochSeconds } from './v1-scalars.ts';

const EMPTY: Node = {};

/** What one wire Position became: a position, or the reason it was left out. */
export type PositionReading = { position: Position; problem?: undefined } | { problem: string; position?: undefined };

/** The view blocks, most detailed first: a figure is read from the first block that has it. */
const viewBlocks = (node: Node): Node[] => {
  const blocks: Node[] = [];
  const push = (value: unknown, name: string): void => {
    const block = value === undefined ? undefined : firstNode(value, name);
    if (block !== undefined) blocks.push(block);
  };
  push(node.Complete ?? node.complete, 'Complete');
  push(node.Quick ?? node.quick, 'Quick');
  push(node.OptionsWatch ?? node.optionsWatch, 'OptionsWatch');
  push(node.Performance ?? node.performance, 'Performance');
  push(node.Fundamental ?? node.fundamental, 'Fundamental');
  return blocks;
};

/** Whether a value is nothing: absent, null, or text of blanks only (XML trims them away; JSON keeps them). */
const isNothing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && (value === '' || ((value.charCodeAt(0) <= 0x20 || value.charCodeAt(value.length - 1) <= 0x20) && value.trim() === '')));

/** The first value a block holds under `name` (blank text is no value). */
const fromBlocks = (blocks: readonly Node[], name: string): unknown => {
  for (const block of blocks) {
    const value = block[name];
    if (!isNothing(value)) return value;
  }
  return undefined;
};

/** A money figure that is only known when it is not 0 (the provider's "unknown"). */
const knownAmount = (value: unknown): number | null => {
  const number = readNumber(value);
  return number === undefined || number === 0 ? null : number;
};

/** The figure with the sign of the side: a short's value and cost are negative whatever the wire said. */
const signed = (value: number | null, side: PositionSide): number | null => (value === null || side === 'LONG' ? value : -Math.abs(value));

// A Map, so that a word such as "toString" finds nothing.
const CALL_PUT: ReadonlyMap<string, 'CALL' | 'PUT'> = new Map([
  ['CALL', 'CALL'],
  ['PUT', 'PUT'],
  ['C', 'CALL'],
  ['P', 'PUT'],
]);

/** The option of a position, or `null` when it is none. */
const readOption = (node: Node, product: Node): PositionOption | null => {
  const fields = firstNode(product.options, 'options') ?? product;
  const osiKey = readText(node.osiKey) ?? null;
  const typed = readText(fields.callPut);
  const securityType = readText(product.securityType)?.toUpperCase();
  if (osiKey === null && typed === undefined && securityType !== 'OPTN' && securityType !== 'OPTION') return null;
  const osi = readOsiKey(osiKey);
  const year = readInteger(fields.expiryYear);
  const month = readInteger(fields.expiryMonth);
  const day = readInteger(fields.expiryDay);
  const fullYear = year !== undefined && year < 100 ? 2000 + year : year;
  const expiry = (fullYear !== undefined && month !== undefined && day !== undefined ? isoDate(fullYear, month, day) : null) ?? osi?.date ?? null;
  const osiSide = osiKey === null || osi === null ? undefined : osiKey.trim().charAt(osiKey.trim().length - 9);
  const callPut = typed === undefined ? (osiSide === undefined ? null : (CALL_PUT.get(osiSide) ?? null)) : (CALL_PUT.get(typed.toUpperCase()) ?? typed);
  const strike = readNumber(fields.strikePrice);
  return { osiKey, callPut, expiry, strike: strike !== undefined && strike > 0 ? strike : (osi?.strike ?? null) };
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

const readGreeks = (block: Node): PositionGreeks => {
  const ivPercent = readNumber(block.ivPct);
  return {
    delta: numberOrNull(block.delta),
    gamma: numberOrNull(block.gamma),
    theta: numberOrNull(block.theta),
    vega: numberOrNull(block.vega),
    rho: numberOrNull(block.rho),
    iv: ivPercent === undefined ? numberOrNull(block.iv) : ivPercent / 100,
  };
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
  const blocks = viewBlocks(node);
  const complete = firstNode(node.Complete ?? node.complete, 'Complete');
  const multiplierSaid = readNumber(fromBlocks(blocks, 'optionMultiplier'));
  const multiplier = option === null ? 1 : multiplierSaid !== undefined && multiplierSaid > 0 ? multiplierSaid : 100;
  const totalCost = signed(knownAmount(node.totalCost), side);
  const marketValue = signed(readNumber(node.marketValue) ?? null, side);
  const costKnown = totalCost !== null;
  const totalGain = costKnown ? (readNumber(node.totalGain) ?? (marketValue === null ? null : marketValue - totalCost)) : null;
  const daysLeft = readInteger(fromBlocks(blocks, 'daysToExpiration'));
  return {
    position: {
      positionId: readId(node.positionId) ?? null,
      symbol,
      underlier: option === null ? symbol : (readText(productId.symbol) ?? symbol),
      description,
      securityType: readText(product.securityType) ?? null,
      option,
      side,
      quantity: side === 'SHORT' ? -Math.abs(quantity) : Math.abs(quantity),
      multiplier,
      // Epoch ms of New York midnight; 0 or below is "no date" (toEpochMs says null), never 1970.
      acquiredAt: toEpochMs(readNumber(node.dateAcquired)),
      costPerShare: knownAmount(node.costPerShare) ?? knownAmount(node.pricePaid),
      totalCost,
      commissions: numberOrNull(node.commissions),
      fees: numberOrNull(node.otherFees),
      marketValue,
      daysGain: numberOrNull(node.daysGain ?? fromBlocks(blocks, 'daysGain')),
      daysGainPercent: numberOrNull(node.daysGainPct ?? fromBlocks(blocks, 'daysGainPct')),
      totalGain,
      totalGainPercent: costKnown ? numberOrNull(node.totalGainPct) : null,
      portfolioPercent: numberOrNull(node.pctOfPortfolio),
      todayQuantity: numberOrNull(node.todayQuantity),
      quote: {
        last: numberOrNull(fromBlocks(blocks, 'lastTrade')),
        change: numberOrNull(fromBlocks(blocks, 'change')),
        changePercent: numberOrNull(fromBlocks(blocks, 'changePct')),
        bid: numberOrNull(fromBlocks(blocks, 'bid')),
        ask: numberOrNull(fromBlocks(blocks, 'ask')),
        volume: numberOrNull(fromBlocks(blocks, 'volume')),
        status: readText(fromBlocks(blocks, 'quoteStatus')) ?? null,
        lastTradeTime: readEpochSeconds(fromBlocks(blocks, 'lastTradeTime')),
      },
      greeks: option === null || complete === undefined ? null : readGreeks(complete),
      daysToExpiry: option === null ? null : option.expiry === null ? (daysLeft ?? null) : calendarDayNumber(option.expiry) - today,
    },
  };
};
