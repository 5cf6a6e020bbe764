/**
 * Realized P/L built from an account's transactions (there is no endpoint for it): each closing
 * quantity matched to its opening, first in, first out, per instrument. Money is integer cents,
 * and every share of a row's cash is allocated so that the parts add up to the row exactly: the
 * realized P/L of what was closed is, to the cent, the cash its openings and closings moved (fees
 * included, since a row's amount is net of them). An option that expires closes at no cash; one
 * assigned or exercised carries its premium into the shares it delivers, as the tax rules do. A
 * closing of something opened before the history's start is kept apart, never made a gain.
 */
import type { Transaction, TransactionInstrument, TransactionKind } from './transactions.ts';

/** How a closed trade ended. */
export type CloseKind = 'closed' | 'expired' | 'assigned' | 'exercised';

/** One matched piece: a quantity opened by one row and closed by another. */
export interface ClosedTrade {
  /** The instrument's key (`AAPL`, `AAPL 2026-12-18 call 200`). */
  readonly key: string;
  /** The underlier (the stock itself for shares). */
  readonly symbol: string;
  readonly instrument: TransactionInstrument;
  /** Above 0: a long closed; below 0: a short closed. */
  readonly quantity: number;
  readonly openedDay: string | null;
  readonly closedDay: string | null;
  readonly openId: string;
  readonly closeId: string;
  /** Cash of the opening share (negative for a long's cost) and of the closing share, in cents. */
  readonly openCashCents: number;
  readonly closeCashCents: number;
  readonly realizedCents: number;
  readonly how: CloseKind;
}

/** A quantity still open at the end of the history. */
export interface OpenLot {
  readonly key: string;
  readonly symbol: string;
  readonly instrument: TransactionInstrument;
  readonly quantity: number;
  readonly cashCents: number;
  readonly openedDay: string | null;
  readonly openId: string;
}

/** A closing with nothing open to match: opened before the history's start. */
export interface UnmatchedClose {
  readonly key: string;
  readonly symbol: string;
  readonly quantity: number;
  readonly cashCents: number;
  readonly day: string | null;
  readonly id: string;
}

export interface RealizedGains {
  readonly trades: readonly ClosedTrade[];
  readonly open: readonly OpenLot[];
  readonly unmatched: readonly UnmatchedClose[];
  /** Dividends and interest, in cents (signed as the rows say). */
  readonly incomeCents: number;
  /** Fees charged on their own rows (not a trade's fee, which is in its amount), in cents. */
  readonly feeRowsCents: number;
  /** Every trade's fee, in cents: part of the realized figures already, shown apart. */
  readonly tradeFeesCents: number;
}

const BUYS: ReadonlySet<TransactionKind> = new Set(['buy', 'buy-to-cover', 'buy-to-open', 'buy-to-close']);
const SELLS: ReadonlySet<TransactionKind> = new Set(['sell', 'sell-short', 'sell-to-open', 'sell-to-close']);
/** Words that say the row opens, whatever is open. */
const OPENS: ReadonlySet<TransactionKind> = new Set(['sell-short', 'buy-to-open', 'sell-to-open']);
/** Words that say the row closes (past what is open, the rest was opened before the history). */
const CLOSES: ReadonlySet<TransactionKind> = new Set(['buy-to-cover', 'buy-to-close', 'sell-to-close']);

/** The instrument's key: one queue of lots each. */
export function instrumentKey(instrument: TransactionInstrument): string | null {
  if (instrument.kind === 'stock') return instrument.symbol;
  if (instrument.kind === 'option') return `${instrument.underlier} ${instrument.expiry} ${instrument.right} ${String(instrument.strike)}`;
  return null;
}

const symbolOf = (instrument: TransactionInstrument): string =>
  instrument.kind === 'option' ? instrument.underlier : instrument.kind === 'cash' ? '' : instrument.symbol;

/** `total`'s share for `part` of `whole` units, in whole cents (the rest stays with the remainder, so parts add up). */
const shareOf = (total: number, part: number, whole: number): number => (part === whole ? total : Math.round((total * part) / whole));

interface Lot {
  quantity: number;
  cashCents: number;
  day: string | null;
  id: string;
}

/** Realized P/L over `transactions` (any order: they are taken oldest first, ties in the order given). */
export function realizedGains(transactions: readonly Transaction[]): RealizedGains {
  const rows = transactions
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.at ?? 0) - (b.row.at ?? 0) || a.index - b.index)
    .map(({ row }) => row);
  const lots = new Map<string, { instrument: TransactionInstrument; queue: Lot[] }>();
  const trades: ClosedTrade[] = [];
  const unmatched: UnmatchedClose[] = [];
  /** Premium of options assigned or exercised, waiting for the shares they deliver, by underlier. */
  const carried = new Map<string, number>();
  let incomeCents = 0;
  let feeRowsCents = 0;
  let tradeFeesCents = 0;

  const queueOf = (key: string, instrument: TransactionInstrument) => {
    let held = lots.get(key);
    if (held === undefined) {
      held = { instrument, queue: [] };
      lots.set(key, held);
    }
    return held.queue;
  };

  /** Closes up to `quantity` (signed against the open side) with `cash`; answers what was left unmatched. */
  function close(
    key: string,
    instrument: TransactionInstrument,
    row: Transaction,
    quantity: number,
    cash: number,
    how: CloseKind,
  ): { quantity: number; cash: number } {
    const queue = queueOf(key, instrument);
    let left = Math.abs(quantity);
    let cashLeft = cash;
    while (left > 0 && queue.length > 0) {
      const lot = queue[0] as Lot;
      if (Math.sign(lot.quantity) === Math.sign(quantity)) break;
      const units = Math.min(left, Math.abs(lot.quantity));
      const openShare = shareOf(lot.cashCents, units, Math.abs(lot.quantity));
      const closeShare = shareOf(cashLeft, units, left);
      trades.push({
        key,
        symbol: symbolOf(instrument),
        instrument,
        quantity: Math.sign(lot.quantity) * units,
        openedDay: lot.day,
        closedDay: row.day,
        openId: lot.id,
        closeId: row.id,
        openCashCents: openShare,
        closeCashCents: closeShare,
        realizedCents: openShare + closeShare,
        how,
      });
      lot.quantity -= Math.sign(lot.quantity) * units;
      lot.cashCents -= openShare;
      if (lot.quantity === 0) queue.shift();
      left -= units;
      cashLeft -= closeShare;
    }
    return { quantity: Math.sign(quantity) * left, cash: cashLeft };
  }

  /** The open side of `key` (+1 long, −1 short, 0 nothing open). */
  const openSide = (key: string): number => Math.sign(lots.get(key)?.queue[0]?.quantity ?? 0);

  for (const row of rows) {
    const { kind, instrument } = row;
    if (kind === 'dividend' || kind === 'interest') {
      incomeCents += row.amountCents;
      continue;
    }
    if (kind === 'fee') {
      feeRowsCents += row.amountCents;
      continue;
    }
    const key = instrumentKey(instrument);
    if (key === null || row.quantity === 0) continue;
    if (kind === 'expiration' || kind === 'assignment' || kind === 'exercise') {
      // Closes whatever is open of the contract, at no cash of its own.
      const side = openSide(key);
      if (side === 0) {
        unmatched.push({ key, symbol: symbolOf(instrument), quantity: row.quantity, cashCents: row.amountCents, day: row.day, id: row.id });
        continue;
      }
      const how: CloseKind = kind === 'expiration' ? 'expired' : kind === 'assignment' ? 'assigned' : 'exercised';
      const before = trades.length;
      const rest = close(key, instrument, row, -side * Math.abs(row.quantity), row.amountCents, how);
      if (how !== 'expired') {
        // The premium goes into the shares delivered: the closed pieces realize nothing now.
        for (let i = before; i < trades.length; i += 1) {
          const piece = trades[i] as ClosedTrade;
          const symbol = piece.symbol;
          carried.set(symbol, (carried.get(symbol) ?? 0) + piece.realizedCents);
        }
        trades.splice(before);
      }
      if (rest.quantity !== 0) unmatched.push({ key, symbol: symbolOf(instrument), quantity: rest.quantity, cashCents: rest.cash, day: row.day, id: row.id });
      continue;
    }
    const sign = BUYS.has(kind) ? 1 : SELLS.has(kind) ? -1 : Math.sign(row.quantity);
    const quantity = sign * Math.abs(row.quantity);
    tradeFeesCents += row.feeCents;
    let cash = row.amountCents;
    if (row.fromOption && instrument.kind === 'stock') {
      cash += carried.get(instrument.symbol) ?? 0;
      carried.delete(instrument.symbol);
    }
    let rest = { quantity, cash };
    if (!OPENS.has(kind) && openSide(key) === -sign) rest = close(key, instrument, row, quantity, cash, 'closed');
    if (rest.quantity === 0) continue;
    // Past what was open: a closing word, or shares sold with nothing held, closed what the history does not hold.
    const closedBeforeHistory = CLOSES.has(kind) || (kind === 'sell' && instrument.kind === 'stock' && openSide(key) === 0);
    if (closedBeforeHistory) unmatched.push({ key, symbol: symbolOf(instrument), quantity: rest.quantity, cashCents: rest.cash, day: row.day, id: row.id });
    else queueOf(key, instrument).push({ quantity: rest.quantity, cashCents: rest.cash, day: row.day, id: row.id });
  }

  const open: OpenLot[] = [];
  for (const [key, { instrument, queue }] of lots) {
    for (const lot of queue)
      open.push({ key, symbol: symbolOf(instrument), instrument, quantity: lot.quantity, cashCents: lot.cashCents, openedDay: lot.day, openId: lot.id });
  }
  // Premium of an assignment whose shares never came: realized where it stands, rather than lost.
  for (const [symbol, cents] of carried) {
    trades.push({
      key: symbol,
      symbol,
      instrument: { kind: 'stock', symbol },
      quantity: 0,
      openedDay: null,
      closedDay: null,
      openId: '',
      closeId: '',
      openCashCents: cents,
      closeCashCents: 0,
      realizedCents: cents,
      how: 'assigned',
    });
  }
  return { trades, open, unmatched, incomeCents, feeRowsCents, tradeFeesCents };
}
