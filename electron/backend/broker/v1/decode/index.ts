/**
 * The current API's (v1) decoders: every entry point answers with a Result and never throws.
 * Accounts share the decoder both generations use (common/decode/decode-accounts.ts), which already
 * reads the v1 list.
 */
import type { Account } from '../../../../../shared/domain/accounts.ts';
import type { Result } from '../../../../../shared/result.ts';
import { decodeAccountList as decodeAnyAccountList } from '../../common/decode/decode-accounts.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { isNoRecordsAnswer } from './no-records.ts';
import { V1_ERRORS } from './v1-response.ts';

export { decodeAlertDetails, decodeAlerts } from './decode-alerts.ts';
export { decodeV1OrderDetails, decodeV1OrderList } from './decode-orders.ts';
export { decodeExpiryDates } from './decode-expiry-dates.ts';
export { decodeV1OptionChain, type V1ChainRequest } from './decode-v1-option-chain.ts';
export { decodeQuotes } from './decode-quotes.ts';
export { decodePortfolioPage } from './decode-portfolio.ts';
export { decodeBalance } from './decode-balance.ts';
export { decodeTransactionDetails, decodeTransactionPage } from './decode-transactions.ts';

/** `GET /v1/accounts/list` → accounts (closed ones included, keys opaque); 204 or error 105 = none; v1 error codes in words. */
export const decodeAccountList = (response: ResponseBody): Result<Account[]> => {
  const decoded = decodeAnyAccountList(response, V1_ERRORS);
  return !decoded.ok && decoded.error.code === 'provider' && isNoRecordsAnswer(response) ? { ok: true, data: [] } : decoded;
};
