/**
 * How many orders each demo account places: the demo's day (a few orders an hour, the busy
 * account a few dozen a day, none at night) or a load (the books that paging, scale and
 * performance work need: the busy account about 1,200 orders a day). The broker runs one of them
 * for every account (`volume` of startDemoBroker, `--volume` of `npm run demo-broker`).
 */

/** The demo's volumes: `day` (the default) and `load`. */
export const DEMO_VOLUMES = ['day', 'load'] as const;
export type DemoVolume = (typeof DEMO_VOLUMES)[number];

/** What one account places under one volume. */
export interface AccountVolume {
  /**
   * Orders already placed when the broker's first day is first looked at; null: none placed at
   * once, the day's orders arrive from the first of `hours` on whenever the broker starts, so a
   * broker started in the afternoon shows the morning's orders as they came.
   */
  history: number | null;
  /** Minutes between two live orders: the bounds of a uniform draw. */
  gapMinutes: readonly [number, number];
  /**
   * The hours of the New York day orders are placed in, from and until (0 and 24: all day): the
   * history is placed within them too, so a broker started before them starts with none.
   */
  hours: readonly [number, number];
  /** Orders on each past weekday of the v1 history (placed 08:00 to 16:00): the bounds of a uniform draw. */
  pastDay: readonly [number, number];
}

/**
 * The demo's day: a person trading, by day. The busy account (83409917) places one every 10 to 25
 * minutes from 07:00 to 20:00 New York: three to five dozen a day; the others a few an hour.
 */
const DAY: Readonly<Record<string, AccountVolume>> = {
  '83405188': { history: null, gapMinutes: [20, 50], hours: [7, 20], pastDay: [10, 18] },
  '83405261': { history: null, gapMinutes: [30, 90], hours: [7, 20], pastDay: [5, 10] },
  '83409917': { history: null, gapMinutes: [10, 25], hours: [7, 20], pastDay: [22, 34] },
  '61022457': { history: null, gapMinutes: [25, 70], hours: [7, 20], pastDay: [7, 13] },
};

/** A load: the books paging, the All-accounts view at scale and the benches are measured on. */
const LOAD: Readonly<Record<string, AccountVolume>> = {
  '83405188': { history: 72, gapMinutes: [2, 6], hours: [0, 24], pastDay: [5, 14] },
  '83405261': { history: 96, gapMinutes: [2, 6], hours: [0, 24], pastDay: [5, 14] },
  '83409917': { history: 1200, gapMinutes: [2, 6], hours: [0, 24], pastDay: [40, 70] },
  '61022457': { history: 64, gapMinutes: [2, 6], hours: [0, 24], pastDay: [5, 14] },
};

/** An account the tables do not name (the closed one) places nothing. */
const NONE: AccountVolume = { history: 0, gapMinutes: [2, 6], hours: [0, 0], pastDay: [0, 0] };

/** What `accountId` places under `volume`. */
export function accountVolume(accountId: string, volume: DemoVolume): AccountVolume {
  return (volume === 'load' ? LOAD : DAY)[accountId] ?? NONE;
}
