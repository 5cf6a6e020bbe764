import type { Locator } from '@playwright/test';

/** A figure the eye cannot read whole: where it is, what it says, its box's width and what it needs. */
export interface CutNumber {
  /** The cell's column class (`cell-value`) or the element's own class, and its row's key if it has one. */
  where: string;
  text: string;
  width: number;
  needs: number;
}

/**
 * What of `root` (a table, or any box of figures) is cut in the part in view: every element of a
 * figure (below) whose content is wider than its box while the box clips it (an ellipsis, or
 * a clip), and every such element that reaches past the edge of a clipping box around it inside
 * `root` (a chip half out of its strip). `root` itself scrolling sideways is told apart
 * (`sideways`): the default columns must fit. An independent reading of the page: text as the eye
 * reads it (innerText), one pixel of slack for sub-pixel sizes; text hidden for the eye on purpose
 * (a screen reader's words) is not read.
 */
export function cutNumbers(root: Locator): Promise<{ sideways: number; cut: CutNumber[] }> {
  return root.evaluate((top) => {
    const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const frame = top.getBoundingClientRect();
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const found: HTMLElement[] = [];
    for (const element of top.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.visually-hidden') !== null || element.clientWidth === 0) continue;
      const box = element.getBoundingClientRect();
      // In view: under the table's own frame (rows scrolled away are recycled or out of sight).
      if (box.bottom <= frame.top || box.top >= frame.bottom || box.right <= frame.left || box.left >= frame.right) continue;
      const text = words(element.innerText);
      // A figure: anything in a numeric column, a contract's words ("AAPL Jun 18 '26 $265 Call",
      // whose strike would be cut first), else text with digits
      // and no word of three letters ("−130,300.00 (−89.11 %)", a chip's "12/18 2d W"); a name with a
      // digit in it ("SPDR S&P 500 ETF") is words, which a cell may cut with its whole text on hover
      // (harness/cut-cells.ts).
      if (!/\d/.test(text) || (element.closest('.cell-num') === null && /[a-z]{3}/i.test(text) && !/\$\d[\d,.]* (?:Call|Put)\b/.test(text))) continue;
      let problem = clips(element) && element.scrollWidth > element.clientWidth + 1;
      // A clipping box around it (below `root`) that it reaches past.
      for (let up = element.parentElement; !problem && up !== null && up !== top; up = up.parentElement) {
        if (!clips(up)) continue;
        const edge = up.getBoundingClientRect();
        problem = box.right > edge.right + 1 || box.left < edge.left - 1;
      }
      if (problem) found.push(element);
    }
    // One report per cut: the innermost element cut, not each box around it again.
    const cut: CutNumber[] = [];
    for (const element of found) {
      if (found.some((other) => other !== element && element.contains(other))) continue;
      const text = words(element.innerText);
      const cell = element.closest('[role="gridcell"], [role="columnheader"]') ?? element;
      const column = [...cell.classList].find((name) => name.startsWith('cell-') && name !== 'cell-num') ?? cell.className;
      const row = cell.closest('[data-key]')?.getAttribute('data-key');
      cut.push({ where: row == null ? String(column) : `${String(column)} of ${row}`, text, width: element.clientWidth, needs: element.scrollWidth });
    }
    return { sideways: Math.max(0, top.scrollWidth - top.clientWidth - 1), cut };
  });
}

/**
 * Every page of a scrolling table, top to bottom: `each` reads the rows in view of each page
 * (a page is the viewport less a row or two, so no row falls between two pages). Back at the top after.
 */
export async function eachPage(table: Locator, each: () => Promise<void>): Promise<number> {
  await table.evaluate((t) => t.scrollTo(0, 0));
  let pages = 0;
  for (;;) {
    await table.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await each();
    pages += 1;
    const moved = await table.evaluate((t) => {
      const before = t.scrollTop;
      t.scrollBy(0, Math.max(40, t.clientHeight - 80));
      return t.scrollTop !== before;
    });
    if (!moved || pages >= 400) break;
  }
  await table.evaluate((t) => t.scrollTo(0, 0));
  return pages;
}
