/**
 * When the provider says an account is not the signed-in user's, the command line says which
 * accounts are: it asks the accounts list (one request), or says where to look when that fails.
 */
import type { AppError } from '../../shared/result.ts';
import type { BrokerClient } from '../../electron/backend/broker/broker-client.ts';

/** `error` reworded for `accountId`, with the user's own accounts. */
export async function notYourAccount(
  error: AppError,
  accountId: string,
  client: Pick<BrokerClient, 'listAccounts'>,
  environmentName: string,
): Promise<AppError> {
  const listed = await client.listAccounts();
  const yours =
    listed.ok && listed.data.length > 0
      ? `Yours: ${listed.data.map((account) => (account.description === null ? account.accountId : `${account.accountId} (${account.description})`)).join(', ')}.`
      : "The app's orders view lists yours; the demo broker's start-up banner lists each demo account with the user it belongs to.";
  return { ...error, message: `Account ${accountId} is not one of the accounts of the user signed in to ${environmentName}, or it does not exist. ${yours}` };
}
