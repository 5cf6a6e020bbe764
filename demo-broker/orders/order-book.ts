/**
 * The trading days of every account, created on first use. The day the broker starts in is anchored
 * at start-up (orders already there); later days are anchored at 09:30 Eastern, so the night is
 * quiet and the morning fills up as the clock moves.
 */
import { easternDayNumber, easternDayStart, nextEasternMidnight } from '../eastern-time.ts';
import { accountVolume, type AccountVolume, type DemoVolume } from './order-volume.ts';
import { TradingDay } from './trading-day.ts';

/** An account the book simulates. */
export interface BookAccount {
  accountId: string;
  /** CASH, IRA or MARGIN: what the account may trade (trading-day.ts). */
  accountMode?: string;
  /** A CLOSED account places nothing: its days are empty. */
  accountStatus?: string;
}

/** All accounts' days, kept for the current and the two previous days (markers may point there). */
export class OrderBook {
  #days = new Map<string, TradingDay>();
  #accounts: Map<string, BookAccount>;
  #seed: number;
  #startedAt: number;
  #volume: DemoVolume;

  /** `volume`: the demo's day (the default) or a load (order-volume.ts). */
  constructor(seed: number, accounts: BookAccount[], startedAt: number, volume: DemoVolume = 'day') {
    this.#seed = seed;
    this.#startedAt = startedAt;
    this.#volume = volume;
    this.#accounts = new Map(accounts.map((account) => [account.accountId, account]));
  }

  /** What an account places under the book's volume. */
  volumeOf(accountId: string): AccountVolume {
    return accountVolume(accountId, this.#volume);
  }

  /** The account's day containing `at`; undefined for an unknown account. */
  dayAt(accountId: string, at: number): TradingDay | undefined {
    const account = this.#accounts.get(accountId);
    if (!account) return undefined;
    const dayNumber = easternDayNumber(at);
    const id = `${accountId}:${dayNumber}`;
    let day = this.#days.get(id);
    if (!day) {
      const dayStart = easternDayStart(at);
      const startDay = easternDayNumber(this.#startedAt) === dayNumber;
      const volume = this.volumeOf(accountId);
      day = new TradingDay({
        seed: this.#seed,
        accountId,
        historyCount: account.accountStatus === 'CLOSED' ? 0 : (volume.history ?? 0),
        fromOpen: volume.history === null,
        gapMinutes: volume.gapMinutes,
        hours: volume.hours,
        ...(account.accountMode === undefined ? {} : { accountMode: account.accountMode }),
        closed: account.accountStatus === 'CLOSED',
        dayNumber,
        dayStart,
        dayEnd: nextEasternMidnight(at),
        anchor: startDay ? this.#startedAt : dayStart + 9.5 * 3_600_000,
      });
      this.#days.set(id, day);
      this.#forgetOldDays(dayNumber);
    }
    return day;
  }

  #forgetOldDays(current: number): void {
    for (const [id, day] of this.#days) if (day.options.dayNumber < current - 2) this.#days.delete(id);
  }
}
