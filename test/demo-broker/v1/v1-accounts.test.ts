/**
 * GET /v1/accounts/list as docs/platform/current-api.md, "Accounts" describes it: accountIdKey of
 * 22 characters (one starting with '-'), the account number as text, a nickname on one account and
 * "" on the others, a CLOSED account with its closedDate in epoch seconds, real numbers and
 * booleans in JSON, the same data in XML, and only the signed-in user's accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_ACCOUNT_CLOSED_DATE, DEMO_ACCOUNTS } from '../../../demo-broker/index.ts';
import { OTHER, readV1Xml, scalarsAsText, v1Fixture, type V1Fixture } from './v1-fixture.ts';

interface WireAccount {
  accountId: string;
  accountIdKey: string;
  accountMode: string;
  accountDesc: string;
  accountName: string;
  accountType: string;
  institutionType: string;
  accountStatus: string;
  closedDate: number;
  shareWorksAccount: boolean;
}
type AccountList = { AccountListResponse: { Accounts: { Account: WireAccount[] } } };

let f: V1Fixture;
let accounts: WireAccount[];
beforeAll(async () => {
  f = await v1Fixture();
  accounts = (await f.json<AccountList>('/v1/accounts/list.json')).AccountListResponse.Accounts.Account;
});
afterAll(() => f.close());

describe('the demo user', () => {
  it('sees exactly their accounts, closed one included', () => {
    expect(accounts.map((a) => a.accountId)).toEqual(DEMO_ACCOUNTS.filter((a) => a.owner === 'demo').map((a) => a.accountId));
  });

  it('gets opaque 22-character keys, one starting with "-"', () => {
    for (const account of accounts) expect(account.accountIdKey).toMatch(/^[\w-]{22}$/);
    expect(accounts.filter((a) => a.accountIdKey.startsWith('-'))).toHaveLength(1);
    expect(new Set(accounts.map((a) => a.accountIdKey)).size).toBe(accounts.length);
  });

  it('gets every field with its wire type: ids as numeric text, closedDate a number, shareWorksAccount a boolean', () => {
    for (const account of accounts) {
      expect(account).toEqual({
        accountId: expect.stringMatching(/^\d+$/),
        accountIdKey: expect.any(String),
        accountMode: expect.stringMatching(/^(CASH|MARGIN|IRA)$/),
        accountDesc: expect.any(String),
        accountName: expect.any(String),
        accountType: expect.any(String),
        institutionType: 'BROKERAGE',
        accountStatus: expect.stringMatching(/^(ACTIVE|CLOSED)$/),
        closedDate: expect.any(Number),
        shareWorksAccount: false,
      });
    }
  });

  it('has one nickname; the other names are ""', () => {
    expect(accounts.filter((a) => a.accountName !== '')).toHaveLength(1);
  });

  it('has one CLOSED account with its closedDate in epoch seconds; open accounts say 0', () => {
    const closed = accounts.filter((a) => a.accountStatus === 'CLOSED');
    expect(closed).toHaveLength(1);
    expect(closed[0]?.closedDate).toBe(CLOSED_ACCOUNT_CLOSED_DATE);
    expect(new Date((closed[0]?.closedDate ?? 0) * 1000).toISOString()).toBe('2026-03-31T20:00:00.000Z');
    expect(accounts.filter((a) => a.accountStatus === 'ACTIVE').every((a) => a.closedDate === 0)).toBe(true);
  });

  it('gets the same data in XML', async () => {
    const xml = await f.get('/v1/accounts/list');
    expect(readV1Xml(xml.body)).toEqual(scalarsAsText({ AccountListResponse: { Accounts: { Account: accounts } } }));
  });
});

describe('another user', () => {
  it('sees only their own account', async () => {
    const own = (await f.json<AccountList>('/v1/accounts/list.json', OTHER)).AccountListResponse.Accounts.Account;
    expect(own.map((a) => a.accountId)).toEqual(DEMO_ACCOUNTS.filter((a) => a.owner === 'other').map((a) => a.accountId));
  });
});
