/**
 * The provider's order words as a trader reads them: order types ("Spread"), actions ("Buy to
 * open"), statuses ("Partly filled") and order events ("Sent to market"). One table for the
 * app's orders view and the terminal's tables, so both say the same words; an unknown word from
 * the provider is shown as it came, never hidden (nor read off Object.prototype).
 */
import { knownStatusWords } from './order-words.ts';

const ORDER_TYPE_LABELS: Readonly<Record<string, string>> = {
  EQ: 'Equity',
  OPTN: 'Option',
  ADVANCE_EQ: 'Adv. equity',
  ADVANCE_OPTN: 'Adv. option',
  SPREADS: 'Spread',
  BUY_WRITES: 'Buy-write',
  BUTTERFLY: 'Butterfly',
  IRON_BUTTERFLY: 'Iron butterfly',
  CONDOR: 'Condor',
  IRON_CONDOR: 'Iron condor',
  MF: 'Mutual fund',
  MMF: 'Money market',
  BOND: 'Bond',
  OPTION_EXERCISE: 'Exercise',
  OPTION_ASSIGNMENT: 'Assignment',
  CONTINGENT: 'Contingent',
  ONE_CANCELS_ALL: 'OCA',
  ONE_TRIGGERS_ALL: 'OTA',
  ONE_TRIGGERS_OCO: 'OTOCO',
  BRACKETED: 'Bracket',
};

const ACTION_LABELS: Readonly<Record<string, string>> = {
  BUY: 'Buy',
  SELL: 'Sell',
  BUY_TO_COVER: 'Buy to cover',
  SELL_SHORT: 'Sell short',
  BUY_OPEN: 'Buy to open',
  SELL_OPEN: 'Sell to open',
  BUY_CLOSE: 'Buy to close',
  SELL_CLOSE: 'Sell to close',
};

const EVENT_WORDS: Readonly<Record<string, string>> = {
  ORDER_PLACED: 'Placed',
  SENT_TO_MARKET: 'Sent to market',
  ORDER_EXECUTED: 'Executed',
  ORDER_PARTIALLY_EXECUTED: 'Partly executed',
  INDIVIDUAL_FILL: 'Partly filled',
  ORDER_CANCELLED: 'Cancelled',
  CANCEL_REQUESTED: 'Cancel requested',
  CANCEL_SENT_TO_MARKET: 'Cancel sent to market',
  ORDER_EXPIRED: 'Expired',
  ORDER_REJECTED: 'Rejected',
  ORDER_CHANGED: 'Changed',
  CHANGE_REQUESTED: 'Change requested',
  ORDER_ACCEPTED: 'Accepted',
  // The demo broker's assignment event (demo-broker/orders/v1-order-events.ts) and its exercise twin.
  OPTION_ASSIGNED: 'Option assigned',
  OPTION_EXERCISED: 'Option exercised',
  DO_NOT_EXERCISE: 'Do not exercise',
};

/** `word` in `table`'s words; "—" when not given, the provider's own word when unknown. */
export const labelFrom = (table: Readonly<Record<string, string>>, word: string | null): string =>
  word === null ? '—' : Object.hasOwn(table, word) ? (table[word] as string) : word;

/** "Spread", "OCA", or the provider's own word. */
export const orderTypeLabel = (type: string | null): string => labelFrom(ORDER_TYPE_LABELS, type);

/** "Buy to open". */
export const actionLabel = (action: string | null): string => labelFrom(ACTION_LABELS, action);

/** "Cancel requested": the status words every surface says (order-words.ts), capitalised. */
export function statusLabel(status: string | null): string {
  const words = status === null ? null : knownStatusWords(status);
  return words === null ? (status ?? '—') : words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Sent to market"; an unknown name is shown as it came. */
export const eventWords = (name: string): string => (Object.hasOwn(EVENT_WORDS, name) ? (EVENT_WORDS[name] as string) : name);
