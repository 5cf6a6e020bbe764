/**
 * One account's trading day in US Eastern time: the orders already placed when the day is first
 * looked at (spread over the hours before its anchor), then new orders arriving every few minutes
 * until midnight. Entries are append-only and ordered by placement, which is what lets a paging
 * cursor never lose or repeat an entry while the day moves.
 */
import { easternParts } from '../eastern-time.ts';
import { randomFrom } from '../market/seeded-random.ts';
import { COVERAGE_BLOCK, planEntry } from './coverage-plan.ts';
import { buildEntry } from './entry-factory.ts';
import { nextMonthlyExpiry } from './order-legs.ts';
import type { ListEntry } from './order-model.ts';

const HOUR = 3_600_000;

/** What fixes a day's story. */
export interface TradingDayOptions {
  seed: number;
  accountId: string;
  /** Orders placed before the anchor. */
  historyCount: number;
  /**
   * CASH, IRA or MARGIN (absent: margin). A cash or retirement account sells no stock short and
   * writes no uncovered call (entry-factory.ts).
   */
  accountMode?: string;
  /** A closed account's day: no orders, and none arrive. */
  closed?: boolean;
  /** Eastern calendar day number (easternDayNumber) and its bounds. */
  dayNumber: number;
  dayStart: number;
  dayEnd: number;
  /** The history is placed during the 8 hours before this instant (never before dayStart). */
  anchor: number;
  /** Minutes between two orders placed after the anchor: the bounds of a uniform draw (default 2 and 6). */
  gapMinutes?: readonly [number, number];
  /**
   * The day's orders arrive from the first of `hours` on, placed as they come whenever the day is
   * first looked at (historyCount is then unused): the anchor does not change the day.
   */
  fromOpen?: boolean;
  /**
   * The hours after dayStart orders are placed in, from and until (default 0 and 24: all day). The
   * history is placed within them too: an anchor before them leaves the day without one.
   */
  hours?: readonly [number, number];
  /**
   * Plan entries as if this many came before (default 0: the day opens with the coverage block).
   * The v1 history's past days start past the block, so they differ from one another.
   */
  planOffset?: number;
}

/** Order ids of a day start here: unique across days, increasing with placement. */
export function dayKeyBase(dayNumber: number): number {
  return dayNumber * 100_000;
}

/** The append-only list of one account's entries for one day. */
export class TradingDay {
  readonly options: TradingDayOptions;
  readonly entries: ListEntry[] = [];
  #optionExpiry: { year: number; month: number; day: number };

  constructor(options: TradingDayOptions) {
    this.options = options;
    const today = easternParts(options.dayStart + HOUR);
    this.#optionExpiry = nextMonthlyExpiry(today.year, today.month);
    const { anchor } = options;
    const from = Math.max(this.#opens(), anchor - 8 * HOUR);
    const span = Math.max(0, anchor - from);
    const historyCount = anchor >= from && options.fromOpen !== true ? options.historyCount : 0;
    for (let i = 0; i < historyCount; i += 1) {
      // Evenly spread with jitter, strictly increasing; the coverage block comes first (oldest),
      // squeezed so that every status is already reached at the anchor.
      const placedAt = from + Math.floor((span * i) / historyCount) + i;
      this.#append(placedAt, i < COVERAGE_BLOCK ? anchor : undefined);
    }
    this.#linkReplacements();
  }

  /** When the day's orders may start and must stop being placed. */
  #opens(): number {
    return this.options.dayStart + (this.options.hours?.[0] ?? 0) * HOUR;
  }

  #closes(): number {
    return Math.min(this.options.dayEnd - 1, this.options.dayStart + (this.options.hours?.[1] ?? 24) * HOUR);
  }

  /**
   * Some cancelled orders were cancelled by a change request: they name the order that replaced
   * them (replacedByOrderId), which is the next order placed.
   */
  #linkReplacements(): void {
    for (let i = 0; i + 1 < this.entries.length; i += 3) {
      const order = this.entries[i]?.orders[0];
      const next = this.entries[i + 1];
      const last = order?.timeline[order.timeline.length - 1];
      if (order && next && !this.entries[i]?.group && last?.status === 'CANCELLED') {
        order.replacedByOrderId = next.orders[0]?.orderId ?? 0;
      }
    }
  }

  #append(placedAt: number, settleBy: number | undefined): void {
    const seq = this.entries.length;
    const random = randomFrom(this.options.seed, 'entry', this.options.accountId, this.options.dayNumber, seq);
    const plan = planEntry(seq + (this.options.planOffset ?? 0), random);
    const slot = {
      seq,
      key: dayKeyBase(this.options.dayNumber) + seq * 10,
      placedAt,
      optionExpiry: this.#optionExpiry,
      seed: this.options.seed,
      dayNumber: this.options.dayNumber,
      dayEnd: this.options.dayEnd,
      cashOnly: this.options.accountMode !== undefined && this.options.accountMode !== 'MARGIN',
      ...(settleBy === undefined ? {} : { settleBy: Math.max(settleBy, placedAt) }),
    };
    this.entries.push(buildEntry(plan, slot, random));
  }

  /** Appends the live orders placed up to `until` (never past midnight). */
  extendTo(until: number): void {
    if (this.options.closed === true) return;
    const limit = Math.min(until, this.#closes());
    const [fewest, most] = this.options.gapMinutes ?? [2, 6];
    for (;;) {
      const last = this.entries[this.entries.length - 1];
      const since = this.options.fromOpen === true ? this.#opens() : this.options.anchor;
      const previous = Math.max(last?.placedAt ?? since, since, this.#opens());
      const gap = randomFrom(this.options.seed, 'gap', this.options.accountId, this.options.dayNumber, this.entries.length);
      const next = previous + gap.int(fewest * 60_000, most * 60_000);
      if (next > limit || this.entries.length >= 9_999) return;
      this.#append(next, undefined);
    }
  }

  /** How many entries are placed at or before `at` (extends the day first). */
  countPlacedBy(at: number): number {
    this.extendTo(at);
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.entries[mid] as ListEntry).placedAt <= at) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * The orders placed at or before `at`, as the app counts them: each order one, a group's members
   * one each (shared/domain/order-count.ts), the groups and their members apart.
   */
  ordersPlacedBy(at: number): { orders: number; groups: number; inGroups: number } {
    const entries = this.entries.slice(0, this.countPlacedBy(at));
    const groups = entries.filter((entry) => entry.group !== undefined);
    const inGroups = groups.reduce((sum, entry) => sum + entry.orders.length, 0);
    return { orders: entries.length - groups.length + inGroups, groups: groups.length, inGroups };
  }

  /** Index of the entry with this paging key, or -1. */
  indexOfKey(key: number): number {
    const offset = key - dayKeyBase(this.options.dayNumber);
    if (offset < 0 || offset % 10 !== 0) return -1;
    const seq = offset / 10;
    return seq < this.entries.length ? seq : -1;
  }
}
