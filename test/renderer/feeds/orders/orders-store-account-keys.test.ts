/**
 * Per-account state of the orders view under account keys that name Object's own properties
 * (`constructor`, `__proto__`, `toString`, `hasOwnProperty`): opaque provider keys, so any of them
 * can arrive. Each account's expanded rows are its own: toggled, read back, kept apart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expandedOf, useOrdersStore } from '../../../../renderer/feeds/orders/orders-store.ts';

const initial = useOrdersStore.getState();
afterEach(() => useOrdersStore.setState(initial, true));

describe('expanded rows per account', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'account key %s: nothing expanded at first; a toggle opens and closes its own row',
    (account) => {
      const store = useOrdersStore.getState();
      expect([...expandedOf(useOrdersStore.getState(), account)]).toEqual([]);
      store.toggle(account, 'order:1');
      store.setExpanded(account, 'group:7', true);
      expect([...expandedOf(useOrdersStore.getState(), account)].sort()).toEqual(['group:7', 'order:1']);
      expect([...expandedOf(useOrdersStore.getState(), 'plain-key')]).toEqual([]);
      useOrdersStore.getState().toggle(account, 'order:1');
      expect([...expandedOf(useOrdersStore.getState(), account)]).toEqual(['group:7']);
      // Nothing leaked onto objects at large.
      expect(({} as Record<string, unknown>)['order:1']).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    },
  );
});
