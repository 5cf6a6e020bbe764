/**
 * The URLs of the three data requests (Get Option Chains and Get Order List of
 * docs/platform/legacy-api.md, and the /v1 accounts list) for an environment, built only from
 * validated parameters: a bad parameter is an `invalid-argument` Result and nothing is sent.
 *
 * URL forms (docs/platform/legacy-api.md, "URLs"): legacy endpoints
 * `{legacyUrl}/{module}/rest/{api}`, in a sandbox `{legacyUrl}/{module}/sandbox/rest/{api}`;
 * current-style `{apiUrl}/v1/...` where a sandbox environment's apiUrl already is the sandbox host.
 * JSON is asked for with `.json` at the end of the PATH, before the query string (after it the
 * provider answers XML or an error), as on v1: common/request-url.ts.
 */
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { Environment } from '../../../../shared/environments.ts';
import { accountIdSchema } from '../../../../shared/ipc/schemas.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import type { OrderPageRequest } from '../broker-client.ts';
import { validateOrderPage } from '../common/order-page.ts';
import { formatSuffix, queryString } from '../common/request-url.ts';

/** Validates an account ID (numeric: docs/platform/legacy-api.md, "Order list"). */
export function validateAccountId(accountId: unknown): Result<string> {
  const parsed = accountIdSchema.safeParse(accountId);
  return parsed.success
    ? ok(parsed.data)
    : fail('invalid-argument', `The account ID ${JSON.stringify(accountId)} is not valid: it ${parsed.error.issues[0]?.message ?? 'is not numeric'}.`);
}

const legacyBase = (environment: Environment, module: string): string => `${environment.legacyUrl}/${module}/${environment.sandbox ? 'sandbox/' : ''}rest`;

/** The Get Option Chains URL of a query parsed at the edge (IPC, command line). */
export function optionChainUrl(environment: Environment, query: ChainQuery): string {
  const { chainType, month, year, underlier, includeAdjusted } = query;
  const parameters = [
    ['chainType', chainType],
    ['expirationMonth', String(month)],
    ['expirationYear', String(year)],
    ['underlier', underlier],
    // The provider hides adjusted options unless told otherwise (skipAdjusted defaults to TRUE).
    ['skipAdjusted', includeAdjusted ? 'FALSE' : 'TRUE'],
  ] as const;
  return `${legacyBase(environment, 'market')}/optionchains${formatSuffix(environment)}${queryString(parameters)}`;
}

/** The Get Order List URL for one page (docs/platform/legacy-api.md, "Paging"). */
export function orderListUrl(environment: Environment, accountId: unknown, page: OrderPageRequest = {}): Result<string> {
  const id = validateAccountId(accountId);
  if (!id.ok) return id;
  const valid = validateOrderPage(page);
  if (!valid.ok) return valid;
  const parameters: [string, string][] = [];
  if (page.count !== undefined) parameters.push(['count', String(page.count)]);
  if (page.marker !== undefined) parameters.push(['marker', page.marker]);
  return ok(`${legacyBase(environment, 'order')}/orderlist/${id.data}${formatSuffix(environment)}${queryString(parameters)}`);
}

/** The accounts list URL (current-style `/v1/accounts/list`). */
export function accountsListUrl(environment: Environment): string {
  return `${environment.apiUrl}/v1/accounts/list${formatSuffix(environment)}`;
}
