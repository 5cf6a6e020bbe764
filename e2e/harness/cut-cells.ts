import { expect, type Locator } from '@playwright/test';

/** A cell in view whose text does not fit and whose cut part has no title holding its whole text. */
export interface CutCell {
  /** The row's `data-key` and the cell's column class (`cell-price`): where to point. */
  rowKey: string;
  column: string;
  /** The cell's whole text, as it reads. */
  text: string;
  /** The cut part's text, its box's width and what its content needs. */
  part: string;
  width: number;
  needs: number;
}

/**
 * The cells of the rows wholly in view of `table` (an orders table) whose text is cut (an element in the
 * cell, or the cell, narrower or shorter than its content: an ellipsis or a clamped line) without the
 * cut part's whole text in a `title` or `aria-label` on it or around it inside the cell. An
 * independent reading of the page (the app's own rule is in cut-cell-title.ts): text as the eye
 * reads it (innerText), one pixel of slack for sub-pixel sizes.
 */
export function cutCells(table: Locator): Promise<CutCell[]> {
  return table.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const found: CutCell[] = [];
    for (const cell of root.querySelectorAll<HTMLElement>('[role="row"][data-key] > [role="gridcell"]')) {
      const place = cell.getBoundingClientRect();
      // Wholly in view under the sticky header (32 px): pointing at it scrolls nothing, so the row
      // under the pointer is still the one measured (rows are recycled elements).
      if (place.width === 0 || place.top < box.top + 32 || place.bottom > box.bottom - 1 || place.right <= box.left || place.left >= box.right) continue;
      for (const part of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        // Text hidden for the eye on purpose (a screen reader's pause) is not cut.
        if (part.closest('.visually-hidden') !== null) continue;
        if (part.clientWidth === 0 || (part.scrollWidth <= part.clientWidth + 1 && part.scrollHeight <= part.clientHeight + 1)) continue;
        const text = words(part.innerText);
        if (text === '') continue;
        let covered = false;
        for (let at: Element | null = part; at !== null && !covered; at = at === cell ? null : at.parentElement) {
          covered = [at.getAttribute('title'), at.getAttribute('aria-label')].some((whole) => whole !== null && words(whole).includes(text));
        }
        if (covered) continue;
        const column = [...cell.classList].find((c) => c.startsWith('cell-') && c !== 'cell-num') ?? cell.className;
        found.push({
          rowKey: cell.parentElement?.getAttribute('data-key') ?? '',
          column,
          text: words(cell.innerText),
          part: text,
          width: part.clientWidth,
          needs: Math.max(part.scrollWidth, part.scrollHeight),
        });
        break;
      }
    }
    return found;
  });
}

/**
 * Every cut cell in view carries its whole text on hover: the pointer is put on it, and the title the
 * browser would show there (the nearest title around the element under the pointer) holds all of
 * what was cut.
 * Returns how many cells were cut (the caller can say that some were, so the check did something).
 */
export async function expectWholeTextOnHover(table: Locator): Promise<number> {
  const cut = await cutCells(table);
  for (const cell of cut) {
    const target = table.locator(`[role="row"][data-key="${cell.rowKey}"] > .${cell.column}`);
    // From outside the table, so the pointer enters the cell (a pointer already there sends no event).
    await table.page().mouse.move(0, 0);
    await target.hover();
    // The title the browser would show at the pointer (the nearest around the element under it; the
    // cell itself when the point is on its padding). Polled: Chromium delivers pointer events with
    // the next frame, after the move that caused them has returned.
    const titleAtPointer = () =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const point = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const under = point !== null && element.contains(point) ? point : element;
        return (under.closest('[title]')?.getAttribute('title') ?? '(no title)').replace(/\s+/g, ' ').trim();
      });
    // The cut words themselves, or a title of the cell's own in other words that holds every
    // figure cut ("1,500/1,500 sh" as "1,500 of 1,500 shares ... filled").
    const figures = cell.part.match(/\d[\d,.]*/g) ?? [];
    const holdsCut = (title: string) =>
      title.includes(cell.part) || (figures.length > 0 && figures.every((figure) => title.includes(figure.replace(/[.,]$/, ''))));
    let nudge = 0;
    await expect
      .poll(
        async () => {
          // A pointer move on the cell each try (the app titles the cell under a moving pointer): a
          // row slot the table re-rendered under a still pointer gets its title on the next move, and
          // the move is also sent to the cell itself, so the check does not hang on hit testing.
          nudge = (nudge + 1) % 3;
          await target.hover({ position: { x: 4 + nudge, y: 6 } });
          await target.dispatchEvent('mousemove');
          const title = await titleAtPointer();
          return holdsCut(title) ? 'holds what is cut' : title;
        },
        { message: `hovering the ${cell.column} of ${cell.rowKey} ("${cell.part}" cut, ${cell.width} of ${cell.needs} px)`, timeout: 10_000 },
      )
      .toBe('holds what is cut');
  }
  return cut.length;
}
