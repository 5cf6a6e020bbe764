/**
 * What each account held before the history the broker shows: a few stocks bought months ago, a
 * holding transferred in whose price and date the platform never knew (its cost 0, its date
 * negative), options on the next two monthly expiries after the broker's first day, and on a
 * margin account a short of a stock it does not hold long and a short put on it. Cash and
 * retirement accounts hold no short stock and no short calls.
 * Drawn from the seed and the account, so the same seed always holds the same positions.
 */
import { easternMidnight } from '../eastern-time.ts';
import { monthlyExpiryDay } from '../market/expiry-calendar.ts';
import { basePrice } from '../market/instruments.ts';
import { cents, randomFrom, type Random } from '../market/seeded-random.ts';
import { ORDER_EQUITIES, strikeLadder } from '../market/underliers.ts';
import type { Holding } from './position-ledger.ts';

const DAY = 86_400_000;

/** One older position. `price` 0 means its cost is unknown; `openedAt` null means its date is. */
export interface SeededPosition {
  holding: Holding;
  side: 'LONG' | 'SHORT';
  quantity: number;
  price: number;
  openedAt: number | null;
}

/** The account facts the seed needs. */
export interface SeedAccount {
  accountId: string;
  /** MARGIN accounts may be short; CASH and IRA accounts are not. */
  accountMode: string;
}

/** The symbol every account holds at an unknown cost (no order ever trades it). */
export const TRANSFERRED_SYMBOL = 'IWM';

/** Whether an account trades on margin (the others are cash accounts: no shorts of their own, no margin figures). */
export const isMarginAccount = (account: Pick<SeedAccount, 'accountMode'>): boolean => account.accountMode === 'MARGIN';

/**
 * The account's options approval: a margin account level 4 (uncovered options too), a retirement
 * account level 3 (spreads, covered calls, cash-secured puts), a cash account level 2 (long options,
 * covered calls, cash-secured puts).
 */
export function optionLevelOf(account: Pick<SeedAccount, 'accountMode'>): 'LEVEL_2' | 'LEVEL_3' | 'LEVEL_4' {
  if (isMarginAccount(account)) return 'LEVEL_4';
  return account.accountMode === 'IRA' ? 'LEVEL_3' : 'LEVEL_2';
}

/** New York midnight `days` before the Eastern day number `dayNumber`. */
const midnightBefore = (dayNumber: number, days: number): number => {
  const date = new Date((dayNumber - days) * DAY);
  return easternMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

/** The monthly expiry `months` after the month of the Eastern day number `dayNumber`. */
const monthlyAfter = (dayNumber: number, months: number): { year: number; month: number; day: number } => {
  const date = new Date(dayNumber * DAY);
  const index = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: monthlyExpiryDay(year, month) };
};

/** A strike `steps` from the money on the symbol's ladder. */
const strikeNear = (symbol: string, seed: number, steps: number): number => {
  const spot = basePrice(symbol, seed);
  const ladder = strikeLadder(symbol, spot);
  const money = ladder.findIndex((strike) => strike >= spot);
  return ladder[Math.min(ladder.length - 1, Math.max(0, (money === -1 ? ladder.length - 1 : money) + steps))] ?? spot;
};

/** Picks `count` different equities of the order list. */
const pickEquities = (random: Random, count: number): string[] => {
  const symbols = ORDER_EQUITIES.map((equity) => equity.symbol);
  const picked: string[] = [];
  while (picked.length < count) {
    const symbol = random.pick(symbols);
    if (!picked.includes(symbol)) picked.push(symbol);
  }
  return picked;
};

/** The account's older positions; `firstDay` is the first Eastern day of the broker's history. */
export function seededPositions(seed: number, account: SeedAccount, firstDay: number): SeededPosition[] {
  const random = randomFrom(seed, 'positions', account.accountId);
  const picked = pickEquities(random, 5);
  // The fifth is what a margin account is short: a stock it does not also hold (positions are net).
  const stocks = picked.slice(0, 4);
  const shorted = picked[4] ?? 'KO';
  const out: SeededPosition[] = stocks.map((symbol) => ({
    holding: { symbol },
    side: 'LONG',
    quantity: random.int(2, 30) * 10,
    price: cents(basePrice(symbol, seed) * (0.65 + 0.5 * random.next())),
    openedAt: midnightBefore(firstDay, random.int(20, 700)),
  }));
  out.push({ holding: { symbol: TRANSFERRED_SYMBOL }, side: 'LONG', quantity: random.int(2, 8) * 10, price: 0, openedAt: null });
  const option = (symbol: string, callPut: 'CALL' | 'PUT', steps: number, months: number, side: 'LONG' | 'SHORT'): SeededPosition => ({
    holding: { symbol, option: { callPut, ...monthlyAfter(firstDay, months), strike: strikeNear(symbol, seed, steps) } },
    side,
    quantity: random.int(1, 5),
    price: cents(Math.max(0.05, basePrice(symbol, seed) * 0.025 * (0.5 + random.next()))),
    openedAt: midnightBefore(firstDay, random.int(1, 15)),
  });
  const [, second = 'MSFT', third = 'IBM'] = stocks;
  out.push(option(second, 'CALL', 2, 3, 'LONG'), option(third, 'PUT', -2, 4, 'LONG'));
  if (isMarginAccount(account)) {
    out.push({
      holding: { symbol: shorted },
      side: 'SHORT',
      quantity: random.int(1, 5) * 10,
      price: cents(basePrice(shorted, seed) * (0.9 + 0.3 * random.next())),
      openedAt: midnightBefore(firstDay, random.int(2, 30)),
    });
    out.push(option(shorted, 'PUT', -3, 3, 'SHORT'));
  }
  return out;
}

/** The account's cash before its history: more on a margin account. */
export function seededCash(seed: number, account: SeedAccount): number {
  const random = randomFrom(seed, 'cash', account.accountId);
  return isMarginAccount(account) ? random.int(80, 250) * 1000 : random.int(30, 120) * 1000;
}
