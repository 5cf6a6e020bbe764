/**
 * A cut cell's whole text on hover. Cells ellipsise what does not fit (a long trigger in Price, a
 * company's name in Symbol); the text stays whole in the DOM, so a screen reader reads it, and the
 * eye gets it as the cell's title while the pointer is on the cell. Measured as the pointer moves, not
 * at render: a row slot is recycled for another order as the table scrolls, and only a hovered cell
 * needs it (one cell's boxes read per move, from a layout already up to date).
 */

/** Text as it reads: runs of white space as one. */
const words = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Whether an element's content is wider or taller than its box (an ellipsis or a clamped line). */
const isCut = (element: HTMLElement): boolean =>
  element.clientWidth > 0 && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);

/** Whether `part`'s whole text is in a title of its own or of an element around it inside `cell`. */
function titled(part: HTMLElement, cell: HTMLElement): boolean {
  const text = words(part.innerText);
  for (let at: Element | null = part; at !== null; at = at === cell ? null : at.parentElement) {
    const title = at.getAttribute('title');
    if (title !== null && words(title).includes(text)) return true;
  }
  return false;
}

/** Marks the titles this module set, so a cell that fits again (or now shows another order) loses them. */
const SET_HERE = 'data-cut-title';

/**
 * Gives `cell` its whole text as its title when some part of it is cut and no title around that part
 * holds it; removes such a title once nothing is cut. Titles the cell's content brings are left alone.
 */
export function titleIfCut(cell: HTMLElement): void {
  const parts = [cell, ...cell.querySelectorAll<HTMLElement>('*')];
  // Text hidden for the eye on purpose (a screen reader's pause between lines) is not cut.
  const uncovered = parts.some((part) => isCut(part) && !part.classList.contains('visually-hidden') && words(part.innerText) !== '' && !titled(part, cell));
  if (uncovered) {
    cell.setAttribute('title', words(cell.innerText));
    cell.setAttribute(SET_HERE, '');
  } else if (cell.hasAttribute(SET_HERE)) {
    cell.removeAttribute('title');
    cell.removeAttribute(SET_HERE);
  }
}

/** The table's pointer handler: titles the cell under the pointer (one cell measured per move). */
export function titleCellUnder(target: EventTarget | null): void {
  const cell = target instanceof Element ? target.closest('[role="gridcell"]') : null;
  if (cell instanceof HTMLElement) titleIfCut(cell);
}
