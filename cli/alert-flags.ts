/**
 * Flags of the alert commands of the current API: `alerts` (`--status unread|read`, `--category
 * stock|account`, `--count N`) and `alert` (`--id N`). They share the data commands' target flags
 * (--env, --broker-url, --format, --json, --input, --api).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { alertIdSchema, MAX_ALERT_COUNT, type AlertCategory, type AlertStatus } from '../shared/domain/alerts.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { marketTarget, target, targetSchema, type MarketTarget } from './market-flags.ts';

export type AlertCommand =
  | ({ name: 'alerts'; status: AlertStatus | undefined; category: AlertCategory | undefined; count: number | undefined } & MarketTarget)
  | ({ name: 'alert'; id: string | undefined } & MarketTarget);

export const ALERT_COMMANDS = ['alerts', 'alert'] as const;
export type AlertCommandName = (typeof ALERT_COMMANDS)[number];

export const isAlertCommand = (name: string): name is AlertCommandName => (ALERT_COMMANDS as readonly string[]).includes(name);

const OPTIONS = {
  alerts: { ...target, status: { type: 'string' }, category: { type: 'string' }, count: { type: 'string' } },
  alert: { ...target, id: { type: 'string' } },
} as const;

const schemas = {
  alerts: targetSchema.extend({
    status: z
      .enum(['unread', 'read', 'UNREAD', 'READ'], { error: 'must be unread or read' })
      .transform((status) => status.toUpperCase() as AlertStatus)
      .optional(),
    category: z
      .enum(['stock', 'account', 'STOCK', 'ACCOUNT'], { error: 'must be stock or account' })
      .transform((category) => category.toUpperCase() as AlertCategory)
      .optional(),
    count: z
      .string()
      .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_ALERT_COUNT}`)
      .transform(Number)
      .refine((count) => count >= 1 && count <= MAX_ALERT_COUNT, `must be a whole number from 1 to ${MAX_ALERT_COUNT}`)
      .optional(),
  }),
  alert: targetSchema.extend({ id: alertIdSchema.optional() }),
};

const describe = (error: z.ZodError): string => error.issues.map((issue) => `--${issue.path.map(String).join('.')} ${issue.message}`).join('; ');

/** Parses the arguments after an alert command's name. */
export function parseAlertCommand(name: AlertCommandName, args: readonly string[]): Result<AlertCommand> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args: [...args], options: OPTIONS[name], strict: true, allowPositionals: false }));
  } catch (error) {
    return fail('invalid-argument', error instanceof Error ? error.message : String(error));
  }
  if (name === 'alert') {
    const parsed = schemas.alert.safeParse(values);
    if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
    // A saved answer names its alert itself.
    if (parsed.data.id === undefined && parsed.data.input === undefined) return fail('invalid-argument', '--id is required: the alert’s number, as `strikeboard alerts` lists it.');
    return ok({ name, id: parsed.data.id, ...marketTarget(parsed.data) });
  }
  const parsed = schemas.alerts.safeParse(values);
  if (!parsed.success) return fail('invalid-argument', describe(parsed.error));
  const v = parsed.data;
  return ok({ name, status: v.status, category: v.category, count: v.count, ...marketTarget(v) });
}
