import { afterEach, describe, expect, it } from 'vitest';
import { useOrdersStore } from '../../../../renderer/feeds/orders/orders-store.ts';

const initial = useOrdersStore.getState();
afterEach(() => useOrdersStore.setState(initial, true));

describe('focusLiveOrder: a notification click while a window of history is shown', () => {
  it('goes back to Today with the focus request, so the order can be found', () => {
    useOrdersStore.getState().setRange({ kind: 'last7' } as never);
    useOrdersStore.getState().focusLiveOrder({ accountId: 'KEY', orderId: '377' });
    expect(useOrdersStore.getState().range).toEqual({ kind: 'today' });
    expect(useOrdersStore.getState().focusRequest).toEqual({ accountId: 'KEY', orderId: '377' });
  });

  it('a link jump within a window keeps the window', () => {
    useOrdersStore.getState().setRange({ kind: 'last7' } as never);
    useOrdersStore.getState().requestFocus({ accountId: 'KEY', orderId: '377' });
    expect(useOrdersStore.getState().range).toEqual({ kind: 'last7' });
  });
});
