/**
 * GET /v1/market/optionexpiredate: the listed expiries at the market moment, ascending, filtered by
 * expiryType (without it, or with ALL or UNSPECIFIED, every type). Types this market never lists
 * (DAILY, VIX) give an empty list, as MONTHEND does for an underlier without month-end expiries. Counted as one quote.
 */
import type { ApiRequest } from '../http/api-request.ts';
import type { WireObject } from '../wire/wire-tree.ts';
import type { SimulatedMarket } from './simulated-market.ts';
import { underlierProfile } from './underliers.ts';
import { listedExpiries, type V1Expiry } from './v1-expiry-calendar.ts';
import { enumParam, isReply, optionSymbolParam } from './v1-params.ts';
import { v1Reply, type MarketReply } from './v1-reply.ts';

/** The expiryType values of docs/platform/current-api.md, "Expiry dates". */
export const EXPIRY_TYPE_FILTERS = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'DAILY', 'VIX', 'MONTHEND', 'ALL', 'UNSPECIFIED'] as const;

/** The response tree of a list of expiries. */
export function expiryDatesTree(expiries: readonly Pick<V1Expiry, 'year' | 'month' | 'day' | 'expiryType'>[]): WireObject {
  return { ExpirationDate: expiries.map(({ year, month, day, expiryType }) => ({ year, month, day, expiryType })) };
}

/** The expiry-dates handler over a simulated market. */
export function v1ExpiryHandler(market: SimulatedMarket): (request: ApiRequest) => MarketReply {
  return (request) => {
    const instrument = optionSymbolParam(request.query, request.format);
    if (isReply(instrument)) return instrument;
    const filter = enumParam(request.query, 'expiryType', EXPIRY_TYPE_FILTERS, 'ALL');
    const listed = listedExpiries(market.moment().instant, underlierProfile(instrument.symbol, market.seed).listing);
    const shown = filter === 'ALL' || filter === 'UNSPECIFIED' ? listed : listed.filter((item) => item.expiryType === filter);
    return v1Reply(request.format, 'OptionExpireDateResponse', expiryDatesTree(shown), 1);
  };
}
