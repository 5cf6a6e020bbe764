/**
 * Accessibility behaviour a person relies on (issue 15): live changes reach a screen reader through
 * one polite region, reduced motion stops every animation, and the keyboard focus is always
 * visible, never lost when rows recycle, returned when a dialog or menu closes, and kept inside
 * the modal settings dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import type { OrderWatchState } from '../../shared/domain/order-watch.ts';
import type { Order } from '../../shared/domain/orders.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';
import { watchPageErrors } from '../harness/page-errors.ts';

const MINUTE = 60_000;
/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
/** Monday 11 January 2027, 09:00 in New York: the chain's months start at January 2027. */
const CHAIN_MORNING = Date.parse('2027-01-11T14:00:00Z');
const ACCOUNT = '83405188';

let app: AppHarness | undefined;
let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = watchPageErrors(page);
});
test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

const table = (page: Page) => page.getByTestId('orders-table');
const rows = (page: Page) => table(page).locator('.orders-body > [role="row"]');
const grid = (page: Page) => page.getByRole('grid');
const liveRegion = (page: Page) => page.getByTestId('live-region');
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function openOrders(page: Page, options: { startAt?: number; clockSpeed?: number } = {}): Promise<AppHarness> {
  const harness = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: options.startAt ?? AFTERNOON,
    broker: { clockSpeed: options.clockSpeed ?? 1 },
  });
  await harness.signIn();
  await page.getByRole('tab', { name: 'Orders' }).click();
  return harness;
}

async function chooseAccount(page: Page): Promise<void> {
  await page.getByTestId('account-select').selectOption(ACCOUNT);
  await expect(rows(page).first()).toBeVisible();
}

/** Every element that is a polite live region, named by its test id or class. */
const politeRegions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[aria-live], [role="status"], [role="log"], output')]
      .filter((element) => {
        const live = element.getAttribute('aria-live');
        if (live !== null) return live === 'polite';
        const role = element.getAttribute('role') ?? 'status';
        return role === 'status' || role === 'log';
      })
      .map((element) => element.dataset['testid'] ?? element.className),
  );

// ---------------------------------------------------------------------------------------------
// The live region

/** A screenshot with the hidden live region shown for once at the foot of the window, so people can read what it said. */
async function snapWithRegion(page: Page, name: string): Promise<void> {
  await liveRegion(page).evaluate((e) => {
    e.style.cssText = 'position:fixed;left:12px;right:12px;bottom:12px;width:auto;height:auto;margin:0;clip-path:none;white-space:normal;padding:8px 12px;background:#111;color:#fff;font-size:14px;border-radius:6px;z-index:99';
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
      const amount = only?.orderedQuantity == null ? '' : `, ${(only.filledQuantity ?? 0).toLocaleString('en-US')} of ${only.orderedQuantity.toLocaleString('en-US')}`;
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

test('one polite live region says the sign-in, a simulated day of order changes (summarised past three), the stale and recovered feed, and the sign-out', async ({ page }) => {
  test.setTimeout(150_000);
  app = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    broker: { clockSpeed: 12 },
  });
  const pushes: OrderWatchState[] = [];
  app.backend.events.on('orders:changed', (state) => void pushes.push(state));
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
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => pushes.slice(seen).some((state) => !state.refreshing && state.changes.length > 0)).toBe(true);
  await app.settled();
  const burst = pushes.slice(seen).findLast((state) => !state.refreshing && state.changes.length > 0);
  const summary = burst === undefined ? null : expectedAnnouncement(burst, dataBefore(pushes, burst));
  expect(typeof summary, JSON.stringify(burst?.changes)).toBe('string');
  await expect(liveRegion(page)).toHaveText(summary ?? '');
  expect(summary).toMatch(/^\d+ orders changed in account …5188: \d+ [a-z]/);
  await snapWithRegion(page, 'a11y-live-orders-summary');

  // The feed goes stale: said once, politely (nothing shouts through an alert), then its recovery.
  const broker = await app.demoBroker();
  broker.setFaults({ fault: 'server-error', status: 503 });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-badge')).toBeVisible({ timeout: 20_000 });
  await expect(liveRegion(page)).toHaveText(/^Orders of account …5188 are not updating: .+/);
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
  expect(await politeRegions(page)).toEqual(['live-region']);
  await snapWithRegion(page, 'a11y-live-orders-stale');
  broker.setFaults({});
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-badge')).toBeHidden({ timeout: 20_000 });
  await expect(liveRegion(page)).toHaveText(/^Orders of account …5188 are updating again\./);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(liveRegion(page)).toHaveText('Signed out of Local demo.');
  expect(await politeRegions(page)).toEqual(['live-region']);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Reduced motion

/** Elements (or their ::before/::after) that animate or transition, described. */
const moving = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const durations = style.transitionDuration.split(',').map((d) => parseFloat(d));
        if (style.animationName !== 'none' || durations.some((d) => d > 0)) {
          found.push(`${element.tagName.toLowerCase()}.${String(element.className)}${pseudo ?? ''}: ${style.animationName} / ${style.transitionDuration}`);
        }
      }
    }
    return found;
  });

const motionOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((e) => {
    const style = getComputedStyle(e);
    return { animation: style.animationName, transition: style.transitionDuration, shadow: style.boxShadow, background: style.backgroundColor };
  });

test('reduced motion: nothing animates or transitions, changed rows keep a static marker, spinners stand still', async ({ page }) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  app = await openOrders(page, { clockSpeed: 12 });
  expect(await moving(page)).toEqual([]);

  // The first load: spinner and skeleton stand still.
  const broker = await app.demoBroker();
  broker.setFaults({ hold: true });
  await page.getByTestId('account-select').selectOption(ACCOUNT);
  await expect(page.getByTestId('orders-loading')).toBeVisible();
  expect((await motionOf(page, '.orders-loading .spinner')).animation).toBe('none');
  expect((await motionOf(page, '.skeleton-row')).animation).toBe('none');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-loading');
  broker.setFaults({});
  await expect(rows(page).first()).toBeVisible();

  // A refresh under way: its spinner too.
  broker.setFaults({ hold: true });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('refresh-status')).toContainText('Refreshing');
  expect((await motionOf(page, '.refresh-status .spinner')).animation).toBe('none');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-refreshing');
  broker.setFaults({});
  await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');

  // The day moves until a refresh changes rows in view: they are marked, without a flash.
  for (let i = 0; i < 60 && (await table(page).locator('[data-changed="true"]').count()) === 0; i += 1) {
    await app.advance(10_000);
    await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');
  }
  const changed = '.orders-body [data-changed="true"]';
  await expect(page.locator(changed).first()).toBeVisible();
  const still = await motionOf(page, changed);
  expect(still.animation).toBe('none');
  expect(still.transition).toBe('0s');
  // The static marker: a bar down the row's left edge and a tinted background, there until the next refresh with news.
  expect(still.shadow).toMatch(/ 3px 0px 0px 0px inset$/);
  expect(still.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-changed-rows');

  // The same row without the preference flashes (the check above can tell the difference).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await motionOf(page, changed)).animation).toMatch(/^orders-flash-[ab]$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await motionOf(page, changed)).animation).toBe('none');

  // A spread opened and closed: its chevron turns without a transition.
  const spread = rows(page).filter({ has: page.locator('.cell-type', { hasText: 'Spread' }) }).first();
  await spread.locator('.tree-toggle').click();
  await expect(spread).toHaveAttribute('aria-expanded', 'true');
  expect(await moving(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('reduced motion: the option chain loads with a still progress bar', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  app = await startApp(page, { autoApprove: true, startAt: CHAIN_MORNING, settingsFile: JSON.stringify({ onboarded: true, theme: 'dark' }) });
  await app.signIn();
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  const broker = await app.demoBroker();
  broker.setFaults({ hold: true });
  await page.getByLabel('Underlier').fill('AAPL');
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.locator('.chain-progress-bar')).toBeVisible();
  expect((await motionOf(page, '.chain-progress-bar')).animation).toBe('none');
  expect(await moving(page)).toEqual([]);
  await snap(page, 'a11y-reduced-motion-chain-loading-dark');
  broker.setFaults({});
  await expect(grid(page)).toBeVisible();
  expect(await moving(page)).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Focus

/**
 * Why the focused element (or, for a grid, the element its aria-activedescendant names) shows no
 * focus indicator a person can see: none drawn, or the one drawn cut off by a clipping ancestor.
 * `null` when it shows one.
 */
const focusProblem = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing focused';
    const descendantId = focused.getAttribute('aria-activedescendant');
    const subject = descendantId === null ? focused : document.getElementById(descendantId);
    if (subject === null) return `aria-activedescendant names a missing element ${descendantId}`;
    const drawn = (style: CSSStyleDeclaration) =>
      style.opacity !== '0' &&
      style.visibility === 'visible' &&
      ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || /(inset )?0px 0px 0px 2px/.test(style.boxShadow));
    // A hidden radio or check box shows its focus on the label or the track drawn beside it.
    const candidates = [subject, subject.closest('label'), subject.nextElementSibling].filter((e): e is Element => e instanceof Element);
    const shown = candidates.find((candidate) => drawn(getComputedStyle(candidate)));
    const name = `${subject.tagName.toLowerCase()}.${String(subject.className)} "${(subject.getAttribute('aria-label') ?? subject.textContent ?? '').slice(0, 30)}"`;
    if (shown === undefined) return `no focus indicator on ${name}`;
    const style = getComputedStyle(shown);
    const grow = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = shown.getBoundingClientRect();
    const edge = { left: box.left - grow, top: box.top - grow, right: box.right + grow, bottom: box.bottom + grow };
    for (let parent = shown.parentElement; parent !== null && parent !== document.documentElement; parent = parent.parentElement) {
      const ps = getComputedStyle(parent);
      const clips = ps.overflowX !== 'visible' || ps.overflowY !== 'visible' || /paint|strict|content/.test(ps.contain);
      if (!clips) continue;
      const p = parent.getBoundingClientRect();
      const inner = { left: p.left + parent.clientLeft, top: p.top + parent.clientTop, right: p.left + parent.clientLeft + parent.clientWidth, bottom: p.top + parent.clientTop + parent.clientHeight };
      // A grid row wider than its grid scrolls sideways by design: its outline must show above, below and at its start.
      const sideways = subject !== focused && parent === focused;
      const right = sideways ? Math.min(edge.right, inner.right) : edge.right;
      if (edge.left < inner.left - 0.5 || edge.top < inner.top - 0.5 || right > inner.right + 0.5 || edge.bottom > inner.bottom + 0.5) {
        return `focus indicator of ${name} clipped by ${parent.tagName.toLowerCase()}.${String(parent.className)}`;
      }
    }
    return null;
  });

/** The focused element, described. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    if (!(e instanceof HTMLElement)) return 'none';
    return `${e.tagName.toLowerCase()}#${e.id}.${String(e.className)} ${e.getAttribute('aria-label') ?? e.getAttribute('name') ?? e.textContent?.slice(0, 24) ?? ''}`;
  });

/** Tabs through the page from its start until the focus comes round again, checking every stop. */
async function tabThrough(page: Page, limit = 80): Promise<{ stops: string[]; problems: string[] }> {
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  const stops: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    // Past the last stop the focus leaves the document (to the browser), then comes round again.
    if (stops.includes(name) || name.startsWith('body#')) break;
    stops.push(name);
    const problem = await focusProblem(page);
    if (problem !== null) problems.push(problem);
  }
  return { stops, problems };
}

test('focus is visible on every stop of the orders and chain views, grid rows and cells included', async ({ page }) => {
  test.setTimeout(120_000);
  app = await openOrders(page);
  await chooseAccount(page);
  const orders = await tabThrough(page);
  expect(orders.stops.length).toBeGreaterThan(10);
  expect(orders.problems).toEqual([]);
  // The table's active row (aria-activedescendant) is marked while the table has the focus.
  await table(page).focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusProblem(page)).toBeNull();
  await snap(page, 'a11y-focus-orders-row');

  await page.getByRole('tab', { name: 'Option chain' }).click();
  await page.getByLabel('Underlier').fill('AAPL');
  await page.getByLabel('Underlier').press('Enter');
  await expect(grid(page)).toBeVisible();
  const chain = await tabThrough(page);
  expect(chain.stops.length).toBeGreaterThan(8);
  expect(chain.problems).toEqual([]);
  await grid(page).focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusProblem(page)).toBeNull();
  await snap(page, 'a11y-focus-chain-cell');

  // The settings dialog's stops too.
  await page.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  const problems: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const problem = await focusProblem(page);
    if (problem !== null) problems.push(problem);
    await page.keyboard.press('Tab');
  }
  expect(problems).toEqual([]);
  await snap(page, 'a11y-focus-settings');
  expect(errors).toEqual([]);
});

test('focus is visible on every stop of the first run and the sign-in panel', async ({ page }) => {
  app = await startApp(page, { settingsFile: JSON.stringify({ onboarded: false, theme: 'dark' }) });
  await expect(page.getByRole('radiogroup', { name: 'Environment' })).toBeVisible();
  const firstRun = await tabThrough(page);
  expect(firstRun.stops.length).toBeGreaterThan(1);
  expect(firstRun.problems).toEqual([]);
  await page.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Sandbox/ })).toBeFocused();
  expect(await focusProblem(page)).toBeNull();
  await snap(page, 'a11y-focus-first-run-dark');
  await page.getByRole('button', { name: /^(Continue|Start|Get started)/ }).first().click();
  await expect(page.getByTestId('sign-in-panel')).toBeVisible();
  const signIn = await tabThrough(page);
  expect(signIn.stops.length).toBeGreaterThan(3);
  expect(signIn.problems).toEqual([]);
  expect(errors).toEqual([]);
});

/** Whether the focus is inside the open dialog. */
const inDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null && document.activeElement?.closest('dialog[open]') !== undefined);

test('the settings dialog keeps Tab and Shift+Tab inside and gives the focus back to where it was', async ({ page }) => {
  app = await openOrders(page);
  await chooseAccount(page);
  const settingsButton = page.getByRole('button', { name: 'Settings' });

  // Opened from its button with the keyboard; closed with Escape: the button has the focus again.
  await settingsButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  expect(await inDialog(page)).toBe(true);
  // Round and round: every stop forwards and backwards stays inside, and the stops come round again.
  const forward: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inDialog(page), `Tab ${i + 1} left the dialog for ${await focusedName(page)}`).toBe(true);
    forward.push(await focusedName(page));
  }
  expect(new Set(forward).size).toBeLessThan(forward.length);
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog(page), `Shift+Tab ${i + 1} left the dialog for ${await focusedName(page)}`).toBe(true);
  }
  await snap(page, 'a11y-settings-trapped');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settingsButton).toBeFocused();

  // Closed with its × button by keyboard: back on the button too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(settingsButton).toBeFocused();

  // Opened with Ctrl+, from the orders table: the table has the focus again after.
  await table(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Control+,');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(table(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('menus give the focus back: the chain context menu, the chain column chooser and the orders column picker', async ({ page }) => {
  app = await startApp(page, { autoApprove: true, startAt: CHAIN_MORNING, settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }) });
  await app.signIn();
  await page.getByLabel('Underlier').fill('AAPL');
  await page.getByLabel('Underlier').press('Enter');
  await expect(grid(page)).toBeVisible();

  // A copy is heard through the one live region too.
  await grid(page).focus();
  await page.keyboard.press('Control+c');
  await expect(liveRegion(page)).toHaveText(/^Copied /);
  expect(await politeRegions(page)).toEqual(['live-region']);

  // The context menu by keyboard: Escape, and Tab, both close it onto the grid.
  const menu = page.getByRole('menu', { name: 'Chain actions' });
  for (const key of ['Escape', 'Tab']) {
    await page.keyboard.press('Shift+F10');
    await expect(menu).toBeVisible();
    await expect(menu.locator('[role="menuitem"]:not([disabled])').first()).toBeFocused();
    await page.keyboard.press(key);
    await expect(menu).toBeHidden();
    await expect(grid(page)).toBeFocused();
  }

  // The chain's column chooser: opened with Enter, left with Escape from inside it.
  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('group', { name: 'Columns of each side' });
  await expect(chooser).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.chain-columns-panel') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(columns).toBeFocused();

  // The orders' column picker: the same keys.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await chooseAccount(page);
  const summary = page.locator('.column-picker > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('group', { name: 'Columns shown' });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.column-menu') !== null)).toBe(true);
  await snap(page, 'a11y-orders-column-picker-open');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(summary).toBeFocused();
  expect(errors).toEqual([]);
});

/** The focused element's aria-activedescendant and whether it names an element that exists. */
const activeDescendant = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant') ?? null;
    const element = id === null ? null : document.getElementById(id);
    return { id, exists: element !== null, text: element?.textContent ?? null, key: element?.getAttribute('data-key') ?? null };
  });

test('focus survives recycled rows: the chain and orders grids keep it on the grid, the active descendant always exists', async ({ page }) => {
  test.setTimeout(120_000);
  app = await startApp(page, { autoApprove: true, startAt: CHAIN_MORNING, settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }) });
  await app.signIn();
  await page.getByLabel('Expiry month').selectOption({ label: 'February 2027' });
  await expect(page.getByTestId('chain-view')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await page.getByLabel('Underlier').fill('SPX');
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByTestId('chain-summary')).toContainText('5,201 pairs');

  // The chain: the cursor on the first strike, then the grid scrolled far away and back.
  await grid(page).focus();
  await page.keyboard.press('Control+Home');
  expect(await activeDescendant(page)).toMatchObject({ exists: true, text: '2400' });
  const height = await grid(page).evaluate((g) => g.scrollHeight);
  for (const top of [height / 2, height, height / 3]) {
    await grid(page).evaluate((g, y) => (g.scrollTop = y), top);
    await frames(page);
    await expect(grid(page)).toBeFocused();
    const active = await activeDescendant(page);
    expect(active.id === null || active.exists, JSON.stringify(active)).toBe(true);
  }
  await page.keyboard.press('ArrowDown');
  await expect(grid(page)).toBeFocused();
  const moved = await activeDescendant(page);
  expect(moved.exists).toBe(true);
  expect(Number(moved.text)).toBeGreaterThan(2400);
  await snap(page, 'a11y-chain-cursor-after-recycling');

  // The orders table: a row activated, the table scrolled to its end and back.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await chooseAccount(page);
  await rows(page).nth(1).click();
  await expect(table(page)).toBeFocused();
  const first = await activeDescendant(page);
  expect(first.exists).toBe(true);
  const tall = await table(page).evaluate((t) => t.scrollHeight);
  for (const top of [tall, tall / 2, 0]) {
    await table(page).evaluate((t, y) => (t.scrollTop = y), top);
    await frames(page);
    await expect(table(page)).toBeFocused();
    const active = await activeDescendant(page);
    expect(active.id === null || (active.exists && active.key === first.key), JSON.stringify(active)).toBe(true);
  }
  await table(page).evaluate((t) => (t.scrollTop = t.scrollHeight));
  await frames(page);
  await page.keyboard.press('ArrowDown');
  await expect(table(page)).toBeFocused();
  const next = await activeDescendant(page);
  expect(next.exists).toBe(true);
  expect(next.key).not.toBe(first.key);
  await expect(page.locator(`#${await table(page).evaluate((t) => CSS.escape(t.getAttribute('aria-activedescendant') ?? ''))}`)).toBeInViewport();

  // A status tab picked with its key while the table has the focus: the rows change, the focus stays.
  await page.keyboard.press('3');
  await expect(page.getByRole('tab', { name: /^Executed/ })).toHaveAttribute('aria-selected', 'true');
  await frames(page);
  await expect(table(page)).toBeFocused();
  const afterTab = await activeDescendant(page);
  expect(afterTab.id === null || afterTab.exists, JSON.stringify(afterTab)).toBe(true);
  await snap(page, 'a11y-orders-focus-after-recycling');
  expect(errors).toEqual([]);
});
