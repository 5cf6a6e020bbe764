/**
 * The URLs of the three data requests (Get Option Chains and Get Order List of
 * docs/platform/legacy-api.md, and the /v1 accounts list) for an environment, built only from
 * validated parameters: a bad parameter is an `invalid-argument` Result and nothing is sent.
 *
 * URL forms (docs/platform/legacy-api.md, "URLs"): legacy endpoints
 * `{legacyUrl}/{module}/rest/{api}`, in a sandbox `{legacyUrl}/{module}/sandbox/rest/{api}`;
 * current-style `{apiUrl}/v1/...` where a sandbox environment's apiUrl already is the sandbox host.
 * JSON is asked for with `.json` at the end of the PATH, before the query string: after it the
 * provider answers XML or an error.
 */
import { z } from 'zod';
import type { ChainQuery } from '../../../../shared/domain/chain-query.ts';
import type { Environment, WireFormat } from '../../../../shared/environments.ts';
import { accountIdSchema } from '../../../../shared/ipc/schemas.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { LIMITS } from '../../../../shared/spec-constants.ts';
import { rfc3986 } from '../../oauth/percent-encoding.ts';

/** The format an environment asks for: JSON unless it says XML. */
export const wireFormatOf = (environment: Pick<Environment, 'wireFormat'>): WireFormat => environment.wireFormat ?? 'json';

import type { OrderPageRequest } from '../broker-client.ts';

export type { OrderPageRequest } from '../broker-client.ts';

const countSchema = z
  .number({ error: 'must be a whole number from 1 to 100' })
  .int('must be a whole number from 1 to 100')
  .min(1, 'must be at least 1')
  .max(LIMITS.orderListMaxCount, `must be at most ${LIMITS.orderListMaxCount} (the provider's limit)`);

/** A marker is opaque, but it travels in a URL and came from the provider: printable, bounded. */
const markerSchema = z
  .string()
  .min(1, 'is empty')
  .max(256, 'is longer than 256 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be the marker a previous page returned (visible characters only)');

const describe = (error: z.ZodError, prefix = ''): string =>
  error.issues.map((issue) => `${prefix}${issue.path.map(String).join('.') || 'value'} ${issue.message}`).join('; ');

/** Validates an account ID (numeric: docs/platform/legacy-api.md, "Order list"). */
export function validateAccountId(accountId: unknown): Result<string> {
  const parsed = accountIdSchema.safeParse(accountId);
  return parsed.success ? ok(parsed.data) : fail('invalid-argument', `The account ID ${JSON.stringify(accountId)} is not valid: it ${parsed.error.issues[0]?.message ?? 'is not numeric'}.`);
}

/** Validates paging parameters. */
export function validateOrderPage(page: OrderPageRequest): Result<OrderPageRequest> {
  if (page.count !== undefined) {
    const count = countSchema.safeParse(page.count);
    if (!count.success) return fail('invalid-argument', `The page size (count) ${describe(count.error).replace(/^value /, '')}.`);
  }
  if (page.marker !== undefined) {
    const marker = markerSchema.safeParse(page.marker);
    if (!marker.success) return fail('invalid-argument', `The marker ${describe(marker.error).replace(/^value /, '')}.`);
  }
  return ok(page);
}

const suffix = (environment: Environment): string => (wireFormatOf(environment) === 'json' ? '.json' : '');
const legacyBase = (environment: Environment, module: string): string =>
  `${environment.legacyUrl}/${module}/${environment.sandbox ? 'sandbox/' : ''}rest`;
const queryString = (parameters: readonly (readonly [string, string])[]): string =>
  parameters.length === 0 ? '' : `?${parameters.map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`).join('&')}`;

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
  return `${legacyBase(environment, 'market')}/optionchains${suffix(environment)}${queryString(parameters)}`;
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
  return ok(`${legacyBase(environment, 'order')}/orderlist/${id.data}${suffix(environment)}${queryString(parameters)}`);
}

/** The accounts list URL (current-style `/v1/accounts/list`). */
export function accountsListUrl(environment: Environment): string {
  return `${environment.apiUrl}/v1/accounts/list${suffix(environment)}`;
}
