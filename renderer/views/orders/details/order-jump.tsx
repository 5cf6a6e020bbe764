/**
 * Links between orders ("replaced by #377", "replaces #374"): a click jumps to the other order
 * (its row made visible, focused and highlighted). The jump comes through a context with one
 * stable function, so rows do not re-render when the list changes around them.
 */
import { createContext, useContext } from 'react';
import type { Order } from '../../../../shared/domain/orders.ts';
import { orderLinks } from './order-links.ts';

/** Jumps to an order of the list shown (or says it is not in it). */
export type JumpToOrder = (orderId: string) => void;

const NO_JUMP: JumpToOrder = () => {};
export const OrderJumpContext = createContext<JumpToOrder>(NO_JUMP);

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The links of an order inside its row, for the mouse (the keyboard reaches them in the details
 * panel: rows of the treegrid hold no tab stops). Presence is checked on click, not on render.
 */
export function OrderLinksInline({ order }: { order: Order }) {
  const jump = useContext(OrderJumpContext);
  const links = orderLinks(order, NOTHING);
  if (links.length === 0) return null;
  return (
    <span className="order-links-inline">
      {links.map((link) => (
        <button
          key={link.kind}
          type="button"
          tabIndex={-1}
          className="order-link"
          data-link={link.kind}
          data-target={link.orderId}
          title={link.words}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.stopPropagation();
            jump(link.orderId);
          }}
        >
          {link.words}
        </button>
      ))}
    </span>
  );
}
