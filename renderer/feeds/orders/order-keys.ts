/**
 * The query keys of the orders view's server state: the accounts list and a watched account's
 * state. A module of their own, so the push landing (queries/push-landing.ts) and the hooks that
 * read what it lands both use them without importing each other.
 */
import type { EnvironmentId } from '../../../shared/settings.ts';

/** The last part of an account's key under "All accounts" (its announcements name the account). */
export const ALL_ACCOUNTS_PART = 'all accounts';

export const orderKeys = {
  accounts: (environment: EnvironmentId) => ['accounts', environment] as const,
  watch: (environment: EnvironmentId, accountId: string | null) => ['orders', environment, accountId] as const,
  /** "All accounts": which accounts main watches (`orders:watchAll`). */
  all: (environment: EnvironmentId) => ['orders-all', environment] as const,
  /** One account's state under "All accounts": under the orders' root, so pushes and announcements treat it as one. */
  allWatch: (environment: EnvironmentId, accountKey: string) => ['orders', environment, accountKey, ALL_ACCOUNTS_PART] as const,
};
