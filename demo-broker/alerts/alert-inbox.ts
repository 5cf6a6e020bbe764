/**
 * Each demo user's inbox: the alerts of the last week of New York days, drawn from the simulated
 * day as it stands at the market clock's instant: execution notices for the fills of the user's
 * accounts (the v1 order history), price alerts from the moving market, account notices.
 *
 * Numbering: an alert's id is its day's number and its user's place (so ids are unique in the
 * broker), then its place among that user's alerts of that day by creation time. An alert appears
 * the instant it is created and every later one sorts after it, so ids never change as the clock
 * moves; they grow with time, like the platform's. A day that has ended never changes again and
 * is kept; today is drawn afresh for each request.
 *
 * Read or unread: the person reads a day's alerts elsewhere (the platform's site) the next morning,
 * all but one in five; and reading an alert's details marks it READ (docs/platform/current-api.md,
 * "Alerts" says the platform may do so, unconfirmed: this broker does, so clients meet it). Nothing
 * is deleted.
 */
import { DEMO_ACCOUNTS, DEMO_USERS } from '../accounts.ts';
import type { Clock } from '../clock.ts';
import { easternDayNumber, easternMidnight } from '../eastern-time.ts';
import { hashParts } from '../market/seeded-random.ts';
import { UnderlierPaths } from '../market/underlier-path.ts';
import type { V1OrderHistory } from '../orders/v1-account-history.ts';
import { accountNotices } from './account-notices.ts';
import type { DemoAlert, DraftAlert } from './alert-model.ts';
import { executionAlerts } from './execution-alerts.ts';
import { priceAlerts } from './price-alerts.ts';

/** New York days an inbox holds, today included. */
export const INBOX_DAYS = 7;
/** Ids a user's day may use: a day never holds this many alerts (an account's day stops at 9,999 orders). */
const IDS_PER_DAY = 10_000;
/** Users a day's ids are shared among. */
const USER_SLOTS = 10;

/** The id of the alert at `rank` of `user`'s day. */
const alertId = (day: number, user: string, rank: number): number =>
  (day * USER_SLOTS +
    (Math.max(
      0,
      DEMO_USERS.findIndex((candidate) => candidate.username === user),
    ) %
      USER_SLOTS)) *
    IDS_PER_DAY +
  rank +
  1;

const DAY_MS = 86_400_000;

/** An alert and, at the instant asked, when it was read (null: unread). */
export interface InboxAlert {
  alert: DemoAlert;
  readAt: number | null;
}

const dayStartOf = (dayNumber: number): number => {
  const date = new Date(dayNumber * DAY_MS);
  return easternMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

/** The inboxes of every demo user over one order history and one market. */
export class AlertInboxes {
  readonly #seed: number;
  readonly #history: V1OrderHistory;
  readonly #market: Clock;
  readonly #paths: UnderlierPaths;
  /** Days that ended, by `user:day`: they never change. */
  readonly #endedDays = new Map<string, DemoAlert[]>();
  /** Alerts read through their details, by user: id → when. */
  readonly #reads = new Map<string, Map<number, number>>();

  constructor(seed: number, history: V1OrderHistory, market: Clock) {
    this.#seed = seed;
    this.#history = history;
    this.#market = market;
    this.#paths = new UnderlierPaths(seed);
  }

  /** The market clock's instant: alerts follow the simulated day. */
  now(): number {
    return this.#market.now();
  }

  /** The user's alerts created by `now`, newest first, with their read time at `now`. */
  alertsOf(user: string, now: number): InboxAlert[] {
    const today = easternDayNumber(now);
    const first = today - INBOX_DAYS + 1;
    const missing: number[] = [];
    for (let day = first; day <= today; day += 1) if (!this.#endedDays.has(`${user}:${day}`)) missing.push(day);
    const drawn = missing.length === 0 ? new Map<number, DemoAlert[]>() : this.#draw(user, missing, now);
    const alerts: InboxAlert[] = [];
    const reads = this.#reads.get(user);
    for (let day = today; day >= first; day -= 1) {
      const ofDay = this.#endedDays.get(`${user}:${day}`) ?? drawn.get(day) ?? [];
      for (let i = ofDay.length - 1; i >= 0; i -= 1) {
        const alert = ofDay[i] as DemoAlert;
        const elsewhere = alert.readElsewhereAt !== undefined && alert.readElsewhereAt <= now ? alert.readElsewhereAt : null;
        const here = reads?.get(alert.id) ?? null;
        alerts.push({ alert, readAt: here === null ? elsewhere : elsewhere === null ? here : Math.min(here, elsewhere) });
      }
    }
    this.#forgetBefore(user, first);
    return alerts;
  }

  /** Marks an alert read at `now` (its details were read); an alert read before keeps its time. */
  markRead(user: string, id: number, now: number): void {
    let reads = this.#reads.get(user);
    if (!reads) {
      reads = new Map();
      this.#reads.set(user, reads);
    }
    if (!reads.has(id)) reads.set(id, now);
  }

  /** Draws the alerts of `days` (ascending) at `now`, numbers them, keeps the days that ended. */
  #draw(user: string, days: readonly number[], now: number): Map<number, DemoAlert[]> {
    const from = dayStartOf(days[0] ?? easternDayNumber(now));
    const drafts: DraftAlert[] = [];
    for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.owner === user)) {
      const entries = this.#history.entriesBy(account, now).filter((dated) => dated.dayEnd > from);
      for (const draft of executionAlerts(account, entries, from, now)) drafts.push(draft);
    }
    for (const day of days) {
      for (const draft of priceAlerts(this.#paths, user, day, now)) drafts.push(draft);
      for (const draft of accountNotices(this.#seed, user, day, now)) drafts.push(draft);
    }
    const byDay = new Map<number, DraftAlert[]>();
    for (const draft of drafts) {
      const day = easternDayNumber(draft.createdAt);
      if (!days.includes(day)) continue;
      const list = byDay.get(day) ?? [];
      list.push(draft);
      byDay.set(day, list);
    }
    const numbered = new Map<number, DemoAlert[]>();
    for (const day of days) {
      const sorted = (byDay.get(day) ?? []).sort((a, b) => a.createdAt - b.createdAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, IDS_PER_DAY - 1);
      const alerts = sorted.map((draft, rank) => this.#numbered(draft, alertId(day, user, rank)));
      numbered.set(day, alerts);
      if (dayStartOf(day + 1) <= now) this.#endedDays.set(`${user}:${day}`, alerts);
    }
    return numbered;
  }

  /** The alert with its id and, for four in five, when the person read it the next morning. */
  #numbered(draft: DraftAlert, id: number): DemoAlert {
    const hash = hashParts(this.#seed, ['read', id]);
    if (hash % 5 === 0) return { ...draft, id };
    const nextMorning = dayStartOf(easternDayNumber(draft.createdAt) + 1) + 7 * 3_600_000;
    return { ...draft, id, readElsewhereAt: nextMorning + (hash % 180) * 60_000 };
  }

  #forgetBefore(user: string, first: number): void {
    for (const key of this.#endedDays.keys()) {
      const [owner, day] = key.split(':');
      if (owner === user && Number(day) < first) this.#endedDays.delete(key);
    }
    const reads = this.#reads.get(user);
    if (reads) for (const id of reads.keys()) if (id < first * USER_SLOTS * IDS_PER_DAY) reads.delete(id);
  }
}
