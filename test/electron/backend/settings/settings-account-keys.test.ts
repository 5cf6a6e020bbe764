/**
 * The account chosen per environment is an opaque provider key, so it may read `constructor`,
 * `__proto__` or `toString`: such a key is stored, read back after a restart and kept through
 * another process's change like any other, and no object at large gains a property from it.
 */
import { describe, expect, it } from 'vitest';
import { settingsOnDisk } from './settings-on-disk.ts';

describe("account keys named like Object's own properties", () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('%s: stored, read back, kept through another writer', (key) => {
    const s = settingsOnDisk();
    const app = s.store();
    expect(app.update({ ordersView: { accounts: { production: key } } }).values.ordersView.accounts).toEqual({ demo: null, sandbox: null, production: key });
    s.store().update({ ordersView: { accounts: { demo: 'other-key' } } });
    expect(s.store().snapshot().values.ordersView.accounts).toEqual({ demo: 'other-key', sandbox: null, production: key });
    expect(s.onDisk()).toMatchObject({ ordersView: { accounts: { demo: 'other-key', production: key } } });
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['production']).toBeUndefined();
  });

  it('a settings file holding "__proto__" and "constructor" keys of its own: kept as data, never as a prototype', () => {
    const s = settingsOnDisk('{"theme":"dark","__proto__":{"polluted":true},"ordersView":{"constructor":{"x":1},"accounts":{"demo":"__proto__"}}}');
    const store = s.store();
    expect(store.snapshot().values).toMatchObject({ theme: 'dark', ordersView: { accounts: { demo: '__proto__' } } });
    store.update({ theme: 'light' });
    const text = s.text();
    expect(JSON.parse(text)).toMatchObject({ theme: 'light', ordersView: { constructor: { x: 1 }, accounts: { demo: '__proto__' } } });
    expect(Object.hasOwn(JSON.parse(text) as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
