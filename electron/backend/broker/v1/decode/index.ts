/**
 * FOUNDATION STUB (replaced by the v1 decoders work): the v1 decoders' signatures, so the client,
 * the CLI and the views can be built against them in parallel. Every stub answers `malformed`.
 */
import type { ExpiryDate } from '../../../../../shared/domain/expiries.ts';
import type { ChainRequest, OptionChain } from '../../../../../shared/domain/option-chain.ts';
import type { QuoteAnswer } from '../../../../../shared/domain/quotes.ts';
import { fail, type Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../decode/index.ts';

export { decodeAccountList } from '../../decode/decode-accounts.ts';
export { decodeV1OrderDetails, decodeV1OrderList } from './decode-orders.ts';

/** `optionexpiredate` → expiry dates ascending, days to expiry counted from `now` (epoch ms) in New York days. */
export const decodeExpiryDates = (_response: ResponseBody, _now: number): Result<ExpiryDate[]> => fail('malformed', 'v1 expiry dates: not decoded yet');

/** v1 `optionchains` → the chain with quotes and greeks, compared with `request`, days to expiry from `now`. */
export const decodeV1OptionChain = (_response: ResponseBody, _request: ChainRequest, _now: number): Result<OptionChain> =>
  fail('malformed', 'v1 option chain: not decoded yet');

/** v1 `market/quote` → quotes by symbol plus per-symbol problems (`Messages` inside a 200). */
export const decodeQuotes = (_response: ResponseBody): Result<QuoteAnswer> => fail('malformed', 'v1 quotes: not decoded yet');
