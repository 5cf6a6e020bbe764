/**
 * The account a command line names, as the v1 calls take it: people type the account ID they
 * see (numeric), every v1 URL takes the opaque `accountIdKey`. An ID is resolved through the
 * accounts list (one request); anything else is taken as a key.
 */
import { accountKey, type Account } from '../../shared/domain/accounts.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';

const describeAccount = (account: Account): string =>
  [account.accountId, account.accountIdKey === null ? null : `key ${account.accountIdKey}`, account.description, account.nickname]
    .filter((part) => part !== null && part !== '')
    .join(', ');

/** The key of the account `typed` names; legacy takes the ID itself. */
export async function resolveAccountKey(typed: string, client: Pick<BrokerClient, 'generation' | 'listAccounts'>): Promise<Result<string>> {
  if (client.generation === 'legacy' || !/^\d+$/.test(typed)) return ok(typed);
  const listed = await client.listAccounts();
  if (!listed.ok) return listed;
  const found = listed.data.find((account) => account.accountId === typed || account.accountIdKey === typed);
  if (found !== undefined) return ok(accountKey(found));
  const yours = listed.data.length === 0 ? 'The accounts list is empty.' : `Yours: ${listed.data.map(describeAccount).join('; ')}.`;
  return fail('invalid-argument', `Account ${typed} is not one of the accounts of the user signed in. ${yours}`);
}
