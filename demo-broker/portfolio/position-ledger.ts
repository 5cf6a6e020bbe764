/**
 * The book-keeping behind an account's positions: a long and a short book per holding (a stock,
 * or one option contract), kept at average cost, and the account's cash. Positions are net: at
 * most one of the two books holds anything. A buy covers a short first and adds the rest to the
 * long book; a sale takes from the long book first and opens a short book with the rest:
 * quantities are never lost. What was traded today is
 * kept apart, so a position's day's gain is its value now less its value at the previous close and
 * less what today's trades cost.
 */
import { osiKey } from '../market/v1-contract-names.ts';

/** What a position holds: a stock (or fund), or an option contract on it. */
export interface Holding {
  /** The stock's symbol; for an option, its underlier. */
  symbol: string;
  option?: { callPut: 'CALL' | 'PUT'; year: number; month: number; day: number; strike: number };
}

/** Shares per unit of a holding: 100 for a standard option contract. */
export const multiplierOf = (holding: Holding): number => (holding.option === undefined ? 1 : 100);

/** The one key of a holding: its symbol, or the option's OSI key. */
export const holdingKey = (holding: Holding): string => {
  const { option } = holding;
  return option === undefined ? holding.symbol : osiKey(holding.symbol, option, option.callPut, option.strike);
};

/** One side of one holding. */
export interface Book {
  readonly holding: Holding;
  readonly side: 'LONG' | 'SHORT';
  /** Signed: a long book holds a positive quantity, a short book a negative one. */
  quantity: number;
  /** Signed like the quantity, commissions aside; at average cost as the book shrinks. */
  cost: number;
  /** False for a holding transferred in at an unknown price (the platform's cost of 0). */
  costKnown: boolean;
  /** Epoch ms of New York midnight of the day the book last opened from nothing; null when unknown. */
  openedAt: number | null;
  /** How often the book opened from nothing: a reopened position is a new position. */
  generation: number;
  commissions: number;
  fees: number;
  /** The quantity at today's start (before today's trades). */
  quantityAtStart: number;
  /** Signed quantity traded today, and what it cost (signed quantity × price × multiplier). */
  todayQuantity: number;
  todayCash: number;
  todayCommissions: number;
  todayFees: number;
}

/** The actions of the order list, by what they do to the books. */
const OPENS_LONG = new Set(['BUY', 'BUY_OPEN']);
const CLOSES_LONG = new Set(['SELL', 'SELL_CLOSE']);
const OPENS_SHORT = new Set(['SELL_SHORT', 'SELL_OPEN']);
const CLOSES_SHORT = new Set(['BUY_TO_COVER', 'BUY_CLOSE']);

/** One trade: a filled quantity of a leg at its price, with its share of the leg's costs. */
export interface Trade {
  holding: Holding;
  action: string;
  quantity: number;
  price: number;
  commission: number;
  fee: number;
  /** Epoch ms of New York midnight of the trade's day. */
  day: number;
}

/** An account's books and cash. */
export class PositionLedger {
  #books = new Map<string, Book>();
  #today = false;
  cash: number;
  cashAtStart: number;

  constructor(cash: number) {
    this.cash = cash;
    this.cashAtStart = cash;
  }

  #book(holding: Holding, side: 'LONG' | 'SHORT'): Book {
    const key = `${holdingKey(holding)}|${side}`;
    let book = this.#books.get(key);
    if (book === undefined) {
      book = {
        holding,
        side,
        quantity: 0,
        cost: 0,
        costKnown: true,
        openedAt: null,
        generation: 0,
        commissions: 0,
        fees: 0,
        quantityAtStart: 0,
        todayQuantity: 0,
        todayCash: 0,
        todayCommissions: 0,
        todayFees: 0,
      };
      this.#books.set(key, book);
    }
    return book;
  }

  /** An older position, there before any trade the history shows; `price` 0 when its cost is unknown. */
  hold(holding: Holding, side: 'LONG' | 'SHORT', quantity: number, price: number, openedAt: number | null): void {
    const book = this.#book(holding, side);
    this.#open(book, quantity, price, openedAt);
    if (price === 0) book.costKnown = false;
  }

  /** Applies a trade (an action that moves no book, such as EXCHANGE, is ignored). */
  trade(trade: Trade): void {
    const { holding, action, quantity, price } = trade;
    if (quantity <= 0) return;
    const buying = OPENS_LONG.has(action) || CLOSES_SHORT.has(action);
    if (!buying && !OPENS_SHORT.has(action) && !CLOSES_LONG.has(action)) return;
    this.cash += (buying ? -1 : 1) * quantity * price * multiplierOf(holding) - trade.commission - trade.fee;
    // Positions are net: a buy first covers a short, a sale first takes from a long, whatever the
    // action says; only the rest opens the other side.
    // The costs are shared between the part that closes and the part that opens, by quantity.
    const opposite = this.#book(holding, buying ? 'SHORT' : 'LONG');
    const same = this.#book(holding, buying ? 'LONG' : 'SHORT');
    const closing = Math.min(Math.abs(opposite.quantity), quantity) / quantity;
    this.#charge(opposite, trade, closing);
    this.#charge(same, trade, 1 - closing);
    const rest = this.#reduce(opposite, quantity, price);
    if (rest > 0) this.#open(same, rest, price, trade.day);
  }

  #charge(book: Book, trade: Trade, share: number): void {
    if (share <= 0) return;
    book.commissions += trade.commission * share;
    book.fees += trade.fee * share;
    if (this.#today) {
      book.todayCommissions += trade.commission * share;
      book.todayFees += trade.fee * share;
    }
  }

  /** From now on trades are today's; the quantities and cash so far are the day's start. */
  startToday(): void {
    this.#today = true;
    this.cashAtStart = this.cash;
    for (const book of this.#books.values()) book.quantityAtStart = book.quantity;
  }

  /** The books that hold something, in the order they were first opened. */
  open(): Book[] {
    return [...this.#books.values()].filter((book) => book.quantity !== 0);
  }

  #move(book: Book, signed: number, price: number): void {
    book.quantity += signed;
    if (this.#today) {
      book.todayQuantity += signed;
      book.todayCash += signed * price * multiplierOf(book.holding);
    }
  }

  #open(book: Book, quantity: number, price: number, day: number | null): void {
    if (book.quantity === 0) {
      book.openedAt = day;
      book.cost = 0;
      book.costKnown = true;
      book.generation += 1;
    }
    const signed = book.side === 'LONG' ? quantity : -quantity;
    book.cost += signed * price * multiplierOf(book.holding);
    this.#move(book, signed, price);
  }

  /** Takes up to `quantity` out of the book at average cost; answers what is left over. */
  #reduce(book: Book, quantity: number, price: number): number {
    const held = Math.abs(book.quantity);
    const taken = Math.min(held, quantity);
    if (taken === 0) return quantity;
    book.cost -= (book.cost * taken) / held;
    this.#move(book, book.side === 'LONG' ? -taken : taken, price);
    if (book.quantity === 0) book.cost = 0;
    return quantity - taken;
  }
}
