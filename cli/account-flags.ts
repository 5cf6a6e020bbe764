/**
 * Flags of the account commands of the current API: `positions` (`--account ID|KEY` or
 * `--all-accounts`, `--view quick|complete`) and `balance` (`--account ID|KEY`). They share the
 * data commands' target flags (--env, --broker-url, --format, --json, --input, --api).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { accountKeySchema } from '../shared/domain/order-history.ts';
import type { PositionView } from '../shared/domain/positions.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { marketTarget, target, targetSchema, type MarketTarget } from './market-flags.ts';

export type AccountCommand =
  | ({ name: 'positions'; accountId: string | undefined; allAccounts: boolean; view: PositionView } & MarketTarget)
  | ({ name: 'balance'; accountId: string | undefined } & MarketTarget);

export const ACCOUNT_COMMANDS = ['positions', 'balance'] as const;
export type AccountCommandName = (typeof ACCOUNT_COMMANDS)[number];

export const isAccountCommand = (name: string): name is AccountCommandName => (ACCOUNT_COMMANDS as readonly string[]).includes(name);

const OPTIONS = {
  positions: { ...target, account: { type: 'string' }, view: { type: 'string' }, 'all-accounts': { type: 'boolean' } },
  balance: { ...target, account: { type: 'string' } },
} as const;

const schemas = {
  positions: targetSchema.extend({
    account: accountKeySchema.optional(),
    view: z
      .enum(['quick', 'complete', 'QUICK', 'COMPLETE'], { error: 'must be quick or complete' })
      .transform((view) => view.toUpperCase() as PositionView)
      .default('QUICK'),
    'all-accounts': z.boolean().default(false),
  }),
  balance: targetSchema.extend({ account: accountKeySchema.optional() }),
};

const describe = (error: z.ZodError): string => error.issues.map((issue) => `--${issue.path.map(String).join('.')} ${issue.message}`).join('; ');

const ACCOUNT_REQUIRED = '--account is required: the account ID or its key (`strikeboard accounts` lists them; `npm run demo-broker` prints the demo ones).';

/** Parses the arguments after an account command's name. */
export function parseAccountCommand(name: AccountCommandName, args: readonly string[]): Result<AccountCommand> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args: [...args], options: OPTIONS[name], strict: true, allowPositionals: false }));
  } catch (error) {
    return fail('invalid-argument', error instanceof Error ? error.message : String(error));
  }
  if (name === 'balance') {
    const parsed = schemas.balance.safeParse(values);
    if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
    // A saved answer names its account itself.
    if (parsed.data.account === undefined && parsed.data.input === undefined) return fail('invalid-argument', ACCOUNT_REQUIRED);
    return ok({ name, accountId: parsed.data.account, ...marketTarget(parsed.data) });
  }
  const parsed = schemas.positions.safeParse(values);
  if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
  const v = parsed.data;
  if (v['all-accounts'] && v.account !== undefined) return fail('invalid-argument', '--account and --all-accounts exclude each other: one account, or every open one.');
  if (v['all-accounts'] && v.input !== undefined) return fail('invalid-argument', '--all-accounts asks the provider for every account; a saved --input file holds one page of one account.');
  if (!v['all-accounts'] && v.account === undefined && v.input === undefined) return fail('invalid-argument', `${ACCOUNT_REQUIRED} Or --all-accounts for every open account.`);
  return ok({ name, accountId: v.account, allAccounts: v['all-accounts'], view: v.view, ...marketTarget(v) });
}
