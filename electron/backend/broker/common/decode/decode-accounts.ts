/**
 * The accounts list (`/v1/accounts/list`, root AccountListResponse → Accounts → Account) of either
 * wire format into `Account[]`, through the decoder's one response path: 204 or an empty body is
 * no accounts, an error document or OAuth refusal a typed error. Never throws.
 */
import type { Account } from '../../../../../shared/domain/accounts.ts';
import { toEpochMs } from '../../../../../shared/domain/instant.ts';
import type { Result } from '../../../../../shared/result.ts';
import type { ProviderErrorReading } from './decode-response.ts';
import { decodeResponse, type ResponseBody } from './index.ts';
import { malformed } from './malformed.ts';
import { asNode, nodesOf, readId, readNumber, readText } from './scalars.ts';

/**
 * `closedDate` is epoch seconds in the samples, 0 while the account is open; the unit is told by
 * magnitude as for every other timestamp (toEpochMs), so a millisecond value is not read as a
 * date tens of thousands of years away.
 */
const readClosedAt = (value: unknown): number | null => toEpochMs(readNumber(value));

const readAccount = (node: Record<string, unknown>, index: number): Account => {
  const accountId = readId(node.accountId) ?? malformed(`account ${index + 1} has no numeric accountId`);
  return {
    accountId,
    // Opaque: kept exactly as sent (it may start with '-'); only surrounding blanks go.
    accountIdKey: readText(node.accountIdKey) ?? null,
    description: readText(node.accountDesc) ?? null,
    nickname: readText(node.accountName) ?? null,
    type: readText(node.accountType) ?? null,
    mode: readText(node.accountMode) ?? null,
    institutionType: readText(node.institutionType) ?? null,
    status: readText(node.accountStatus) ?? null,
    closedAt: readClosedAt(node.closedDate),
  };
};

const readAccountList = (content: unknown): Account[] => {
  // `<AccountListResponse/>` and `{"AccountListResponse":""}` hold no accounts.
  const root = asNode(content);
  if (root === undefined) return [];
  const container = asNode(root.Accounts);
  const accounts = nodesOf(container?.Account, 'Account').map(readAccount);
  // The same account listed twice is shown once.
  const seen = new Set<string>();
  return accounts.filter((account) => !seen.has(account.accountId) && seen.add(account.accountId));
};

/** Decodes an accounts list response; `errors` reads the generation's error answers (v1: codes in words). */
export const decodeAccountList = (response: ResponseBody, errors?: ProviderErrorReading): Result<Account[]> =>
  decodeResponse(response, {
    root: 'AccountListResponse',
    what: 'an accounts list',
    read: readAccountList,
    empty: () => [],
    ...(errors === undefined ? {} : { errors }),
  });
