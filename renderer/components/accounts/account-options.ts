/**
 * The accounts as the picker lists them: chosen by key (`accountKey`: v1's opaque `accountIdKey`,
 * or the legacy numeric ID), shown by the account number, description and nickname. Closed
 * accounts are listed apart (greyed) and never chosen by default.
 */
import { accountKey, isClosedAccount, type Account } from '../../../shared/domain/accounts.ts';
import type { ApiGeneration } from '../../../shared/environments.ts';

/**
 * The key an account goes by in this generation's requests: v1's `accountIdKey` (the number
 * where the list has none), the numeric `accountId` on the legacy API.
 */
export const keyOf = (account: Account, generation: ApiGeneration): string => (generation === 'v1' ? accountKey(account) : account.accountId);

/** An account as a row of "All accounts" names it: its key (never shown), number and nickname. */
export interface AccountTag {
  readonly key: string;
  readonly number: string;
  readonly nickname: string | null;
}

/** The tag of an account of the list (the nickname only when it is not the description again). */
export function accountTag(account: Account, generation: ApiGeneration): AccountTag {
  const name = account.nickname?.trim() ?? '';
  return { key: keyOf(account, generation), number: account.accountId, nickname: name === '' || name === account.description ? null : name };
}

/** The open accounts as All accounts shows them, in the list's order, each key once. */
export function openAccountTags(accounts: readonly Account[] | undefined, generation: ApiGeneration): AccountTag[] {
  const tags: AccountTag[] = [];
  for (const account of accounts ?? []) {
    const tag = accountTag(account, generation);
    if (!isClosedAccount(account) && !tags.some((known) => known.key === tag.key)) tags.push(tag);
  }
  return tags;
}

/** One option of the picker. */
export interface AccountOption {
  key: string;
  /** "83405188 · Individual Brokerage · “Trading”". */
  label: string;
  /** The number people see (for a file name, a heading). */
  number: string;
  closed: boolean;
}

/** "83405188 · Individual Brokerage · “Trading”"; a closed account says so. */
export function accountLabel(account: Account): string {
  const name = account.nickname?.trim() ?? '';
  // Some lists repeat the description as the name: said once.
  const nickname = name === '' || name === account.description ? null : `“${name}”`;
  const parts = [account.accountId, account.description ?? account.type, nickname].filter((part): part is string => part !== null && part !== '');
  return isClosedAccount(account) ? `${parts.join(' · ')} (closed)` : parts.join(' · ');
}

/** Open accounts first, in the provider's order, then the closed ones. */
export function accountOptions(accounts: readonly Account[], generation: ApiGeneration): { open: AccountOption[]; closed: AccountOption[] } {
  const open: AccountOption[] = [];
  const closed: AccountOption[] = [];
  const seen = new Set<string>();
  for (const account of accounts) {
    const key = keyOf(account, generation);
    // Two records with one key would be two options with one value: the first one wins.
    if (seen.has(key)) continue;
    seen.add(key);
    const option = { key, label: accountLabel(account), number: account.accountId, closed: isClosedAccount(account) };
    (option.closed ? closed : open).push(option);
  }
  return { open, closed };
}

/** The number people see for an account key (the key itself when the list does not know it). */
export function accountNumber(key: string, accounts: readonly Account[] | undefined): string {
  return accounts?.find((account) => accountKey(account) === key || account.accountId === key)?.accountId ?? key;
}

const KEY_PATTERN = /^[\w-]{1,64}$/;
/** The legacy order list's path takes the numeric account ID (docs/platform/legacy-api.md, "Order list"). */
const LEGACY_ID_PATTERN = /^\d{1,20}$/;

/** Why a bare account number cannot be used on the current API. */
export const numberProblem = (accounts: readonly Account[] | undefined): string =>
  accounts === undefined
    ? 'The current API names accounts by their key (accountIdKey), and the accounts list is not available to find the key of a number: paste the account key.'
    : 'No listed account has this number, and the current API names accounts by their key (accountIdKey): paste the account key.';

/** Whether a stored or typed value is a bare account number (the legacy API's name for an account). */
export const isAccountNumber = (value: string): boolean => LEGACY_ID_PATTERN.test(value);

/**
 * What a typed account becomes: the key of the listed account whose number or key it is; else,
 * on the current API, the text itself when it has the form of a key (an account the list does
 * not show); on the legacy API a numeric account ID; else a problem.
 */
export function typedAccount(text: string, accounts: readonly Account[] | undefined, generation: ApiGeneration): { key: string } | { problem: string } {
  const value = text.trim();
  const listed = accounts?.find((account) => account.accountId === value || account.accountIdKey === value);
  if (listed !== undefined) return { key: keyOf(listed, generation) };
  if (generation === 'v1') {
    // The current API names accounts by key only: a number works only through the list.
    if (LEGACY_ID_PATTERN.test(value)) return { problem: numberProblem(accounts) };
    return KEY_PATTERN.test(value) ? { key: value } : { problem: 'An account is its number or its key: letters, digits, - and _ only.' };
  }
  return LEGACY_ID_PATTERN.test(value) ? { key: value } : { problem: 'An account ID is a number of up to 20 digits.' };
}

/**
 * The chosen account as this generation names it: a stored number or key of a listed account
 * becomes that account's key in `generation` (a choice made on the legacy API keeps its account
 * when the environment moves to the current one, and back); anything else stays as stored. On the
 * current API a bare number is `null` until the list has named its key: watching with the number
 * would only earn error 102 (a failed load and wasted quota) on every start of an upgraded user.
 */
export function chosenKey(stored: string | null, accounts: readonly Account[] | undefined, generation: ApiGeneration): string | null {
  if (stored === null) return null;
  const listed = accounts?.find((account) => account.accountId === stored || account.accountIdKey === stored);
  if (listed !== undefined) return keyOf(listed, generation);
  return generation === 'v1' && LEGACY_ID_PATTERN.test(stored) ? null : stored;
}

/**
 * The account the Orders tab opens on when none was chosen in this environment: the first open
 * brokerage account in the provider's order (one whose kind the list does not say counts: the
 * legacy list says none), so a first visit shows orders instead of "Choose an account". A bank or
 * stock-plan account holds no orders; a closed one nothing new. `null` while the list is not there.
 */
export function defaultAccountKey(accounts: readonly Account[] | undefined, generation: ApiGeneration): string | null {
  const trading = accounts?.find(
    (account) => !isClosedAccount(account) && (account.institutionType === null || account.institutionType.toUpperCase() === 'BROKERAGE'),
  );
  return trading === undefined ? null : keyOf(trading, generation);
}
