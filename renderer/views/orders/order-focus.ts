/**
 * A click on an order notification (main's `orders:focus`) must bring the orders view forward on
 * that order even while another view is shown, when the orders view is not mounted. So the
 * subscription lives for the page's lifetime: it records the request and switches the view; the
 * view picks the request up when it renders (orders-view.tsx). The order is one of today's: a
 * window of history shown at the time gives way to Today, or the request would find no row.
 */
import { useUiStore } from '../../state/ui-store.ts';
import { useOrdersStore } from './orders-store.ts';

let installed = false;

/** Subscribes once to `orders:focus` (no-op without the bridge, e.g. in a plain browser). */
export function installOrderFocusListener(): void {
  if (installed || window.strikeboard === undefined) return;
  installed = true;
  window.strikeboard.onOrderFocus((target) => {
    useOrdersStore.getState().focusLiveOrder({ accountId: target.accountKey, orderId: target.orderId });
    useUiStore.getState().showView('orders');
  });
}
