/**
 * The settings of the account views (Orders, Positions): the account chosen in each environment,
 * the columns shown and the sort, and the Positions view's refresh. Kept apart from settings.ts,
 * which composes them, so each stays a file of one job. Every leaf repairs to its default through
 * `.catch`; the patch schemas refuse instead of repairing.
 */
import { z } from 'zod';
import { POSITIONS_REFRESH_SECONDS } from './domain/positions-watch.ts';

/** Column ids of a table, in the user's order; only the listed ones are shown. */
export const columnList = z.array(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/i)).max(40);
/** The account key pattern (order-history.ts accountKeySchema), or none chosen. */
const accountIdOrNull = z
  .string()
  .regex(/^[\w-]{1,64}$/)
  .nullable();
const sortSchema = z.object({ column: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/i), direction: z.enum(['asc', 'desc']) });

const accountsByEnvironment = z
  .object({ demo: accountIdOrNull.catch(null), sandbox: accountIdOrNull.catch(null), production: accountIdOrNull.catch(null) })
  .catch({ demo: null, sandbox: null, production: null });
const accountsPatch = z.object({ demo: accountIdOrNull, sandbox: accountIdOrNull, production: accountIdOrNull }).partial().strict();
const refreshSeconds = z.number().int().min(POSITIONS_REFRESH_SECONDS.min).max(POSITIONS_REFRESH_SECONDS.max);

/** The orders view: the account chosen in each environment (or every open account: `allAccounts`, v1), columns and sort. */
export const ordersViewSchema = z.object({
  accounts: accountsByEnvironment,
  allAccounts: z.boolean().catch(false),
  columns: columnList.nullable().catch(null),
  sort: sortSchema.nullable().catch(null),
});

/**
 * The positions view: the account chosen in each environment (or every open account: `allAccounts`),
 * columns, sort, and the live refresh while shown.
 */
export const positionsViewSchema = z.object({
  accounts: accountsByEnvironment,
  allAccounts: z.boolean().catch(false),
  columns: columnList.nullable().catch(null),
  sort: sortSchema.nullable().catch(null),
  refreshSeconds: refreshSeconds.catch(POSITIONS_REFRESH_SECONDS.default),
});

export const ordersViewPatchSchema = z
  .object({ accounts: accountsPatch, allAccounts: z.boolean(), columns: columnList.nullable(), sort: sortSchema.nullable() })
  .partial()
  .strict();
export const positionsViewPatchSchema = z
  .object({ accounts: accountsPatch, allAccounts: z.boolean(), columns: columnList.nullable(), sort: sortSchema.nullable(), refreshSeconds })
  .partial()
  .strict();

/** A view's settings with a patch applied (accounts merged per environment). */
export function patchViewSettings<T extends { accounts: object }>(
  current: T,
  patch: (Partial<Omit<T, 'accounts'>> & { accounts?: Partial<T['accounts']> }) | undefined,
): T {
  return { ...current, ...patch, accounts: { ...current.accounts, ...patch?.accounts } };
}
