import { describe, expect, it } from 'vitest';
import {
  accountLabel,
  accountNumber,
  accountOptions,
  chosenKey,
  defaultAccountKey,
  keyOf,
  typedAccount,
} from '../../../../renderer/components/accounts/account-options.ts';
import { generationOf } from '../../../../renderer/components/accounts/environment-generation.ts';
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
    const options = accountOptions([closed, open, nicknamed], 'v1');
    expect(options.open).toEqual([
      { key: 'dBZOKt9xDrtRSAOl4MSiiA', label: '83405188 · Individual Brokerage', number: '83405188', closed: false },
      { key: '-xTk1F5nC8bBJ2gQfY4jVw', label: '83405189 · Individual Brokerage · “Trading”', number: '83405189', closed: false },
    ]);
    expect(options.closed).toEqual([{ key: 'Zz9pQy7LmN3oR5sT1uV2wA', label: '83405190 · Individual Brokerage (closed)', number: '83405190', closed: true }]);
  });
  it('keys an account by its number on the legacy API, even when the list carries keys', () => {
    expect(accountOptions([legacy], 'legacy').open[0]).toMatchObject({ key: '12345678', label: '12345678 · MARGIN' });
    expect(accountOptions([open], 'legacy').open[0]).toMatchObject({ key: '83405188' });
    expect(accountOptions([legacy], 'v1').open[0]).toMatchObject({ key: '12345678' });
  });
  it('lists a repeated key once', () => {
    expect(accountOptions([open, { ...open, nickname: 'again' }], 'v1').open).toHaveLength(1);
  });
  it('ignores a blank nickname, and one that repeats the description', () => {
    expect(accountLabel(account({ nickname: '  ' }))).toBe('83405188 · Individual Brokerage');
    expect(accountLabel(account({ nickname: 'Individual Brokerage' }))).toBe('83405188 · Individual Brokerage');
  });
});

describe('typedAccount and accountNumber', () => {
  it('maps a typed number or key to the listed account key', () => {
    expect(typedAccount(' 83405189 ', [open, nicknamed], 'v1')).toEqual({ key: '-xTk1F5nC8bBJ2gQfY4jVw' });
    expect(typedAccount('-xTk1F5nC8bBJ2gQfY4jVw', [open, nicknamed], 'v1')).toEqual({ key: '-xTk1F5nC8bBJ2gQfY4jVw' });
    expect(typedAccount('-xTk1F5nC8bBJ2gQfY4jVw', [open, nicknamed], 'legacy')).toEqual({ key: '83405189' });
  });
  it('on the current API takes an unlisted key-shaped text as it is, and refuses anything else', () => {
    expect(typedAccount('Qq1_-x', [open], 'v1')).toEqual({ key: 'Qq1_-x' });
    expect(typedAccount('../etc', [open], 'v1')).toMatchObject({ problem: expect.stringMatching(/letters, digits/) });
    expect(typedAccount('', undefined, 'v1')).toMatchObject({ problem: expect.any(String) });
  });
  it('on the current API refuses a number the list cannot turn into a key, and says why', () => {
    expect(typedAccount('99999999', [open], 'v1')).toMatchObject({ problem: expect.stringMatching(/key/) });
    expect(typedAccount('83405189', undefined, 'v1')).toMatchObject({ problem: expect.stringMatching(/accounts list is not available/) });
  });
  it('on the legacy API takes only a numeric account ID', () => {
    expect(typedAccount('99999999', undefined, 'legacy')).toEqual({ key: '99999999' });
    expect(typedAccount('99999999', [open], 'legacy')).toEqual({ key: '99999999' });
    expect(typedAccount('12x', [open], 'legacy')).toEqual({ problem: 'An account ID is a number of up to 20 digits.' });
  });
  it('finds the number people see', () => {
    expect(accountNumber('-xTk1F5nC8bBJ2gQfY4jVw', [open, nicknamed])).toBe('83405189');
    expect(accountNumber('83405188', [open])).toBe('83405188');
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

describe('keyOf and the generation of an environment', () => {
  it('names an account by key on v1 and by number on legacy', () => {
    expect(keyOf(nicknamed, 'v1')).toBe('-xTk1F5nC8bBJ2gQfY4jVw');
    expect(keyOf(nicknamed, 'legacy')).toBe('83405189');
  });
  it('reads the generation from the settings, legacy where they do not say', () => {
    const demoV1 = { ...DEFAULT_USER_SETTINGS, demo: { ...DEFAULT_USER_SETTINGS.demo, api: 'v1' } } as typeof DEFAULT_USER_SETTINGS;
    expect(generationOf(demoV1, 'demo')).toBe('v1');
    const legacyDemo = { ...DEFAULT_USER_SETTINGS, demo: { ...DEFAULT_USER_SETTINGS.demo, api: 'legacy' } } as typeof DEFAULT_USER_SETTINGS;
    expect(generationOf(legacyDemo, 'demo')).toBe('legacy');
    const production = {
      ...DEFAULT_USER_SETTINGS,
      environments: { ...DEFAULT_USER_SETTINGS.environments, production: { ...DEFAULT_USER_SETTINGS.environments.production, api: 'v1' } },
    } as typeof DEFAULT_USER_SETTINGS;
    expect(generationOf(production, 'production')).toBe('v1');
    const { api: _dropped, ...noApi } = { ...DEFAULT_USER_SETTINGS.demo, api: undefined };
    expect(generationOf({ ...DEFAULT_USER_SETTINGS, demo: noApi } as typeof DEFAULT_USER_SETTINGS, 'demo')).toBe('legacy');
  });
});

describe('chosenKey', () => {
  it('keeps a choice across a change of generation', () => {
    expect(chosenKey('83405189', [open, nicknamed], 'v1')).toBe('-xTk1F5nC8bBJ2gQfY4jVw');
    expect(chosenKey('-xTk1F5nC8bBJ2gQfY4jVw', [open, nicknamed], 'legacy')).toBe('83405189');
    expect(chosenKey('-xTk1F5nC8bBJ2gQfY4jVw', [open, nicknamed], 'v1')).toBe('-xTk1F5nC8bBJ2gQfY4jVw');
  });
  it('keeps what the list does not know, and nothing as nothing', () => {
    expect(chosenKey('Qq1_-x', [open], 'v1')).toBe('Qq1_-x');
    expect(chosenKey('Qq1_-x', undefined, 'v1')).toBe('Qq1_-x');
    expect(chosenKey('99999999', [open], 'legacy')).toBe('99999999');
    expect(chosenKey('99999999', undefined, 'legacy')).toBe('99999999');
    expect(chosenKey(null, [open], 'v1')).toBeNull();
  });
  it('on the current API never watches a bare number the list has not turned into a key (error 102 and wasted quota)', () => {
    // An upgraded user's stored choice is the legacy number: while the list loads, nothing is watched.
    expect(chosenKey('83405189', undefined, 'v1')).toBeNull();
    expect(chosenKey('99999999', [open], 'v1')).toBeNull();
    expect(chosenKey('83405189', [open, nicknamed], 'v1')).toBe('-xTk1F5nC8bBJ2gQfY4jVw');
  });
});

describe('defaultAccountKey: the account the Orders tab opens on when none was chosen', () => {
  const bank = account({ accountId: '83405191', accountIdKey: 'Bk7nQ2wErT5yUi8oPa1sDf', institutionType: 'BANK' });
  it('is the first open brokerage account, in the provider’s order', () => {
    expect(defaultAccountKey([closed, bank, nicknamed, open], 'v1')).toBe(nicknamed.accountIdKey);
    expect(defaultAccountKey([closed, bank, nicknamed, open], 'legacy')).toBe(nicknamed.accountId);
  });
  it('takes an account whose kind the list does not say (the legacy list says none)', () => {
    expect(defaultAccountKey([closed, { ...legacy, institutionType: null }], 'legacy')).toBe(legacy.accountId);
  });
  it('is none while the list is not there, or when no account holds orders', () => {
    expect(defaultAccountKey(undefined, 'v1')).toBeNull();
    expect(defaultAccountKey([], 'v1')).toBeNull();
    expect(defaultAccountKey([closed, bank], 'v1')).toBeNull();
  });
});
