/**
 * The accounts list (`/v1/accounts/list`, root AccountListResponse → Accounts → Account) of either
 * wire format into `Account[]`, through the decoder's one response path: 204 or an empty body is
 * no accounts, an error document or OAuth refusal a typed error. Never throws.
 */
import type { Account } from '../../../../shared/domain/accounts.ts';
import type { Result } from '../../../../shared/result.ts';
import { decodeResponse, type ResponseBody } from './index.ts';
import { malformed } from './malformed.ts';
import { asNode, nodesOf, readId, readText } from './scalars.ts';

const readAccount = (node: Record<string, unknown>, index: number): Account => {
  const accountId = readId(node.accountId) ?? malformed(`account ${index + 1} has no numeric accountId`);
  return {
    accountId,
    // accountDesc is what the user named the account; accountName is the provider's fallback.
    description: readText(node.accountDesc) ?? readText(node.accountName) ?? null,
    type: readText(node.accountType) ?? null,
    status: readText(node.accountStatus) ?? null,
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

/** Decodes an accounts list response. */
export const decodeAccountList = (response: ResponseBody): Result<Account[]> =>
  decodeResponse(response, { root: 'AccountListResponse', what: 'an accounts list', read: readAccountList, empty: () => [] });
