/**
 * GET /v1/accounts/{accountIdKey}/balance?instType=BROKERAGE[&accountType][&realTimeNAV]
 * (docs/platform/current-api.md, "Balance"): the account's cash, buying power and value at the
 * market clock, from the same snapshot as its portfolio. `instType` is required: absent or other
 * than BROKERAGE it is error 7002. `realTimeNAV=true` adds RealTimeValues. Errors: 102 unknown
 * key, 100 another user's.
 */
import type { Clock } from '../clock.ts';
import { booleanParam, queryParam, V1ApiError, type ApiRequest } from '../http/api-request.ts';
import type { Reply } from '../http/reply.ts';
import { accountFor } from '../orders/v1-orders-route.ts';
import { V1_ERROR_CODES } from '../wire/v1-errors.ts';
import { v1Reply } from '../wire/v1-wire.ts';
import type { AccountPositions } from './account-snapshot.ts';
import { balanceTree } from './balance-figures.ts';
import { cannedBalanceTree } from './sandbox-portfolio.ts';

/** The balance handler; `canned` (stored-sample mode) and sandbox paths answer the sandbox's balance. */
export function v1BalanceHandler(positions: AccountPositions, market: Clock, canned: boolean): (request: ApiRequest) => Reply {
  return (request) => {
    const instType = queryParam(request.query, 'instType') ?? '';
    if (instType.toUpperCase() !== 'BROKERAGE') {
      throw new V1ApiError(
        400,
        V1_ERROR_CODES.invalidInstitutionType,
        instType === '' ? 'instType is required (BROKERAGE)' : `Invalid institution type "${instType}"`,
      );
    }
    const realTime = booleanParam(request.query, 'realTimeNAV', false);
    if (canned || request.environment === 'sandbox') return v1Reply(200, request.format, 'BalanceResponse', cannedBalanceTree(realTime));
    const account = accountFor(request);
    return v1Reply(200, request.format, 'BalanceResponse', balanceTree(positions.snapshot(account, market.now()), realTime));
  };
}
