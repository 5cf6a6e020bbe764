/**
 * Paging invariants over every page of the 1,000-order account (docs/platform/legacy-api.md,
 * "Paging"): newest first, count never above the asked count, an empty marker on the last page, and
 * no entry lost or repeated even while the day moves between pages (new orders arrive, statuses
 * change, midnight passes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS, HIGH_VOLUME_ACCOUNT_ID, startDemoBroker, type DemoBroker, type DemoConsumer } from '../../../demo-broker/index.ts';
import { signedFetch, signIn } from '../../helpers/demo-broker-client.ts';
import { HOURS, ManualClock, MINUTES } from '../../helpers/manual-clock.ts';
import { readOrderPage, type ReadEntry } from '../../helpers/order-list-reader.ts';

const PROD = DEMO_CONSUMERS[0] as DemoConsumer;
const LIST = `/order/rest/orderlist/${HIGH_VOLUME_ACCOUNT_ID}.json`;

let broker: DemoBroker;
let token: { token: string; secret: string };
const clock = new ManualClock('2027-04-14T17:00:00Z'); // 13:00 New York

beforeAll(async () => {
  // The busy account's book of about 1,200 orders a day: the load volume.
  broker = await startDemoBroker({ clock, seed: 7, volume: 'load' });
  token = await signIn(broker, clock, PROD);
});
afterAll(() => broker.close());

async function page(query: string, path = LIST) {
  const response = await signedFetch(broker, clock, PROD, `${path}${query}`, { token });
  expect(response.status).toBe(200);
  return readOrderPage(await response.json());
}

/**
 * Follows markers to the end, calling `between` before each next page. Checks the per-page
 * invariants on the way and returns every entry in the order received.
 */
async function pageThrough(counts: (number | undefined)[], between: () => void = () => {}): Promise<ReadEntry[]> {
  const seen: ReadEntry[] = [];
  let marker = '';
  for (let i = 0; ; i += 1) {
    const count = counts[i % counts.length];
    const params = new URLSearchParams();
    if (count !== undefined) params.set('count', String(count));
    if (marker !== '') params.set('marker', marker);
    const result = await page(params.size > 0 ? `?${params}` : '');
    expect(result.count).toBe(result.entries.length);
    expect(result.count).toBeLessThanOrEqual(count ?? 25);
    seen.push(...result.entries);
    if (result.marker === '') return seen;
    expect(result.count).toBe(Math.min(count ?? 25, 100)); // only the last page may be short
    marker = result.marker;
    between();
  }
}

function expectNewestFirstWithoutRepeats(entries: ReadEntry[]): void {
  expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  for (let i = 1; i < entries.length; i += 1) {
    expect(entries[i]!.placedTime).toBeLessThanOrEqual(entries[i - 1]!.placedTime);
  }
}

describe('paging the high-volume account', () => {
  it('has at least 1,000 orders today, all reached by following markers on a still clock', async () => {
    const entries = await pageThrough([100]);
    expectNewestFirstWithoutRepeats(entries);
    expect(entries.length).toBe(broker.accounts.find((a) => a.accountId === HIGH_VOLUME_ACCOUNT_ID)!.orderCount);
    expect(entries.length).toBeGreaterThanOrEqual(1000);
  });

  it('returns the newest 25 without count or marker', async () => {
    const first = await page('');
    expect(first.count).toBe(25);
    expect(first.marker).not.toBe('');
  });

  it('never exceeds the asked count, even when asked for more than it serves', async () => {
    expect((await page('?count=500')).count).toBeLessThanOrEqual(500);
    expect((await page('?count=1')).count).toBe(1);
  });

  // In the session (before the next test moves the clock past the close, when little moves).
  it('shows statuses moving with the clock', async () => {
    const statusById = async () => new Map((await pageThrough([100])).flatMap((e) => e.records.map((r) => [r.orderId, r.orderStatus] as const)));
    const before = await statusById();
    clock.advance(45 * MINUTES);
    const after = await statusById();
    const changed = [...before].filter(([id, status]) => after.get(id) !== status);
    expect(changed.length).toBeGreaterThan(0);
  });

  it('loses and repeats nothing while the day moves between pages', async () => {
    clock.advance(1 * HOURS);
    const snapshot = clock.now();
    const moving = await pageThrough([1, 7, 25, undefined, 100, 3], () => clock.advance(3 * MINUTES));
    expectNewestFirstWithoutRepeats(moving);
    expect(clock.now() - snapshot).toBeGreaterThan(30 * MINUTES);
    // The day is append-only, so a full pass taken later and cut at the snapshot is the truth.
    const later = await pageThrough([100]);
    const truth = later.filter((entry) => entry.placedTime <= snapshot).map((entry) => entry.key);
    expect(moving.map((entry) => entry.key)).toEqual(truth);
    expect(later.length).toBeGreaterThan(truth.length); // and new orders did arrive meanwhile
  });

  it('keeps paging consistent across midnight New York (the marker holds its day)', async () => {
    clock.set('2027-04-15T03:55:00Z'); // 23:55 New York
    token = await signIn(broker, clock, PROD); // the old one went idle
    const snapshot = clock.now();
    const first = await page('?count=100');
    clock.set('2027-04-15T04:05:00Z'); // 00:05, a new day with a new list
    token = await signIn(broker, clock, PROD); // the old token expired at midnight
    const rest: ReadEntry[] = [...first.entries];
    let marker = first.marker;
    while (marker !== '') {
      const next = await page(`?count=100&marker=${encodeURIComponent(marker)}`);
      rest.push(...next.entries);
      marker = next.marker;
    }
    expectNewestFirstWithoutRepeats(rest);
    expect(rest.every((entry) => entry.placedTime <= snapshot)).toBe(true);
    expect(rest.length).toBeGreaterThanOrEqual(1000);
    expect((await page('')).entries.every((entry) => entry.placedTime >= Date.parse('2027-04-15T04:00:00Z'))).toBe(true);
  });

  it.each([
    ['a marker from the future', (m: string) => m.replace(/\|(\d+)$/, (_s, t: string) => `|${Number(t) + 10 * HOURS}`)],
    ['a marker pointing at no order', (m: string) => m.replace(/^(\d+)/, (_s, k: string) => String(Number(k) + 3))],
    ['a marker with text', (m: string) => `${m}x`],
  ])('answers 400 for %s', async (_label, spoil) => {
    clock.set('2027-04-15T15:00:00Z'); // 11:00 New York: the new day's list has filled up
    token = await signIn(broker, clock, PROD);
    const { marker } = await page('?count=5');
    expect(marker).not.toBe('');
    const response = await signedFetch(broker, clock, PROD, `${LIST}?marker=${encodeURIComponent(spoil(marker))}`, { token });
    expect(response.status).toBe(400);
  });
});
