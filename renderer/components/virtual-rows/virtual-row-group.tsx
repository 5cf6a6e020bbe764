/**
 * The body of a virtualised grid: a rowgroup as tall as all rows, holding only the recycled row
 * elements (slots) of the window, each row placed by its own `top`. Every slot keeps its element
 * and shows whichever row of the window falls to it, so the children stay in slot order;
 * aria-owns gives assistive technology the rows in reading order, which the DOM no longer holds
 * once scrolled.
 */
import { Fragment, type CSSProperties, type ReactNode, type Ref } from 'react';
import { ownedRowIds, rowOfSlot, slotId, type SlotWindow } from './row-window.ts';

interface VirtualRowGroupProps {
  shown: SlotWindow;
  /** Unique in the page (useId): the slots' element ids derive from it. */
  idBase: string;
  /** Height of all rows together, px. */
  height: number;
  /**
   * The element for row `index`, which must carry `id` (aria-owns names it). Called for the
   * window's rows only; rows should be memoised, since the group renders whenever the window moves.
   */
  renderRow(index: number, id: string): ReactNode;
  className: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/** The rowgroup of recycled rows (see row-window.ts). */
export function VirtualRowGroup({ shown, idBase, height, renderRow, className, style, ref }: VirtualRowGroupProps) {
  const slots: ReactNode[] = [];
  for (let slot = 0; slot < shown.slots; slot += 1) {
    const index = rowOfSlot(shown, slot);
    if (index >= shown.end) continue;
    slots.push(<Fragment key={slot}>{renderRow(index, slotId(idBase, slot))}</Fragment>);
  }
  return (
    <div role="rowgroup" ref={ref} className={className} aria-owns={ownedRowIds(shown, idBase)} style={{ ...style, height }}>
      {slots}
    </div>
  );
}
