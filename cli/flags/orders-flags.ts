/**
 * The flags of `strikeboard orders` (today's orders, a page, every page, --watch, or a v1 history
 * window with server-side filters) and `order` (one order with its events).
 */
import { z } from 'zod';
import { accountKeySchema, ORDER_SECURITY_TYPES, ORDER_STATUS_FILTERS } from '../../shared/domain/order-history.ts';
import { fail, ok, type Result } from '../../shared/result.ts';
import { LIMITS } from '../../shared/spec-constants.ts';
import { checkFlags } from './flag-schema.ts';
import { dateValue, wholeNumberValue } from './flag-values.ts';
import { TARGET_FLAGS, targetSchema, toTarget, type DataTarget } from './target-flags.ts';

/** v1 order filters (`orders`): a history window instead of today, and server-side filters. */
export interface OrderFilters {
  /** A history window (New York days); today's orders when absent. */
  window?: { from: string; to: string } | undefined;
  status?: (typeof ORDER_STATUS_FILTERS)[number] | undefined;
  symbols?: string[] | undefined;
  securityType?: (typeof ORDER_SECURITY_TYPES)[number] | undefined;
}

/** `accountId`: an account ID or (v1) an accountIdKey; an ID is resolved to its key on v1. */
export type OrdersCommand = {
  name: 'orders';
  accountId: string;
  count: number | undefined;
  marker: string | undefined;
  all: boolean;
  watch: boolean;
} & OrderFilters &
  DataTarget;
/** One order with its events (v1). */
export type OrderCommand = { name: 'order'; accountId: string; orderId: string } & DataTarget;

/** The spellings of the two commands' flags. */
export const ORDERS_FLAGS = {
  orders: {
    ...TARGET_FLAGS,
    account: { type: 'string' },
    count: { type: 'string' },
    marker: { type: 'string' },
    all: { type: 'boolean' },
    watch: { type: 'boolean' },
    today: { type: 'boolean' },
    from: { type: 'string' },
    to: { type: 'string' },
    status: { type: 'string' },
    symbol: { type: 'string' },
    'security-type': { type: 'string' },
  },
  order: { ...TARGET_FLAGS, account: { type: 'string' }, id: { type: 'string' } },
} as const;

const ordersSchema = targetSchema.extend({
  account: accountKeySchema.optional(),
  today: z.boolean().default(false),
  from: dateValue.optional(),
  to: dateValue.optional(),
  status: z
    .string()
    .transform((text) => text.toUpperCase())
    .pipe(z.enum(ORDER_STATUS_FILTERS, { error: `must be one of ${ORDER_STATUS_FILTERS.join(', ')}` }))
    .optional(),
  symbol: z
    .string()
    .transform((text) =>
      text
        .toUpperCase()
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z
        .array(z.string().regex(/^[A-Z][A-Z0-9./-]{0,9}$/, 'must be market symbols, comma-separated'))
        .min(1, 'must name a symbol')
        .max(25, 'takes at most 25 symbols'),
    )
    .optional(),
  'security-type': z.enum(ORDER_SECURITY_TYPES, { error: `must be one of ${ORDER_SECURITY_TYPES.join(', ')}` }).optional(),
  count: wholeNumberValue('orders per page', 1, LIMITS.orderListMaxCount).optional(),
  marker: z
    .string()
    .regex(/^[\x21-\x7e]{1,256}$/, 'must be the marker a previous page printed')
    .optional(),
  all: z.boolean().default(false),
  watch: z.boolean().default(false),
});

const orderSchema = targetSchema.extend({
  account: accountKeySchema.optional(),
  id: z.string({ error: 'is required (the numeric order ID)' }).regex(/^\d{1,20}$/, 'must be the numeric order ID'),
});

/** The message of a command that needs an account and was given none. */
export const ACCOUNT_REQUIRED =
  '--account is required: the account ID or its key (`strikeboard accounts` lists them; `npm run demo-broker` prints the demo ones).';

/** Checks `order`'s read flags. */
export function parseOrderFlags(values: Record<string, unknown>): Result<OrderCommand> {
  const checked = checkFlags(orderSchema, values);
  if (!checked.ok) return checked;
  const v = checked.data;
  if (v.account === undefined && v.input === undefined) return fail('invalid-argument', ACCOUNT_REQUIRED);
  return ok({ name: 'order', accountId: v.account ?? '', orderId: v.id, ...toTarget(v) });
}

/** Checks `orders`' read flags, and the flags that go together or exclude each other. */
export function parseOrdersFlags(values: Record<string, unknown>): Result<OrdersCommand> {
  const checked = checkFlags(ordersSchema, values);
  if (!checked.ok) return checked;
  const v = checked.data;
  if (v.account === undefined) return fail('invalid-argument', ACCOUNT_REQUIRED);
  if ((v.from === undefined) !== (v.to === undefined)) return fail('invalid-argument', '--from and --to go together: a window of New York days, YYYY-MM-DD.');
  if (v.today && v.from !== undefined) return fail('invalid-argument', '--today and --from/--to exclude each other.');
  if (v.watch && v.from !== undefined) return fail('invalid-argument', '--watch follows today’s orders; a history window (--from/--to) is not live.');
  if (v.all && v.marker !== undefined)
    return fail('invalid-argument', '--marker and --all exclude each other: --all starts at the newest page and follows every marker.');
  if (v.watch && v.input !== undefined) return fail('invalid-argument', '--watch polls the provider; it cannot watch a saved --input file.');
  if (v.watch && v.marker !== undefined) return fail('invalid-argument', '--watch always lists the whole day; leave out --marker.');
  const filters: OrderFilters = {
    window: v.from === undefined || v.to === undefined ? undefined : { from: v.from, to: v.to },
    status: v.status,
    symbols: v.symbol,
    securityType: v['security-type'],
  };
  return ok({ name: 'orders', accountId: v.account, count: v.count, marker: v.marker, all: v.all, watch: v.watch, ...filters, ...toTarget(v) });
}
