/**
 * The orders table at the default 1360 × 860 window, where nothing a trader needs is cut off: the
 * demo's day on the current API with every kind of order, a spread and a group open.
 * Page by page through the whole list: no column scrolls out sideways; an option's strike and right,
 * a trigger's short words ("Hidden stop 109.14", "Stop 107.94 @ 115.32") and the value are never
 * cut; the "replaces" link sits under the description, not over it; and every cell that is still cut
 * (a company's long name, a trailing stop's whole story) shows its whole text on hover (its DOM text
 * is whole for screen readers). Light and dark screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../harness/app-test.ts';
import { startApp, type AppHarness } from '../harness/app-harness.ts';
import { expectWholeTextOnHover } from '../harness/cut-cells.ts';
import { snapBoth } from '../harness/screenshots.ts';
import { rows, table } from '../harness/orders-table.ts';

/** Wednesday 10 June 2026, 14:00 in New York: the demo day is well under way. */
const AFTERNOON = Date.UTC(2026, 5, 10, 18, 0, 0);
const ACCOUNT_KEY = 'dBZOKt9xDrtRSAOl4MSiiA';

let app: AppHarness | undefined;

/** Parts of the rows in view that must never be cut, each with whether it is (its content wider than its box). */
const mustShow = (page: Page) =>
  table(page).evaluate((root) => {
    const box = root.getBoundingClientRect();
    const inView = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= box.top && r.bottom <= box.bottom;
    };
    const cut = (e: HTMLElement) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1;
    const found: { what: string; text: string; cut: boolean }[] = [];
    for (const rest of root.querySelectorAll<HTMLElement>('.row-order .symbol-rest')) {
      // An option's contract: "Jul 17 '26 $257.50 Call".
      if (inView(rest) && /\$[\d,.]+ (?:Call|Put)$/.test(rest.innerText)) found.push({ what: 'option', text: rest.innerText, cut: cut(rest) });
    }
    for (const price of root.querySelectorAll<HTMLElement>('.row-order > .cell-price')) {
      // A trigger's short words: a stop, a hidden stop, a limit, with the average fill after @.
      if (inView(price) && /^(?:Hidden stop|Stop|Limit) [\d.,]+(?: \/ Limit [\d.,]+)?(?: @ [\d.,]+)?$/.test(price.innerText.replace(/\s+/g, ' ').trim())) {
        found.push({ what: 'price', text: price.innerText, cut: cut(price) });
      }
    }
    for (const value of root.querySelectorAll<HTMLElement>('.tree-row > .cell-value')) {
      if (inView(value) && value.innerText.trim() !== '') found.push({ what: 'value', text: value.innerText, cut: cut(value) });
    }
    for (const links of root.querySelectorAll<HTMLElement>('.order-links-inline')) {
      // The links' line is under the description's, never across it.
      const line = links.parentElement?.querySelector('.symbol-line')?.getBoundingClientRect();
      const own = links.getBoundingClientRect();
      if (inView(links) && line !== undefined) found.push({ what: 'links', text: links.innerText, cut: own.top < line.bottom - 0.5 });
    }
    return found;
  });

test('nothing a trader needs is cut off at 1360 px (light and dark)', async ({ page }) => {
  test.setTimeout(120_000);
  app = await startApp(page, {
    autoApprove: true,
    settingsFile: JSON.stringify({ onboarded: true, theme: 'light' }),
    startAt: AFTERNOON,
    demoApi: 'v1',
    // Every order type, status and shape in the day's first entries: the load volume's books.
    broker: { clockSpeed: 1, volume: 'load' },
    // The day stands still while the pages are measured and hovered: an order that fills or
    // changes between the measure and the hover would leave the cell measured cut no longer cut.
    heldClock: true,
  });
  await app.signIn();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByTestId('account-select').selectOption(ACCOUNT_KEY);
  await expect(rows(page).first()).toBeVisible();
  // Every column in the table's width: nothing to scroll sideways to.
  expect(await table(page).evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);

  // A spread and a group open, so legs and members are measured too.
  const spread = rows(page)
    .filter({ has: page.locator('.cell-type', { hasText: 'Spread' }) })
    .first();
  await spread.locator('.tree-toggle').click();
  const group = rows(page)
    .filter({ has: page.locator('.group-type') })
    .first();
  await group.locator('.tree-toggle').click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await snapBoth(page, 'orders-fit');

  const seen = new Map<string, boolean>();
  let hovered = 0;
  const pages = Math.ceil((await table(page).evaluate((t) => t.scrollHeight)) / ((await table(page).evaluate((t) => t.clientHeight)) - 70)) + 1;
  for (let at = 0; at < pages; at += 1) {
    for (const part of await mustShow(page)) seen.set(`${part.what}: ${part.text}`, part.cut || (seen.get(`${part.what}: ${part.text}`) ?? false));
    hovered += await expectWholeTextOnHover(table(page));
    await table(page).evaluate((t) => t.scrollBy(0, t.clientHeight - 70));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const kinds = new Set([...seen.keys()].map((key) => key.split(':')[0]));
  // The demo's day has each kind, so each rule was tried.
  expect([...kinds].sort()).toEqual(['links', 'option', 'price', 'value']);
  expect([...seen].filter(([, cut]) => cut).map(([key]) => key)).toEqual([]);
  // Some cells are still cut at this width (long company names, trailing stops): each was hovered.
  expect(hovered).toBeGreaterThan(0);
});
