/**
 * The Account cell of "All accounts": the account's number, and under it its stale mark
 * and nickname. Never the opaque key.
 */
import type { ReactNode } from 'react';
import type { AccountTag } from '../../../components/accounts/account-options.ts';
import { accountText } from './order-rows.ts';

/** The Account cell: the number, under it "stale" while the account does not refresh and the nickname. */
export function accountCell(account: AccountTag | undefined, stale: boolean): ReactNode {
  if (account === undefined) return null;
  return (
    <span className="account-cell" title={stale ? `${accountText(account)}: not updating, the last orders received` : accountText(account)}>
      <span className="mono">{account.number}</span>
      {/* The stale mark and the nickname on a second line: the number is never cut, the mark before the name. */}
      {account.nickname === null && !stale ? null : (
        <span className="account-second">
          {stale ? <span className="account-stale">stale</span> : null}
          {account.nickname === null ? null : <bdi className="account-nickname"> {account.nickname}</bdi>}
        </span>
      )}
    </span>
  );
}
