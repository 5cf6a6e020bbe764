/**
 * What the automated audit cannot judge: forced colours (Windows high contrast), where the page's
 * own colours are replaced by the user's and box shadows and gradients disappear, and a 200 % zoom.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startApp, type AppHarness, type HarnessOptions } from '../harness/app-harness.ts';
import { snap } from '../harness/screenshots.ts';

/** Monday 09:00 in New York: the chain's month picker starts at January 2027. */
const CHAIN_MORNING = Date.parse('2027-01-11T14:00:00Z');
/** Wednesday 10 June 2026, 14:00 in New York: the demo trading day is well under way. */
const ORDERS_AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const ACCOUNT = '83405188';
/** 200 % zoom of the suite's 1360×860 window, in CSS pixels: the layout a person zooming in gets. */
const ZOOMED = { width: 680, height: 430 };

let app: AppHarness | undefined;
test.afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function signedIn(page: Page, startAt: number, extra: Partial<HarnessOptions> = {}): Promise<AppHarness> {
  app = await startApp(page, { demoApi: 'legacy', autoApprove: true, startAt, settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }), ...extra });
  await app.signIn();
  return app;
}

async function showChain(page: Page, underlier: string): Promise<void> {
  await expect(page.getByRole('form', { name: 'Option chain query' })).toBeVisible();
  await page.getByLabel('Expiry month').selectOption({ label: 'March 2027' });
  await expect(page.getByTestId('chain-view')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await page.getByLabel('Underlier').fill(underlier);
  await page.getByLabel('Underlier').press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
}

async function showOrders(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByTestId('account-select').selectOption(ACCOUNT);
  await expect(page.getByTestId('orders-table').locator('.orders-body > [role="row"]').first()).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Forced colours

/** What a system colour keyword (Highlight, Canvas…) resolves to now, as computed styles report colours. */
const systemColour = (page: Page, keyword: string) =>
  page.evaluate((k) => {
    const probe = document.createElement('span');
    probe.style.color = k;
    probe.style.forcedColorAdjust = 'none';
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, keyword);

interface Edge {
  style: string;
  width: number;
}
/** The outline and border of an element as drawn: style and width survive forced colours, colours do not. */
const edges = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el);
    const edge = (style: string, width: string): Edge => ({ style, width: parseFloat(width) });
    return {
      outline: edge(s.outlineStyle, s.outlineWidth),
      border: edge(s.borderTopStyle, s.borderTopWidth),
      background: s.backgroundColor,
      underline: s.borderBottomColor,
    };
  });
/** Every element's border as drawn, for a set of badges. */
const borders = (locator: Locator) =>
  locator.evaluateAll((els) => els.map((el) => ({ text: el.textContent, style: getComputedStyle(el).borderTopStyle, width: parseFloat(getComputedStyle(el).borderTopWidth) })));
/** A line is drawn: a visible style, at least `min` pixels wide. */
function expectDrawn(edge: Edge, min = 1): void {
  expect(edge.style).toMatch(/^(solid|dashed|double)$/);
  expect(edge.width).toBeGreaterThanOrEqual(min);
}

test('forced colours: the chain’s cursor, selected rows, chosen segment, switch and badges are told by shape and system colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await signedIn(page, CHAIN_MORNING);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  await showChain(page, 'AAPL');
  await page.getByRole('switch', { name: 'Show adjusted options' }).check();
  await expect(page.locator('.chain-adjusted').first()).toBeVisible();
  const grid = page.getByRole('grid');
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(3);
  const highlight = await systemColour(page, 'Highlight');

  // Selected rows: the system's selection colour, as every list in high contrast shows it.
  const selected = await edges(page.locator('[role="row"][aria-selected="true"] .chain-cell-strike').first());
  const plain = await edges(page.locator('[role="row"][aria-selected="false"] .chain-cell-strike').first());
  expect(selected.background).toBe(highlight);
  expect(plain.background).not.toBe(highlight);
  // The cursor: an outline (its usual inset shadow is dropped in forced colours).
  const cursor = await edges(page.locator('.chain-cell-cursor'));
  expectDrawn(cursor.outline, 2);
  expect(cursor.background).toBe(highlight);
  // The view shown: underlined in the selection colour, the other view not underlined at all.
  expect((await edges(page.getByRole('tab', { name: 'Option chain' }))).underline).toBe(highlight);
  expect((await edges(page.getByRole('tab', { name: 'Orders' }))).underline).toBe(await systemColour(page, 'Canvas'));
  // The chosen chain type: the selection colour; the others not.
  expect((await edges(page.locator('.segment-on'))).background).toBe(highlight);
  expect((await edges(page.locator('.segment:not(.segment-on)').first())).background).not.toBe(highlight);
  // The switch: a bordered track, filled with the selection colour when on.
  const track = await edges(page.locator('.chain-switch-track'));
  expectDrawn(track.border);
  expect(track.background).toBe(highlight);
  // Badges keep a border: the environment, the adjusted option, the expiry tags.
  for (const badge of [page.getByTestId('environment-badge'), page.locator('.chain-adjusted').first(), page.locator('.chain-tag').first()]) {
    expectDrawn((await edges(badge)).border);
  }
  await snap(page, 'forced-colours-chain');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chain-details')).toBeVisible();
  await snap(page, 'forced-colours-chain-details');
});

test('forced colours: order badges, the chosen tab, the active, changed and new rows and the stale table are told by shape and system colours', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ forcedColors: 'active' });
  const harness = await signedIn(page, ORDERS_AFTERNOON, { broker: { clockSpeed: 12 } });
  await showOrders(page);
  const table = page.getByTestId('orders-table');
  // Let the day move until a refresh changes some rows and brings new orders.
  for (let i = 0; i < 40; i += 1) {
    if ((await table.locator('[data-changed="true"]').count()) > 0 && (await table.locator('[data-new="true"]').count()) > 0) break;
    await harness.advance(10_000);
    await expect(page.getByTestId('refresh-status')).not.toContainText('Refreshing');
  }
  const highlight = await systemColour(page, 'Highlight');

  // Every status badge is drawn with a border (its tint is gone); its words tell the status.
  const badges = await borders(table.locator('.status-badge'));
  expect(badges.length).toBeGreaterThan(5);
  expect(badges.filter((b) => b.style !== 'solid' || b.width < 1)).toEqual([]);
  expect(await borders(table.locator('[data-new="true"] .new-pill'))).toContainEqual({ text: 'New', style: 'solid', width: 1 });
  // The chosen tab: the selection colour.
  expect((await edges(page.getByRole('tab', { name: /^All/ }))).background).toBe(highlight);
  expect((await edges(page.getByRole('tab', { name: /^Open/ }))).background).not.toBe(highlight);
  // Changed rows: a dashed outline (the flash and its coloured edge are gone).
  const changed = table.locator('[data-changed="true"]').first();
  await expect(changed).toBeVisible();
  expect((await edges(changed)).outline).toEqual({ style: 'dashed', width: 2 });
  // The active row: a solid outline, kept while the focus is elsewhere.
  const row = table.locator('.orders-body > [role="row"]:not([data-changed="true"])').first();
  await row.click();
  await page.getByTestId('order-search').focus();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  expect((await edges(row)).outline).toEqual({ style: 'solid', width: 2 });
  expect((await edges(table.locator('.orders-body > [role="row"][aria-selected="false"]:not([data-changed="true"])').first())).outline.style).toBe('none');
  await snap(page, 'forced-colours-orders');

  // Stale: the badge has a border, the table a dashed edge.
  (await harness.demoBroker()).setFaults({ fault: 'server-error', status: 503 });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByTestId('stale-badge')).toBeVisible({ timeout: 20_000 });
  expectDrawn((await edges(page.getByTestId('stale-badge'))).border);
  expect((await edges(table)).border.style).toBe('dashed');
  await snap(page, 'forced-colours-orders-stale');
});

// ---------------------------------------------------------------------------------------------
// 200 % zoom

interface ZoomProblem {
  what: string;
  problem: string;
}

/**
 * Everything a person can operate, brought into view the way the keyboard would (scrolled to,
 * nearest edge), must then be visible and wholly inside the window horizontally. In a modal
 * dialog, only the dialog's controls (the rest is inert).
 */
const unreachableControls = (page: Page) =>
  page.evaluate(() => {
    const scope: ParentNode = document.querySelector('dialog[open]') ?? document;
    const controls = scope.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="tab"], [tabindex="0"]');
    const problems: ZoomProblem[] = [];
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of controls) {
      // Not drawn at all (a closed disclosure's contents, another state's fields): nothing to reach.
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -1 || box.right > innerWidth + 1) problems.push({ what: name(el), problem: `spans x ${Math.round(box.left)}..${Math.round(box.right)} of ${innerWidth}` });
      else if (box.bottom <= 0 || box.top >= innerHeight) problems.push({ what: name(el), problem: `stays out of view at y ${Math.round(box.top)}` });
    }
    return problems;
  }) as Promise<ZoomProblem[]>;

/**
 * Text that is cut off or does not fit: every piece of text, brought into view, must lie inside
 * the window and inside every box that clips it (overflow hidden or clip, its own included);
 * labels, buttons, headings and badges must also hold their text (no spilling out of their
 * border). The grids' cells and headers are left out by design: their columns have fixed widths
 * whatever the zoom, a cell ends in an ellipsis (the whole value is in its title, the details
 * panel and the copy) and the grid scrolls both ways. Visually hidden text (1 px boxes for screen
 * readers) is left out too. Also: no box other than a grid may scroll sideways, nor the page.
 */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const HOLDERS =
      'button, a, label, legend, summary, h1, h2, h3, p, dt, dd, [role="tab"], .env-badge, .status-badge, .stale-badge, .new-pill, .tab-count, .chain-tag, .chain-chip';
    const inGrid = (el: Element) => el.closest('[role="grid"], [role="treegrid"]') !== null;
    const problems: ZoomProblem[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // Visually hidden text (the live region, hidden headings) and what it holds is for screen readers only.
    const shown = (el: HTMLElement) =>
      el.checkVisibility({ checkVisibilityCSS: true }) && el.offsetWidth > 1 && el.offsetHeight > 1 && el.closest('.visually-hidden') === null;
    const clips = (el: Element) => /hidden|clip/.test(getComputedStyle(el).overflow);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (inGrid(el) || !shown(el)) continue;
      const texts = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (texts.length === 0) continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      for (const text of texts) {
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < -1 || box.right > innerWidth + 1 || box.top < -1) {
          problems.push({ what: name(el), problem: `text at x ${Math.round(box.left)}..${Math.round(box.right)}, y ${Math.round(box.top)}: outside the window` });
          continue;
        }
        for (let holder: Element | null = el; holder && holder !== document.body; holder = holder.parentElement) {
          if (!clips(holder)) continue;
          const edge = holder.getBoundingClientRect();
          if (box.left < edge.left - 1 || box.right > edge.right + 1 || box.top < edge.top - 1 || box.bottom > edge.bottom + 1) {
            problems.push({ what: name(el), problem: `text cut off by ${name(holder)}` });
            break;
          }
        }
      }
    }
    for (const el of document.querySelectorAll<HTMLElement>(HOLDERS)) {
      if (inGrid(el) || !shown(el) || getComputedStyle(el).display === 'inline') continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push({ what: name(el), problem: `text ${el.scrollWidth}px wide in a box of ${el.clientWidth}px` });
      else if (el.scrollHeight > el.clientHeight + 1) problems.push({ what: name(el), problem: `text ${el.scrollHeight}px high in a box of ${el.clientHeight}px` });
    }
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > innerWidth) problems.push({ what: 'the page', problem: `scrolls sideways: ${scroller.scrollWidth}px in ${innerWidth}px` });
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const overflow = getComputedStyle(el).overflowX;
      if ((overflow !== 'auto' && overflow !== 'scroll') || inGrid(el) || el.matches('[role="grid"], [role="treegrid"]')) continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push({ what: name(el), problem: `scrolls sideways: ${el.scrollWidth}px in ${el.clientWidth}px` });
    }
    return problems;
  }) as Promise<ZoomProblem[]>;

/** Checks one screen at 200 %: every control reachable, no text clipped; then a screenshot. */
async function expectUsableZoomed(page: Page, screen: string): Promise<void> {
  const clipped = await clippedText(page);
  const unreachable = await unreachableControls(page);
  expect.soft(clipped, `${screen}: clipped text or sideways scrolling`).toEqual([]);
  expect.soft(unreachable, `${screen}: controls out of reach`).toEqual([]);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('*')) if (el.scrollTop || el.scrollLeft) el.scrollTo(0, 0);
  });
  await snap(page, `zoom-200-${screen}`);
}

test.describe('at 200 % zoom', () => {
  test.use({ viewport: ZOOMED });

  test('first run and sign-in: every control reachable, no text clipped', async ({ page }) => {
    app = await startApp(page, { demoApi: 'legacy', startAt: CHAIN_MORNING });
    await expect(page.getByTestId('first-run')).toBeVisible();
    await expectUsableZoomed(page, 'first-run');
    await page.getByRole('button', { name: 'Start with the local demo' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Local demo' })).toBeVisible();
    await expectUsableZoomed(page, 'sign-in');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectUsableZoomed(page, 'settings');
  });

  test('the chain with its details panel and column chooser: every control reachable, no text clipped', async ({ page }) => {
    await signedIn(page, CHAIN_MORNING);
    await showChain(page, 'AAPL');
    await expectUsableZoomed(page, 'chain');
    await page.getByRole('grid').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chain-details')).toBeVisible();
    await expectUsableZoomed(page, 'chain-details');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns' }).click();
    await expectUsableZoomed(page, 'chain-columns');
    await page.keyboard.press('Escape');
  });

  test('the orders with the column picker: every control reachable, no text clipped', async ({ page }) => {
    await signedIn(page, ORDERS_AFTERNOON);
    await showOrders(page);
    await expectUsableZoomed(page, 'orders');
    await page.getByText('Columns', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Columns shown' })).toBeVisible();
    await expectUsableZoomed(page, 'orders-columns');
  });
});
