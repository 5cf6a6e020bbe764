/**
 * GET /v1/market/optionchains: parameters as docs/platform/current-api.md, "Option chains" lists
 * them, the chain at the market moment, 10031 for a date with no expiry. It costs 2 quotes per
 * pair.
 */
import { CHAIN_TYPES } from '../../shared/spec-constants.ts';
import { booleanParam, type ApiRequest } from '../http/api-request.ts';
import type { SimulatedMarket } from './simulated-market.ts';
import { buildV1Chain, OPTION_CATEGORIES, PRICE_TYPES, type V1ChainQuery } from './v1-chain.ts';
import { enumParam, integerParam, isReply, optionSymbolParam, priceParam } from './v1-params.ts';
import { MARKET_ERROR_CODES, v1Error, v1Reply, type MarketReply } from './v1-reply.ts';

/** Largest noOfStrikes accepted (more than any ladder has). */
const MAX_STRIKES = 10_000;

/** Parses a chain request: the query, or the error answer. */
export function parseV1ChainQuery(request: ApiRequest): V1ChainQuery | MarketReply {
  const instrument = optionSymbolParam(request.query, request.format);
  if (isReply(instrument)) return instrument;
  const query: V1ChainQuery = {
    symbol: instrument.symbol,
    includeWeekly: booleanParam(request.query, 'includeWeekly', false),
    skipAdjusted: booleanParam(request.query, 'skipAdjusted', true),
    optionCategory: enumParam(request.query, 'optionCategory', OPTION_CATEGORIES, 'STANDARD'),
    chainType: enumParam(request.query, 'chainType', CHAIN_TYPES, 'CALLPUT'),
    priceType: enumParam(request.query, 'priceType', PRICE_TYPES, 'ATNM'),
  };
  const year = integerParam(request.query, 'expiryYear', 1990, 2100);
  const month = integerParam(request.query, 'expiryMonth', 1, 12);
  const day = integerParam(request.query, 'expiryDay', 1, 31);
  if ((day !== undefined && month === undefined) || (month !== undefined && year === undefined)) {
    return v1Error(
      request.format,
      400,
      MARKET_ERROR_CODES.invalidExpiryDate,
      'Please provide a valid expiration date (expiryYear, expiryMonth and expiryDay).',
    );
  }
  if (year !== undefined) query.expiryYear = year;
  if (month !== undefined) query.expiryMonth = month;
  if (day !== undefined) query.expiryDay = day;
  const near = priceParam(request.query, 'strikePriceNear');
  if (near !== undefined) query.strikePriceNear = near;
  const strikes = integerParam(request.query, 'noOfStrikes', 1, MAX_STRIKES);
  if (strikes !== undefined) query.noOfStrikes = strikes;
  return query;
}

/** The chain handler over a simulated market. */
export function v1ChainHandler(market: SimulatedMarket): (request: ApiRequest) => MarketReply {
  return (request) => {
    const query = parseV1ChainQuery(request);
    if ('status' in query) return query;
    const chain = buildV1Chain(query, market.moment(), market);
    if (!chain) return v1Error(request.format, 400, MARKET_ERROR_CODES.noOptionsForMonth, 'There are no options for the given month.');
    return v1Reply(request.format, 'OptionChainResponse', chain.tree, 2 * chain.pairs);
  };
}
