/**
 * GET /v1/accounts/list: the signed-in user's accounts in v1's shape (docs/platform/current-api.md,
 * "Accounts"), real numbers and booleans in JSON. Both generations list accounts here. The sandbox
 * (and stored-sample mode) answers its four canned accounts whoever asks.
 */
import { DEMO_ACCOUNTS, SANDBOX_ACCOUNTS, type DemoAccount } from './accounts.ts';
import type { ApiRequest } from './http/api-request.ts';
import type { Reply } from './http/reply.ts';
import { noContentReply, v1Reply } from './wire/v1-wire.ts';
import type { WireObject } from './wire/wire-tree.ts';

function accountTree(account: DemoAccount): WireObject {
  return {
    // Numeric text on the wire, as the platform sends it: shown to people, never used in v1 URLs.
    accountId: account.accountId,
    accountIdKey: account.accountIdKey,
    accountMode: account.accountMode,
    accountDesc: account.description,
    accountName: account.nickname,
    accountType: account.accountType,
    institutionType: 'BROKERAGE',
    accountStatus: account.accountStatus,
    closedDate: account.closedDate,
    shareWorksAccount: false,
  };
}

/** Renders an account list; 204 when there is none. */
function listReply(request: ApiRequest, accounts: readonly DemoAccount[]): Reply {
  if (accounts.length === 0) return noContentReply();
  return v1Reply(200, request.format, 'AccountListResponse', { Accounts: { Account: accounts.map(accountTree) } });
}

/** Lists the accounts of the token's user, or the canned ones on the sandbox. */
export function accountListHandler(request: ApiRequest): Reply {
  if (request.environment === 'sandbox') return listReply(request, SANDBOX_ACCOUNTS);
  return listReply(
    request,
    DEMO_ACCOUNTS.filter((account) => account.owner === request.username),
  );
}

/** The canned answer whatever the path (stored-sample mode imitates the sandbox everywhere). */
export function cannedAccountListHandler(request: ApiRequest): Reply {
  return listReply(request, SANDBOX_ACCOUNTS);
}
