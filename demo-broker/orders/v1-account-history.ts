/**
 * An account's order history as the current API (v1) lists it: weeks of past days behind today,
 * deterministic from the seed, then the live days the legacy order list shows too (the day the
 * broker started and every later one come from the shared OrderBook, so both generations agree on
 * today). Past weekdays are simulated trading days of their own, placed 08:00-16:00 New York and
 * settled by the close; weekends hold no orders. A closed account has no days after its closing.
 */
import { easternDayNumber, easternMidnight, easternParts } from '../eastern-time.ts';
import { randomFrom } from '../market/seeded-random.ts';
import type { OrderBook } from './order-book.ts';
import type { ListEntry } from './order-model.ts';
import { COVERAGE_BLOCK } from './coverage-plan.ts';
import { TradingDay } from './trading-day.ts';

/** Calendar days of history behind today: six weeks. */
export const V1_HISTORY_DAYS = 42;

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** An entry with what its day says about it. */
export interface DatedEntry {
  entry: ListEntry;
  /** Midnight after the entry's day: day orders still open then have expired. */
  dayEnd: number;
  /** The entries of the entry's day, in placement order (`entry.seq` indexes it): its neighbours. */
  day: readonly ListEntry[];
}

/** The account facts the history needs. */
export interface HistoryAccount {
  accountId: string;
  /** Epoch seconds, 0 while open. */
  closedDate: number;
  /** CASH, IRA or MARGIN: what the account may trade (trading-day.ts). */
  accountMode?: string;
}

/** Every account's v1 history, past days built on first use and kept (they never change). */
export class V1OrderHistory {
  #seed: number;
  #book: OrderBook;
  #startDay: number;
  #pastDays = new Map<string, TradingDay>();

  constructor(seed: number, book: OrderBook, startedAt: number) {
    this.#seed = seed;
    this.#book = book;
    this.#startDay = easternDayNumber(startedAt);
  }

  /** The account's entries placed at or before `now`, newest first. */
  entriesBy(account: HistoryAccount, now: number): DatedEntry[] {
    const today = easternDayNumber(now);
    const out: DatedEntry[] = [];
    for (let dayNumber = today; dayNumber >= today - V1_HISTORY_DAYS; dayNumber -= 1) {
      const day = this.#day(account, dayNumber);
      if (!day) continue;
      const visible = this.#visible(day, dayNumber, now);
      for (let i = visible - 1; i >= 0; i -= 1) out.push({ entry: day.entries[i] as ListEntry, dayEnd: day.options.dayEnd, day: day.entries });
    }
    return out;
  }

  /** The Eastern day number the broker started on. */
  get startDay(): number {
    return this.#startDay;
  }

  /**
   * The first day of the history the broker started with. Positions count fills from here on, so
   * a day leaving the six-week window never takes its fills out of the positions.
   */
  get firstDay(): number {
    return this.#startDay - V1_HISTORY_DAYS;
  }

  /** The account's entries placed at or before `now` from the Eastern day `firstDay` on, oldest first. */
  entriesFrom(account: HistoryAccount, firstDay: number, now: number): DatedEntry[] {
    const today = easternDayNumber(now);
    const out: DatedEntry[] = [];
    for (let dayNumber = firstDay; dayNumber <= today; dayNumber += 1) {
      const day = this.#day(account, dayNumber);
      if (!day) continue;
      const visible = this.#visible(day, dayNumber, now);
      for (let i = 0; i < visible; i += 1) out.push({ entry: day.entries[i] as ListEntry, dayEnd: day.options.dayEnd, day: day.entries });
    }
    return out;
  }

  /** How many of a day's entries are placed by `now`: a past day is complete; only a live day grows. */
  #visible(day: TradingDay, dayNumber: number, now: number): number {
    return dayNumber >= this.#startDay ? day.countPlacedBy(now) : day.entries.length;
  }

  #day(account: HistoryAccount, dayNumber: number): TradingDay | undefined {
    const date = new Date(dayNumber * DAY);
    const dayStart = easternMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
    if (account.closedDate > 0 && dayStart >= account.closedDate * 1000) return undefined;
    if (dayNumber >= this.#startDay) return this.#book.dayAt(account.accountId, dayStart + 12 * HOUR);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) return undefined;
    const id = `${account.accountId}:${dayNumber}`;
    let day = this.#pastDays.get(id);
    if (!day) {
      const random = randomFrom(this.#seed, 'v1-history', account.accountId, dayNumber);
      const volume = this.#book.volumeOf(account.accountId);
      const next = easternParts(dayStart + 36 * HOUR);
      day = new TradingDay({
        seed: this.#seed,
        accountId: account.accountId,
        historyCount: random.int(volume.pastDay[0], volume.pastDay[1]),
        ...(account.accountMode === undefined ? {} : { accountMode: account.accountMode }),
        dayNumber,
        dayStart,
        dayEnd: easternMidnight(next.year, next.month, next.day),
        hours: volume.hours,
        // Placed through the eight hours before 16:00 and settled by then.
        anchor: dayStart + 16 * HOUR,
        // Random plans: the coverage block is today's job; past days should not all look alike.
        planOffset: COVERAGE_BLOCK,
      });
      this.#pastDays.set(id, day);
    }
    return day;
  }
}
