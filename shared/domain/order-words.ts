/**
 * Words about orders that more than one surface says: the desktop notifications (main), the
 * screen reader's live region and the orders table (renderer), the terminal (CLI). One place, so
 * that a notification and an announcement of the same refresh never word it two ways.
 */
import { UNIT_SHORT, type UnitQuantity } from './order-quantities.ts';

/**
 * More changed orders than this in one refresh are summarised, not named one by one: the first
 * refresh after a night, or a mass cancel, is one notification and one sentence, not a burst.
 */
export const NAMED_CHANGES_MAX = 3;

/**
 * The account as notifications and announcements name it: its last four digits ("…5188").
 * Notifications show on a locked screen and stay in the system's history, so the whole number
 * never goes there.
 */
export const accountHint = (accountId: string): string => `…${accountId.slice(-4)}`;

/**
 * " in account …5188", or nothing when the account number is not known (the opaque v1 key is never
 * said in its place).
 */
export const inAccountWords = (accountId: string | null | undefined): string =>
  accountId === null || accountId === undefined || accountId === '' ? '' : ` in account ${accountHint(accountId)}`;

/** The head of a summary: "5 orders changed in account …5188" ("5 orders changed" when the number is unknown). */
export const changedOrdersHead = (count: number, accountId: string | null | undefined): string => `${count} orders changed${inAccountWords(accountId)}`;

/** The statuses the platform names, in lower-case words. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  OPEN: 'open',
  EXECUTED: 'executed',
  CANCELLED: 'cancelled',
  CANCEL_REQUESTED: 'cancel requested',
  EXPIRED: 'expired',
  REJECTED: 'rejected',
  // v1: INDIVIDUAL_FILLS and PARTIAL both read as partly filled (the platform's difference is not
  // known).
  INDIVIDUAL_FILLS: 'partly filled',
  PARTIAL: 'partly filled',
  // v1's other statuses (docs/platform/current-api.md, "Orders").
  OPTION_ASSIGNMENT: 'assigned',
  OPTION_EXERCISE: 'exercised',
  DONE_TRADE_EXECUTED: 'trade executed',
  DO_NOT_EXERCISE: 'do not exercise',
  INVALID: 'invalid',
};

/** Statuses after which nothing more happens to an order: the ones a notification is sent for. */
const FINAL_STATUSES: ReadonlySet<string> = new Set([
  'EXECUTED',
  'CANCELLED',
  'REJECTED',
  'EXPIRED',
  'OPTION_ASSIGNMENT',
  'OPTION_EXERCISE',
  'DONE_TRADE_EXECUTED',
]);

/**
 * Statuses under which an order traded: executed, and v1's done trade, assignment and exercise.
 * One rule for the Executed tab, the badge's tone and whether an executed time can be real.
 */
export const EXECUTED_STATUSES: ReadonlySet<string> = new Set(['EXECUTED', 'DONE_TRADE_EXECUTED', 'OPTION_ASSIGNMENT', 'OPTION_EXERCISE']);

/** A known status in lower-case words ("cancel requested"); `null` for a word we do not know. */
export const knownStatusWords = (status: string): string | null => (Object.hasOwn(STATUS_WORDS, status) ? (STATUS_WORDS[status] as string) : null);

/** A status in words for a sentence: ours in lower case, an unknown one as the provider sent it. */
export const statusWords = (status: string | null): string => (status === null ? 'without a status' : (knownStatusWords(status) ?? status));

/** The words of a final status ("executed"), `null` for any other. */
export const finalStatusWords = (status: string | null): string | null => (status !== null && FINAL_STATUSES.has(status) ? statusWords(status) : null);

/** A whole number with thousands separators, as `toLocaleString('en-US')` writes it. */
function groupThousands(value: number): string {
  // toLocaleString builds a formatter on every call and a table formats thousands of quantities:
  // exact whole numbers are grouped here; the rest (-0, beyond 2^53) go to the formatter.
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/** Quantities: whole numbers with thousands separators, fractions (fractional shares) as the provider gave them; "—" when not given. */
export const formatQuantity = (value: number | null): string => (value === null ? '—' : Number.isInteger(value) ? groupThousands(value) : String(value));

/** A dollar amount as a quantity (v1 DOLLAR quantity type): "$5,000", "$12.5"; "—" when not given. */
export const formatDollars = (value: number | null): string => (value === null ? '—' : `$${formatQuantity(value)}`);

/**
 * The fill in words, every unit named and none added to another: "40 of 100 shares",
 * "700 of 1,400 shares and 7 of 14 contracts", "$0 of $5,000". A unit no leg reports a fill for has filled 0.
 */
export const fillWords = (quantities: readonly UnitQuantity[]): string =>
  quantities
    .map(({ unit, filled, ordered }) =>
      unit === 'dollars'
        ? `${formatDollars(filled ?? 0)} of ${formatDollars(ordered)}`
        : `${formatQuantity(filled ?? 0)} of ${formatQuantity(ordered)} ${unit}`,
    )
    .join(' and ');

/**
 * One unit's fill for a narrow column: "700/1,400 sh". `number` formats the figures (the terminal
 * prints them without separators); a unit no leg reports a fill for has filled 0.
 */
export const unitFillFigure = ({ unit, filled, ordered }: UnitQuantity, number: (value: number | null) => string = formatQuantity): string =>
  unit === 'dollars' ? `$${number(filled ?? 0)}/$${number(ordered)}` : `${number(filled ?? 0)}/${number(ordered)} ${UNIT_SHORT[unit]}`;
