/**
 * Flags of the account commands of the current API: `positions` (`--account ID|KEY` or
 * `--all-accounts`, `--view quick|complete`) and `balance` (`--account ID|KEY`). They share the
 * data commands' target flags (--env, --broker-url, --format, --json, --input, --api) and are read
 * and checked in the one shape of every command (flag-schema.ts).
 */
import { z } from 'zod';
import { accountKeySchema } from '../../shared/domain/order-history.ts';
import type { PositionView } from '../../shared/domain/positions.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { parseFlags } from './flag-schema.ts';
import { ACCOUNT_REQUIRED } from './orders-flags.ts';
import { TARGET_FLAGS, targetSchema, toTarget, type DataTarget } from './target-flags.ts';

export type AccountCommand =
  | ({ name: 'positions'; accountId: string | undefined; allAccounts: boolean; view: PositionView } & DataTarget)
  | ({ name: 'balance'; accountId: string | undefined } & DataTarget);

export const ACCOUNT_COMMANDS = ['positions', 'balance'] as const;
export type AccountCommandName = (typeof ACCOUNT_COMMANDS)[number];

export const isAccountCommand = (name: string): name is AccountCommandName => (ACCOUNT_COMMANDS as readonly string[]).includes(name);

/** The flags of each account command. */
export const ACCOUNT_FLAGS = {
  positions: { ...TARGET_FLAGS, account: { type: 'string' }, view: { type: 'string' }, 'all-accounts': { type: 'boolean' } },
  balance: { ...TARGET_FLAGS, account: { type: 'string' } },
} as const;

const positionsSchema = targetSchema.extend({
  account: accountKeySchema.optional(),
  view: z
    .enum(['quick', 'complete', 'QUICK', 'COMPLETE'], { error: 'must be quick or complete' })
    .transform((view) => view.toUpperCase() as PositionView)
    .default('QUICK'),
  'all-accounts': z.boolean().default(false),
});

const balanceSchema = targetSchema.extend({ account: accountKeySchema.optional() });

/** Parses the arguments after an account command's name. */
export function parseAccountCommand(name: AccountCommandName, args: readonly string[]): Result<AccountCommand> {
  if (name === 'balance') {
    const parsed = parseFlags(name, args, ACCOUNT_FLAGS.balance, balanceSchema);
    if (!parsed.ok) return parsed;
    const v = parsed.data.flags;
    // A saved answer names its account itself.
    if (v.account === undefined && v.input === undefined) return fail('invalid-argument', ACCOUNT_REQUIRED);
    return ok({ name, accountId: v.account, ...toTarget(v) });
  }
  const parsed = parseFlags(name, args, ACCOUNT_FLAGS.positions, positionsSchema);
  if (!parsed.ok) return parsed;
  const v = parsed.data.flags;
  if (v['all-accounts'] && v.account !== undefined)
    return fail('invalid-argument', '--account and --all-accounts exclude each other: one account, or every open one.');
  if (v['all-accounts'] && v.input !== undefined)
    return fail('invalid-argument', '--all-accounts asks the provider for every account; a saved --input file holds one page of one account.');
  if (!v['all-accounts'] && v.account === undefined && v.input === undefined)
    return fail('invalid-argument', `${ACCOUNT_REQUIRED} Or --all-accounts for every open account.`);
  return ok({ name, accountId: v.account, allAccounts: v['all-accounts'], view: v.view, ...toTarget(v) });
}
