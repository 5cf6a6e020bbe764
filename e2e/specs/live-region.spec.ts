/**
 * Live changes reach a screen reader through one polite region: the sign-in, a simulated
 * day of order changes (summarised past three), the stale and recovered feed, the sign-out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { orderPushReader, type OrderWatchState } from '../../shared/domain/order-watch.ts';
import type { Order } from '../../shared/domain/orders.ts';
import { ACCOUNT, AFTERNOON, MINUTE, chooseAccount, liveRegion, politeRegions } from '../harness/accessibility-session.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

let app: AppHarness | undefined;

// ---------------------------------------------------------------------------------------------
// The live region

/** A screenshot with the hidden live region shown for once at the foot of the window, so people can read what it said. */
async function snapWithRegion(page: Page, name: string): Promise<void> {
  await liveRegion(page).evaluate((e) => {
    e.style.cssText =
      'position:fixed;left:12px;right:12px;bottom:12px;width:auto;height:auto;margin:0;clip-path:none;white-space:normal;padding:8px 12px;background:#111;color:#fff;font-size:14px;border-radius:6px;z-index:99';
  });
  await snap(page, name);
  await liveRegion(page).evaluate((e) => {
    e.style.cssText = '';
  });
}

/** How the app words a status in an announcement (its own label in lower case, else the provider's word). */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  OPEN: 'open',
  EXECUTED: 'executed',
  CANCELLED: 'cancelled',
  CANCEL_REQUESTED: 'cancel requested',
  EXPIRED: 'expired',
  REJECTED: 'rejected',
};
const KINDS = ['new', 'partly filled', 'filled', 'executed', 'cancel requested', 'cancelled', 'expired', 'rejected', 'open'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The push that carried the data `state`'s refresh was compared with: the last one before it with other data. */
const dataBefore = (pushes: readonly OrderWatchState[], state: OrderWatchState): OrderWatchState | undefined =>
  pushes.slice(0, pushes.indexOf(state)).findLast((push) => push.book !== null && push.dataTime !== state.dataTime);

/**
 * How an order's fill moved, read from the legs of two snapshots (not from the change the app
 * reports, nor by its rule): `null` when no leg filled more; `filled` when every leg is filled to
 * its quantity; else `partly filled`. A buy-write's shares and calls are legs like any other.
 */
function fillMoved(before: Order | undefined, after: Order): 'filled' | 'partly filled' | null {
  const grew = after.legs.some((leg, i) => (leg.filledQuantity ?? 0) > (before?.legs[i]?.filledQuantity ?? 0));
  if (!grew) return null;
  return after.legs.every((leg) => leg.orderedQuantity !== null && (leg.filledQuantity ?? 0) >= leg.orderedQuantity) ? 'filled' : 'partly filled';
}

const ordersOf = (state: OrderWatchState | undefined): Map<string, Order> =>
  new Map([...(state?.book?.orders ?? []), ...(state?.book?.groups ?? []).flatMap((g) => g.orders)].map((o) => [o.orderId, o]));

/**
 * What the live region must say for one refresh, built here from the pushed changes and the
 * books before and after: each changed order (new, status, a fill that grew) named once, or a
 * summary by kind past three.
 */
function expectedAnnouncement(state: OrderWatchState, previous: OrderWatchState | undefined): RegExp | string | null {
  const orders = ordersOf(state);
  const before = ordersOf(previous);
  const news = new Map<string, { kind: string; pattern: string }>();
  for (const change of state.changes) {
    if (change.kind === 'removed' || news.has(change.orderId)) continue;
    const order = orders.get(change.orderId);
    if (order === undefined) continue;
    const id = change.orderId;
    if (change.kind === 'added') news.set(id, { kind: 'new', pattern: `New order ${id}: .+?\\.` });
    else if (change.kind === 'status') {
      const words = change.to === null ? 'without a status' : (STATUS_WORDS[change.to] ?? change.to);
      news.set(id, { kind: words, pattern: `Order ${id} ${escape(words)}: .+?\\.` });
    } else {
      const kind = fillMoved(before.get(id), order);
      // One leg: how much of it, in its own figures; several legs (maybe shares and contracts): no amount.
      const only = order.legs.length === 1 ? order.legs[0] : undefined;
      const amount =
        only?.orderedQuantity == null ? '' : `, ${(only.filledQuantity ?? 0).toLocaleString('en-US')} of ${only.orderedQuantity.toLocaleString('en-US')}`;
      if (kind !== null) news.set(id, { kind, pattern: `Order ${id} ${kind}${escape(amount)}: .+?\\.` });
    }
  }
  if (news.size === 0) return null;
  if (news.size <= 3) return new RegExp(`^${[...news.values()].map((item) => item.pattern).join(' ')}$`);
  const counts = new Map<string, number>();
  for (const item of news.values()) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  const rank = (kind: string) => (KINDS.includes(kind) ? KINDS.indexOf(kind) : KINDS.length);
  const parts = [...counts].sort((a, b) => rank(a[0]) - rank(b[0])).map(([kind, count]) => `${count} ${kind}`);
  return `${news.size} orders changed in account …${ACCOUNT.slice(-4)}: ${parts.join(', ')}.`;
}

test('one polite live region says the sign-in, a simulated day of order changes (summarised past three), the stale and recovered feed, and the sign-out', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  app = await startApp(page, {
    demoApi: 'legacy',
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    // Held between steps: the push a step reads is the last one until the next step.
    heldClock: true,
    // A burst of changes in one refresh to summarise: the load volume's books (an order every few
    // minutes; docs/demo-broker.md, "How many orders").
    broker: { clockSpeed: 12, volume: 'load' },
  });
  const pushes: OrderWatchState[] = [];
  const readPush = orderPushReader();
  app.backend.events.on('orders:changed', (push) => {
    const state = readPush(push);
    if (state !== null) pushes.push(state);
  });
  await expect(page.getByTestId('sign-in-panel')).toBeVisible();
  expect(await politeRegions(page)).toEqual(['live-region']);
  await expect(liveRegion(page)).toHaveAttribute('role', 'status');
  await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
  // Visually hidden: no room taken, nothing drawn.
  expect(await liveRegion(page).evaluate((e) => [e.getBoundingClientRect().width <= 1, e.getBoundingClientRect().height <= 1])).toEqual([true, true]);

  await app.signIn();
  await expect(liveRegion(page)).toHaveText('Signed in to Local demo.');

  await page.getByRole('tab', { name: 'Orders' }).click();
  await chooseAccount(page);
  expect(await politeRegions(page)).toEqual(['live-region']);

  // The day moves one refresh at a time until a refresh changes something worth saying.
  let said: RegExp | string | null = null;
  for (let i = 0; i < 60 && said === null; i += 1) {
    await app.advance(10_000);
    await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');
    const last = pushes.at(-1);
    said = last === undefined || last.refreshing ? null : expectedAnnouncement(last, dataBefore(pushes, last));
  }
  expect(said, 'a refresh with news').not.toBeNull();
  await expect(liveRegion(page)).toHaveText(said ?? '');
  await snapWithRegion(page, 'a11y-live-orders-changed');

  // An hour of trading in one refresh (paused, then resumed): one summary, not a minute of speech.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('refresh-status')).toContainText('paused');
  await app.advance(5 * MINUTE);
  const seen = pushes.length;
  // The refresh after Resume reads the hour: a push of it carries data read after the last one
  // (the pushes of the pause and the resume carry the last refresh's changes again, with its time).
  const readBefore = pushes.at(-1)?.dataTime ?? null;
  const hourRead = (state: OrderWatchState) => !state.refreshing && state.dataTime !== readBefore && state.changes.length > 0;
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => pushes.slice(seen).some(hourRead)).toBe(true);
  await app.settled();
  const burst = pushes.slice(seen).findLast(hourRead);
  const summary = burst === undefined ? null : expectedAnnouncement(burst, dataBefore(pushes, burst));
  // Every push since Resume (refreshing, when its data was read, what changed), for a failure to say why.
  const since = pushes.slice(seen).map((state) => ({ refreshing: state.refreshing, dataTime: state.dataTime, changes: state.changes.length }));
  expect(typeof summary, JSON.stringify({ last: burst?.changes, since })).toBe('string');
  await expect(liveRegion(page)).toHaveText(summary ?? '');
  expect(summary).toMatch(/^\d+ orders changed in account …5188: \d+ [a-z]/);
  await snapWithRegion(page, 'a11y-live-orders-summary');

  // The feed goes stale: said once, politely (nothing shouts through an alert), then its recovery.
  const broker = await app.demoBroker();
  broker.setFaults({ fault: 'server-error', status: 503 });
  // The next refresh, its retries of the 503 (backoffs on the held clock) and the feed's backoff
  // after it all fall within the minute the clock steps through.
  await app.advance(MINUTE);
  await expect(page.getByTestId('stale-badge')).toBeVisible({ timeout: 20_000 });
  await expect(liveRegion(page)).toHaveText(/^Orders of account …5188 are not updating: .+/);
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
  expect(await politeRegions(page)).toEqual(['live-region']);
  await snapWithRegion(page, 'a11y-live-orders-stale');
  broker.setFaults({});
  // The minute may end inside a refresh: when the feed's backoff (its jitter is random) brought the
  // next refresh near the minute's end, that refresh waits on the held clock for a retry of the 503
  // due after it, and Refresh now is disabled meanwhile, as it should be (1 run in 12 here). The
  // clock steps a second at a time until that refresh is done (a retry is never more than 8 s away).
  const refreshNow = page.getByRole('button', { name: 'Refresh now' });
  for (let i = 0; i < 30 && !(await refreshNow.isEnabled()); i += 1) await app.advance(1_000);
  await refreshNow.click();
  await expect(page.getByTestId('stale-badge')).toBeHidden({ timeout: 20_000 });
  await expect(liveRegion(page)).toHaveText(/^Orders of account …5188 are updating again\./);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(liveRegion(page)).toHaveText('Signed out of Local demo.');
  expect(await politeRegions(page)).toEqual(['live-region']);
  expect(pageErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Reduced motion
