/**
 * An account's positions and cash at an instant, as the portfolio and balance endpoints answer
 * them: the older positions of the seed, then every fill of the order list the broker serves (the
 * same filled quantities, at the same prices, from the first day of its history), priced by the
 * moving market. Fills before today's New York midnight make the day's starting point; today's
 * fills are today's trades, so a day's gain is the value now, less the value at the previous
 * close, less what today's trades cost. An option is gone the day after it expires; a closed
 * account holds nothing.
 */
import type { DemoAccount } from '../accounts.ts';
import type { Clock } from '../clock.ts';
import { easternDayStart, easternMidnight, easternParts } from '../eastern-time.ts';
import { marketMoment, type MarketMoment } from '../market/market-hours.ts';
import { hashParts } from '../market/seeded-random.ts';
import { SimulatedMarket } from '../market/simulated-market.ts';
import type { LegSpec, OrderSpec } from '../orders/order-model.ts';
import type { DatedEntry, V1OrderHistory } from '../orders/v1-account-history.ts';
import { v1StateAt } from '../orders/v1-order-status.ts';
import { holdingKey, multiplierOf, PositionLedger, type Book, type Holding } from './position-ledger.ts';
import { marginRequirement } from './margin-requirement.ts';
import { priceHolding, type HoldingPrice } from './position-pricing.ts';
import { isMarginAccount, seededCash, seededPositions } from './seeded-positions.ts';

/** One position with its market and the figures the wire carries. */
export interface PricedPosition {
  book: Book;
  /** Stable while the position is held; above 2^32, as the platform's are. */
  positionId: number;
  price: HoldingPrice;
  multiplier: number;
  marketValue: number;
  daysGain: number;
  /** `null` when the day's base is 0 (nothing held at the close, nothing traded). */
  daysGainPct: number | null;
}

/** An account at an instant. */
export interface AccountSnapshot {
  account: DemoAccount;
  margin: boolean;
  /** By symbol, the stock before its options, then expiry, strike, call before put, long before short. */
  positions: PricedPosition[];
  cash: number;
  /** Cash at today's start: what today's trades have not yet settled. */
  cashAtStart: number;
  /** What the account's working buy orders hold back. */
  openOrderCash: number;
  moment: MarketMoment;
}

const DAY = 86_400_000;

/** Statuses of an order still working (its unfilled rest may still buy). */
const WORKING = new Set(['OPEN', 'INDIVIDUAL_FILLS', 'PARTIAL', 'CANCEL_REQUESTED']);
const BUYING = new Set(['BUY', 'BUY_OPEN', 'BUY_TO_COVER', 'BUY_CLOSE']);

const holdingOf = (leg: LegSpec): Holding =>
  leg.option === undefined
    ? { symbol: leg.symbol }
    : {
        symbol: leg.symbol,
        option: { callPut: leg.option.callPut, year: leg.option.expYear, month: leg.option.expMonth, day: leg.option.expDay, strike: leg.option.strikePrice },
      };

/** The legs' trades between two filled fractions of an order (quantities rounded as the order list rounds them). */
function applyFills(ledger: PositionLedger, order: OrderSpec, from: number, to: number, day: number): void {
  for (const leg of order.legs) {
    const quantity = Math.round(leg.orderedQuantity * to) - Math.round(leg.orderedQuantity * from);
    if (quantity <= 0) continue;
    const share = quantity / leg.orderedQuantity;
    ledger.trade({
      holding: holdingOf(leg),
      action: leg.orderAction,
      quantity,
      price: leg.fillPrice,
      commission: leg.estimatedCommission * share,
      fee: leg.estimatedFees * share,
      day,
    });
  }
}

const compare = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

/** The default order of a portfolio (sortBy SYMBOL). */
export function bySymbol(a: PricedPosition, b: PricedPosition): number {
  const x = a.book.holding;
  const y = b.book.holding;
  if (x.symbol !== y.symbol) return compare(x.symbol, y.symbol);
  if ((x.option === undefined) !== (y.option === undefined)) return x.option === undefined ? -1 : 1;
  return compare(holdingKey(x), holdingKey(y)) || compare(a.book.side, b.book.side);
}

/** The positions of the demo's accounts over its order history and market. */
export class AccountPositions {
  readonly #seed: number;
  readonly #history: V1OrderHistory;
  readonly #market: SimulatedMarket;
  readonly #openingCashes = new Map<string, number>();

  constructor(seed: number, history: V1OrderHistory, clock: Clock) {
    this.#seed = seed;
    this.#history = history;
    this.#market = new SimulatedMarket(seed, clock);
  }

  /**
   * The account's cash before its history: the seed's, plus what its fills spend in all up to the
   * end of the broker's first day, so that a cash account trades within its means (its later days
   * can still run it low); a margin account holds at least half as much again as its positions
   * then require, so that it opens with buying power and no call.
   */
  #openingCash(account: DemoAccount): number {
    let cash = this.#openingCashes.get(account.accountId);
    if (cash === undefined) {
      const date = new Date((this.#history.startDay + 1) * DAY);
      const end = easternMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) - 1;
      const { ledger } = this.#ledger(account, end, 0);
      const spent = -ledger.cash;
      cash = seededCash(this.#seed, account) + Math.max(0, Math.round(spent / 1000) * 1000);
      if (isMarginAccount(account)) {
        const positions = this.#priced(account, ledger, end);
        const net = positions.reduce((sum, position) => sum + position.marketValue, 0);
        // Equity (cash + ledger cash + net) at least 1.5 times the requirement.
        const needed = 1.5 * marginRequirement(positions) - (ledger.cash + net);
        cash = Math.max(cash, Math.ceil(needed / 10_000) * 10_000);
      }
      this.#openingCashes.set(account.accountId, cash);
    }
    return cash;
  }

  /** The ledger of the account at `now`, starting from `cash`, and what its working buy orders hold back. */
  #ledger(account: DemoAccount, now: number, cash: number): { ledger: PositionLedger; openOrderCash: number } {
    const ledger = new PositionLedger(cash);
    for (const held of seededPositions(this.#seed, account, this.#history.firstDay))
      ledger.hold(held.holding, held.side, held.quantity, held.price, held.openedAt);
    const todayStart = easternDayStart(now);
    const entries = this.#history.entriesFrom(account, this.#history.firstDay, now);
    const dayStarts = new Map<number, number>();
    const startOf = (dated: DatedEntry): number => {
      let start = dayStarts.get(dated.dayEnd);
      if (start === undefined) dayStarts.set(dated.dayEnd, (start = easternDayStart(dated.dayEnd - 1)));
      return start;
    };
    const before = entries.map((dated) =>
      dated.entry.orders.map((order) => (order.placedAt < todayStart ? v1StateAt(order, todayStart - 1, dated.dayEnd).filledFraction : 0)),
    );
    entries.forEach((dated, i) => dated.entry.orders.forEach((order, j) => applyFills(ledger, order, 0, before[i]?.[j] ?? 0, startOf(dated))));
    ledger.startToday();
    let openOrderCash = 0;
    entries.forEach((dated, i) =>
      dated.entry.orders.forEach((order, j) => {
        const state = v1StateAt(order, now, dated.dayEnd);
        applyFills(ledger, order, before[i]?.[j] ?? 0, state.filledFraction, todayStart);
        if (!WORKING.has(state.status)) return;
        for (const leg of order.legs) {
          const left = leg.orderedQuantity - Math.round(leg.orderedQuantity * state.filledFraction);
          if (BUYING.has(leg.orderAction) && left > 0) openOrderCash += left * leg.fillPrice * multiplierOf(holdingOf(leg));
        }
      }),
    );
    return { ledger, openOrderCash };
  }

  /** The ledger's open books priced at `now`, the contracts that expired before today left out. */
  #priced(account: DemoAccount, ledger: PositionLedger, now: number): PricedPosition[] {
    const moment = marketMoment(now);
    const today = easternParts(now);
    const todayKey = today.year * 10_000 + today.month * 100 + today.day;
    const positions: PricedPosition[] = [];
    for (const book of ledger.open()) {
      const { option } = book.holding;
      // Expired contracts are gone the day after their expiry.
      if (option !== undefined && option.year * 10_000 + option.month * 100 + option.day < todayKey) continue;
      const price = priceHolding(this.#market, book.holding, moment, today);
      const multiplier = multiplierOf(book.holding);
      const marketValue = book.quantity * multiplier * price.last;
      const base = book.quantityAtStart * multiplier * price.previousClose + book.todayCash;
      const daysGain = marketValue - base;
      positions.push({
        book,
        positionId:
          100_000_000_000 +
          hashParts(this.#seed, ['position', account.accountId, holdingKey(book.holding), book.side, book.generation]) * 20 +
          (book.side === 'SHORT' ? 1 : 0),
        price,
        multiplier,
        marketValue,
        daysGain,
        daysGainPct: Math.abs(base) < 0.005 ? null : (100 * daysGain) / Math.abs(base),
      });
    }
    return positions;
  }

  /** The account's positions and cash at `now` (the broker's market clock). */
  snapshot(account: DemoAccount, now: number): AccountSnapshot {
    const moment = marketMoment(now);
    // A closed account was emptied when it closed: no positions, no cash.
    if (account.accountStatus === 'CLOSED')
      return { account, margin: isMarginAccount(account), positions: [], cash: 0, cashAtStart: 0, openOrderCash: 0, moment };
    const { ledger, openOrderCash } = this.#ledger(account, now, this.#openingCash(account));
    const positions = this.#priced(account, ledger, now);
    positions.sort(bySymbol);
    return { account, margin: isMarginAccount(account), positions, cash: ledger.cash, cashAtStart: ledger.cashAtStart, openOrderCash, moment };
  }
}
