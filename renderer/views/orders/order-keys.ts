/**
 * The query keys of the orders view's server state: the accounts list and a watched account's
 * state. A module of their own, so the push landing (queries/push-landing.ts) and the hooks that
 * read what it lands both use them without importing each other.
 */
import type { EnvironmentId } from '../../../shared/settings.ts';

export const orderKeys = {
  accounts: (environment: EnvironmentId) => ['accounts', environment] as const,
  watch: (environment: EnvironmentId, accountId: string | null) => ['orders', environment, accountId] as const,
};
