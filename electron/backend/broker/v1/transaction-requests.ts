/**
 * The requests of an account's transactions (docs/platform/current-api.md, "Transactions"): the
 * list (`startDate`/`endDate` as MMDDYYYY, always sent: without them the server picks a window of
 * its own; `sortOrder`; `marker` to go on; `count` up to 50) and one transaction's details (with the
 * `storeId` its row's `detailsURI` named). Every argument is checked before a URL is built.
 */
import { z } from 'zod';
import { isoDateSchema } from '../../../../shared/domain/order-history.ts';
import type { Environment } from '../../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { rfc3986 } from '../../oauth/percent-encoding.ts';
import { formatSuffix, queryString } from '../common/request-url.ts';
import { base, validateAccountKey } from './api-requests.ts';

/** The most rows a page may be asked for: the platform's real maximum. */
export const TRANSACTIONS_PAGE_SIZE = 50;

/** One page of the list asked for: New York calendar days, both ends included. */
const transactionQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
    // Opaque ("<id>_<epoch s>"), but never more than a short run of safe characters.
    marker: z
      .string()
      .regex(/^[\w.:-]{1,128}$/, 'must be a marker the provider gave')
      .optional(),
    count: z.number().int().min(1).max(TRANSACTIONS_PAGE_SIZE).default(TRANSACTIONS_PAGE_SIZE),
  })
  .refine((query) => query.from <= query.to, { message: 'must start on or before its end', path: ['from'] });

/** "2026-12-01" as the platform's MMDDYYYY. */
const mmddyyyy = (date: string): string => `${date.slice(5, 7)}${date.slice(8, 10)}${date.slice(0, 4)}`;

const problemOf = (error: z.ZodError): string => error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'} ${issue.message}`).join('; ');

/** `GET /v1/accounts/{accountIdKey}/transactions?startDate&endDate&sortOrder&count[&marker]`. */
export function v1TransactionsUrl(environment: Environment, accountKey: unknown, query: unknown): Result<string> {
  const key = validateAccountKey(accountKey);
  if (!key.ok) return key;
  const parsed = transactionQuerySchema.safeParse(query);
  if (!parsed.success) return fail('invalid-argument', `The transactions asked for are not valid: ${problemOf(parsed.error)}.`);
  const { from, to, sortOrder, marker, count } = parsed.data;
  const parameters: [string, string][] = [
    ['startDate', mmddyyyy(from)],
    ['endDate', mmddyyyy(to)],
    ['sortOrder', sortOrder],
    ['count', String(count)],
  ];
  if (marker !== undefined) parameters.push(['marker', marker]);
  return ok(`${base(environment)}/accounts/${rfc3986(key.data)}/transactions${formatSuffix(environment)}${queryString(parameters)}`);
}

const idSchema = z.string().regex(/^\d{1,24}$/, 'must be a transaction id (digits)');
const storeSchema = z.string().regex(/^\d{1,4}$/, 'must be a store id (digits)');

/** `GET /v1/accounts/{accountIdKey}/transactions/{transactionId}[?storeId=N]`. */
export function v1TransactionDetailsUrl(environment: Environment, accountKey: unknown, id: unknown, storeId: unknown): Result<string> {
  const key = validateAccountKey(accountKey);
  if (!key.ok) return key;
  const parsedId = idSchema.safeParse(id);
  if (!parsedId.success) return fail('invalid-argument', `The transaction asked for is not valid: ${problemOf(parsedId.error)}.`);
  const store = storeId === null || storeId === undefined ? null : storeSchema.safeParse(storeId);
  if (store !== null && !store.success) return fail('invalid-argument', `The transaction asked for is not valid: ${problemOf(store.error)}.`);
  const parameters: [string, string][] = store === null ? [] : [['storeId', store.data]];
  return ok(`${base(environment)}/accounts/${rfc3986(key.data)}/transactions/${parsedId.data}${formatSuffix(environment)}${queryString(parameters)}`);
}
