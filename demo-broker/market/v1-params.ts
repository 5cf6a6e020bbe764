/**
 * Query parameters of the market endpoints: numbers, enumerations and the symbol, with the
 * platform's error codes for a missing or unknown symbol. A malformed value is a BadParameterError
 * (400 from the request handler).
 */
import { BadParameterError, queryParam } from '../http/api-request.ts';
import type { WireFormat } from '../wire/wire-tree.ts';
import { findInstrument, SYMBOL_PATTERN, type Instrument } from './instruments.ts';
import { MARKET_ERROR_CODES, v1Error, type MarketReply } from './v1-reply.ts';

/** An optional whole number within bounds. */
export function integerParam(query: [string, string][], name: string, min: number, max: number): number | undefined {
  const text = queryParam(query, name);
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new BadParameterError(`Invalid value for ${name}: "${text}"`);
  return Number(text);
}

/** An optional positive price. */
export function priceParam(query: [string, string][], name: string): number | undefined {
  const text = queryParam(query, name);
  if (text === undefined || text === '') return undefined;
  if (!/^\d+(?:\.\d+)?$/.test(text) || !(Number(text) > 0)) throw new BadParameterError(`Invalid value for ${name}: "${text}"`);
  return Number(text);
}

/** An optional enumeration value (any letter case); the fallback when absent. */
export function enumParam<T extends string>(query: [string, string][], name: string, values: readonly T[], fallback: T): T {
  const text = queryParam(query, name);
  if (text === undefined || text === '') return fallback;
  const found = values.find((value) => value === text.toUpperCase());
  if (found === undefined) throw new BadParameterError(`Invalid value for ${name}: "${text}" (expected ${values.join(', ')})`);
  return found;
}

/** The instrument a `symbol` parameter names, or the error answer the platform gives. */
export function optionSymbolParam(query: [string, string][], format: WireFormat): Instrument | MarketReply {
  const symbol = queryParam(query, 'symbol');
  if (symbol === undefined || symbol.trim() === '') return v1Error(format, 400, MARKET_ERROR_CODES.missingSymbol, 'Missing symbol. Please provide a symbol.');
  const instrument = SYMBOL_PATTERN.test(symbol) ? findInstrument(symbol) : undefined;
  if (!instrument) return v1Error(format, 400, MARKET_ERROR_CODES.invalidSymbol, `Invalid symbol: ${symbol}`);
  if (!instrument.hasOptions) return v1Error(format, 400, MARKET_ERROR_CODES.noOptionsForSymbol, `There are no options for symbol ${instrument.symbol}.`);
  return instrument;
}

/** Narrows optionSymbolParam's answer. */
export function isReply(value: Instrument | MarketReply): value is MarketReply {
  return 'status' in value;
}
