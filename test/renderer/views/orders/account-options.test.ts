import { describe, expect, it } from 'vitest';
import { accountLabel, accountNumber, accountOptions, typedAccount } from '../../../../renderer/views/orders/account-options.ts';
import type { Account } from '../../../../shared/domain/accounts.ts';
import { DEFAULT_USER_SETTINGS, settingsPatchSchema, userSettingsSchema } from '../../../../shared/settings.ts';

const account = (overrides: Partial<Account>): Account => ({
  accountId: '83405188',
  accountIdKey: 'dBZOKt9xDrtRSAOl4MSiiA',
  description: 'Individual Brokerage',
  nickname: null,
  type: 'INDIVIDUAL',
  mode: 'CASH',
  institutionType: 'BROKERAGE',
  status: 'ACTIVE',
  closedAt: null,
  ...overrides,
});

const open = account({});
const nicknamed = account({ accountId: '83405189', accountIdKey: '-xTk1F5nC8bBJ2gQfY4jVw', nickname: 'Trading', mode: 'MARGIN' });
const closed = account({ accountId: '83405190', accountIdKey: 'Zz9pQy7LmN3oR5sT1uV2wA', status: 'CLOSED', closedAt: Date.UTC(2025, 2, 1) });
const legacy = account({ accountId: '12345678', accountIdKey: null, description: null, type: 'MARGIN' });

describe('accountOptions', () => {
  it('keys by accountIdKey, shows number, description and nickname, closed apart', () => {
    const options = accountOptions([closed, open, nicknamed]);
    expect(options.open).toEqual([
      { key: 'dBZOKt9xDrtRSAOl4MSiiA', label: '83405188 · Individual Brokerage', number: '83405188', closed: false },
      { key: '-xTk1F5nC8bBJ2gQfY4jVw', label: '83405189 · Individual Brokerage · “Trading”', number: '83405189', closed: false },
    ]);
    expect(options.closed).toEqual([{ key: 'Zz9pQy7LmN3oR5sT1uV2wA', label: '83405190 · Individual Brokerage (closed)', number: '83405190', closed: true }]);
  });
  it('keys a legacy account by its number', () => {
    expect(accountOptions([legacy]).open[0]).toMatchObject({ key: '12345678', label: '12345678 · MARGIN' });
  });
  it('lists a repeated key once', () => {
    expect(accountOptions([open, { ...open, nickname: 'again' }]).open).toHaveLength(1);
  });
  it('ignores a blank nickname', () => {
    expect(accountLabel(account({ nickname: '  ' }))).toBe('83405188 · Individual Brokerage');
  });
});

describe('typedAccount and accountNumber', () => {
  it('maps a typed number or key to the listed account key', () => {
    expect(typedAccount(' 83405189 ', [open, nicknamed])).toEqual({ key: '-xTk1F5nC8bBJ2gQfY4jVw' });
    expect(typedAccount('-xTk1F5nC8bBJ2gQfY4jVw', [open, nicknamed])).toEqual({ key: '-xTk1F5nC8bBJ2gQfY4jVw' });
  });
  it('on the current API takes an unlisted key-shaped text as it is, and refuses anything else', () => {
    expect(typedAccount('Qq1_-x', [open])).toEqual({ key: 'Qq1_-x' });
    expect(typedAccount('../etc', [open])).toMatchObject({ problem: expect.stringMatching(/letters, digits/) });
    expect(typedAccount('', [open])).toMatchObject({ problem: expect.any(String) });
  });
  it('on the legacy API (or with no list) takes only a numeric account ID', () => {
    expect(typedAccount('99999999', undefined)).toEqual({ key: '99999999' });
    expect(typedAccount('99999999', [legacy])).toEqual({ key: '99999999' });
    expect(typedAccount('12x', [legacy])).toEqual({ problem: 'An account ID is a number of up to 20 digits.' });
    expect(typedAccount('12x', undefined)).toEqual({ problem: 'An account ID is a number of up to 20 digits.' });
  });
  it('finds the number people see', () => {
    expect(accountNumber('-xTk1F5nC8bBJ2gQfY4jVw', [open, nicknamed])).toBe('83405189');
    expect(accountNumber('unknownKey', [open])).toBe('unknownKey');
  });
});

describe('settings keep the chosen account per environment by key', () => {
  it('stores a v1 key (one starting with -) and still a legacy number', () => {
    const parsed = userSettingsSchema.parse({ ordersView: { accounts: { demo: '-xTk1F5nC8bBJ2gQfY4jVw', sandbox: '12345678', production: null } } });
    expect(parsed.ordersView.accounts).toEqual({ demo: '-xTk1F5nC8bBJ2gQfY4jVw', sandbox: '12345678', production: null });
    expect(settingsPatchSchema.safeParse({ ordersView: { accounts: { production: 'dBZOKt9xDrtRSAOl4MSiiA' } } }).success).toBe(true);
  });
  it('refuses what is not a key', () => {
    expect(settingsPatchSchema.safeParse({ ordersView: { accounts: { demo: '../x' } } }).success).toBe(false);
    expect(userSettingsSchema.parse({ ordersView: { accounts: { demo: 'a b' } } }).ordersView.accounts).toEqual(DEFAULT_USER_SETTINGS.ordersView.accounts);
  });
});
