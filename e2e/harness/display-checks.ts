/**
 * What the automated audit cannot judge, for every view's display spec: forced colours (Windows
 * high contrast), where the page's own colours are replaced by the user's and box shadows and
 * gradients disappear (edges as drawn, system colours), and a 200 % zoom (every control reachable,
 * no text clipped). Moved here from forced-colours-and-zoom.spec.ts so the positions spec uses the
 * same checks.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { snap } from './screenshots.ts';

/** 200 % zoom of the suite's 1360×860 window, in CSS pixels: the layout a person zooming in gets. */
export const ZOOMED = { width: 680, height: 430 };

/** What a system colour keyword (Highlight, Canvas…) resolves to now, as computed styles report colours. */
export const systemColour = (page: Page, keyword: string) =>
  page.evaluate((k) => {
    const probe = document.createElement('span');
    probe.style.color = k;
    probe.style.forcedColorAdjust = 'none';
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, keyword);

export interface Edge {
  style: string;
  width: number;
}
/** The outline and border of an element as drawn: style and width survive forced colours, colours do not. */
export const edges = (locator: Locator) =>
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
export const borders = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent, style: getComputedStyle(el).borderTopStyle, width: parseFloat(getComputedStyle(el).borderTopWidth) })),
  );
/** A line is drawn: a visible style, at least `min` pixels wide. */
export function expectDrawn(edge: Edge, min = 1): void {
  expect(edge.style).toMatch(/^(solid|dashed|double)$/);
  expect(edge.width).toBeGreaterThanOrEqual(min);
}

export interface ZoomProblem {
  what: string;
  problem: string;
}

/**
 * Everything a person can operate, brought into view the way the keyboard would (scrolled to,
 * nearest edge), must then be visible and wholly inside the window horizontally. In a modal
 * dialog, only the dialog's controls (the rest is inert).
 */
export const unreachableControls = (page: Page) =>
  page.evaluate(() => {
    const scope: ParentNode = document.querySelector('dialog[open]') ?? document;
    const controls = scope.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="tab"], [tabindex="0"]',
    );
    const problems: ZoomProblem[] = [];
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of controls) {
      // Not drawn at all (a closed disclosure's contents, another state's fields): nothing to reach.
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -1 || box.right > innerWidth + 1)
        problems.push({ what: name(el), problem: `spans x ${Math.round(box.left)}..${Math.round(box.right)} of ${innerWidth}` });
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
export const clippedText = (page: Page) =>
  page.evaluate(() => {
    const HOLDERS =
      'button, a, label, legend, summary, h1, h2, h3, p, dt, dd, [role="tab"], .env-badge, .status-badge, .stale-badge, .new-pill, .tab-count, .chain-tag, .chain-chip';
    const inGrid = (el: Element) => el.closest('[role="grid"], [role="treegrid"]') !== null;
    const problems: ZoomProblem[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
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
          problems.push({
            what: name(el),
            problem: `text at x ${Math.round(box.left)}..${Math.round(box.right)}, y ${Math.round(box.top)}: outside the window`,
          });
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
      else if (el.scrollHeight > el.clientHeight + 1)
        problems.push({ what: name(el), problem: `text ${el.scrollHeight}px high in a box of ${el.clientHeight}px` });
    }
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > innerWidth)
      problems.push({ what: 'the page', problem: `scrolls sideways: ${scroller.scrollWidth}px in ${innerWidth}px` });
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const overflow = getComputedStyle(el).overflowX;
      if ((overflow !== 'auto' && overflow !== 'scroll') || inGrid(el) || el.matches('[role="grid"], [role="treegrid"]')) continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push({ what: name(el), problem: `scrolls sideways: ${el.scrollWidth}px in ${el.clientWidth}px` });
    }
    return problems;
  }) as Promise<ZoomProblem[]>;

/** Checks one screen at 200 %: every control reachable, no text clipped; then a screenshot. */
export async function expectUsableZoomed(page: Page, screen: string): Promise<void> {
  const clipped = await clippedText(page);
  const unreachable = await unreachableControls(page);
  expect.soft(clipped, `${screen}: clipped text or sideways scrolling`).toEqual([]);
  expect.soft(unreachable, `${screen}: controls out of reach`).toEqual([]);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('*')) if (el.scrollTop || el.scrollLeft) el.scrollTo(0, 0);
  });
  await snap(page, `zoom-200-${screen}`);
}
