/**
 * Flags of the alert commands of the current API: `alerts` (`--status unread|read`, `--category
 * stock|account`, `--count N`) and `alert` (`--id N`). They share the data commands' target flags
 * (--env, --broker-url, --format, --json, --input, --api) and are read and checked in the one
 * shape of every command (flag-schema.ts).
 */
import { z } from 'zod';
import { alertIdSchema, MAX_ALERT_COUNT, type AlertCategory, type AlertStatus } from '../../shared/domain/alerts.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { parseFlags } from './flag-schema.ts';
import { wholeNumberValue } from './flag-values.ts';
import { TARGET_FLAGS, targetSchema, toTarget, type DataTarget } from './target-flags.ts';

export type AlertCommand =
  | ({ name: 'alerts'; status: AlertStatus | undefined; category: AlertCategory | undefined; count: number | undefined } & DataTarget)
  | ({ name: 'alert'; alertId: string | undefined } & DataTarget);

export const ALERT_COMMANDS = ['alerts', 'alert'] as const;
export type AlertCommandName = (typeof ALERT_COMMANDS)[number];

export const isAlertCommand = (name: string): name is AlertCommandName => (ALERT_COMMANDS as readonly string[]).includes(name);

/** The flags of each alert command. */
export const ALERT_FLAGS = {
  alerts: { ...TARGET_FLAGS, status: { type: 'string' }, category: { type: 'string' }, count: { type: 'string' } },
  alert: { ...TARGET_FLAGS, id: { type: 'string' } },
} as const;

const alertsSchema = targetSchema.extend({
  // DELETED is a status the list never shows (Strikeboard never deletes), so it is not offered.
  status: z
    .enum(['unread', 'read', 'UNREAD', 'READ'], { error: 'must be unread or read' })
    .transform((status) => status.toUpperCase() as AlertStatus)
    .optional(),
  category: z
    .enum(['stock', 'account', 'STOCK', 'ACCOUNT'], { error: 'must be stock or account' })
    .transform((category) => category.toUpperCase() as AlertCategory)
    .optional(),
  count: wholeNumberValue('alerts to list', 1, MAX_ALERT_COUNT).optional(),
});

const alertSchema = targetSchema.extend({ id: z.string().trim().pipe(alertIdSchema).optional() });

/** The message of `alert` given no alert. */
export const ALERT_ID_REQUIRED = '--id is required: the alert’s number, as `strikeboard alerts` lists it.';

/** Parses the arguments after an alert command's name. */
export function parseAlertCommand(name: AlertCommandName, args: readonly string[]): Result<AlertCommand> {
  if (name === 'alert') {
    const parsed = parseFlags(name, args, ALERT_FLAGS.alert, alertSchema);
    if (!parsed.ok) return parsed;
    const v = parsed.data.flags;
    // A saved answer names its alert itself.
    if (v.id === undefined && v.input === undefined) return fail('invalid-argument', ALERT_ID_REQUIRED);
    return ok({ name, alertId: v.id, ...toTarget(v) });
  }
  const parsed = parseFlags(name, args, ALERT_FLAGS.alerts, alertsSchema);
  if (!parsed.ok) return parsed;
  const v = parsed.data.flags;
  return ok({ name, status: v.status, category: v.category, count: v.count, ...toTarget(v) });
}
