/**
 * GET /v1/accounts/list: the signed-in user's accounts, so a client can offer a choice. The
 * spec only names this endpoint; the shape follows the platform's current-style responses.
 */
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { ApiRequest } from './http/api-request.ts';
import { wireReply, type Reply } from './http/reply.ts';

/** Lists the accounts of the token's user. */
export function accountListHandler(request: ApiRequest): Reply {
  const accounts = DEMO_ACCOUNTS.filter((account) => account.owner === request.username).map((account) => ({
    accountId: account.accountId,
    accountIdKey: account.accountIdKey,
    accountMode: 'MARGIN',
    accountDesc: account.description,
    accountName: account.description,
    accountType: account.accountType,
    institutionType: 'BROKERAGE',
    accountStatus: 'ACTIVE',
    closedDate: 0,
  }));
  return wireReply(200, request.format, 'AccountListResponse', { Accounts: { Account: accounts } });
}
