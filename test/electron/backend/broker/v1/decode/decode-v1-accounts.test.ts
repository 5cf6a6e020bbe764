/**
 * The v1 accounts list through the v1 entry point: both formats alike, the closed account (listed,
 * with its closing time), a key starting with '-' kept opaque, booleans such as shareWorksAccount
 * ignored, 204 as no accounts.
 */
import { describe, expect, it } from 'vitest';
import { decodeAccountList } from '../../../../../../electron/backend/broker/v1/decode/index.ts';
import { isClosedAccount } from '../../../../../../shared/domain/accounts.ts';
import { wireSample } from '../../../../../fixtures/wire/load.ts';
import { renderV1Json } from '../../../../../fixtures/wire/v1-render.ts';
import { accountList } from '../../../../../fixtures/wire/v1-samples.ts';

describe('decodeAccountList (v1)', () => {
  it('reads the saved list of both formats alike', () => {
    const json = decodeAccountList({ body: wireSample('v1/accounts.json') });
    expect(decodeAccountList({ body: wireSample('v1/accounts.xml') })).toEqual(json);
    expect(decodeAccountList({ body: renderV1Json('AccountListResponse', accountList, { singleAsObject: true }) })).toEqual(json);
    if (!json.ok) throw new Error(json.error.message);
    expect(json.data.map((account) => [account.accountId, account.accountIdKey, account.nickname, isClosedAccount(account)])).toEqual([
      ['83405188', 'dBZOKt9xDrtRSAOl4MSiiA', null, false],
      ['83405261', '-3kZ9xL2mQpRsTuVwXyZ0a', 'Retirement', false],
      ['70121944', 'Qm7Tt0bHc8Jq1uWnR2sE5g', null, true],
    ]);
    expect(json.data[2]).toMatchObject({ status: 'CLOSED', closedAt: 1577941200_000, mode: 'MARGIN', type: 'INDIVIDUAL' });
  });

  it('204 with an empty body is no accounts', () => {
    expect(decodeAccountList({ body: '', status: 204 })).toEqual({ ok: true, data: [] });
  });
});

describe('closedDate, seconds or milliseconds (the magnitude rule of every other timestamp)', () => {
  const list = (closedDate: number | string) =>
    JSON.stringify({ AccountListResponse: { Accounts: { Account: [{ accountId: '70121944', accountIdKey: 'Qm7', accountStatus: 'CLOSED', closedDate }] } } });
  const closedAt = (closedDate: number | string) => {
    const result = decodeAccountList({ body: list(closedDate) });
    return result.ok ? result.data[0]?.closedAt : result.error.message;
  };

  it('reads seconds and milliseconds alike', () => {
    expect(closedAt(1577941200)).toBe(1577941200_000);
    expect(closedAt(1577941200_000)).toBe(1577941200_000);
    expect(closedAt('1577941200000')).toBe(1577941200_000);
  });

  it('0 (still open) is no closing time', () => {
    expect(closedAt(0)).toBeNull();
  });
});
