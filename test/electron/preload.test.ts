import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_METHODS, INVOKE_METHODS } from '../../shared/ipc/channels.ts';

const exposed: Record<string, unknown> = {};
const invoked: unknown[][] = [];
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void (exposed[key] = api) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => {
      invoked.push(args);
      return Promise.resolve({ ok: true, data: null });
    },
    on: (channel: string, fn: (...args: unknown[]) => void) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(fn);
      listeners.set(channel, set);
    },
    removeListener: (channel: string, fn: (...args: unknown[]) => void) => listeners.get(channel)?.delete(fn),
  },
}));

describe('the preload', () => {
  beforeEach(async () => {
    await import('../../electron/preload.ts');
  });

  it('exposes exactly the contract methods as window.strikeboard, frozen, no generic invoke', () => {
    const api = exposed['strikeboard'] as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...Object.values(INVOKE_METHODS), ...Object.values(EVENT_METHODS)].sort());
    expect(Object.isFrozen(api)).toBe(true);
    expect(api).not.toHaveProperty('invoke');
    expect(api).not.toHaveProperty('send');
    expect(api).not.toHaveProperty('ipcRenderer');
  });

  it('sends each method on its own channel and nothing else', async () => {
    const api = exposed['strikeboard'] as Record<string, (arg?: unknown) => Promise<unknown>>;
    await api['updateSettings']!({ theme: 'dark' });
    await api['getAppInfo']!();
    expect(invoked).toEqual([
      ['settings:update', { theme: 'dark' }],
      ['app:info', undefined],
    ]);
  });

  it('subscriptions deliver the payload only (never the IPC event) and unsubscribe', () => {
    const api = exposed['strikeboard'] as Record<string, (l: unknown) => () => void>;
    const got: unknown[] = [];
    const stop = api['onSettingsChanged']!((...args: unknown[]) => got.push(args));
    for (const fn of listeners.get('settings:changed') ?? []) fn({ sender: 'ipc-event' }, { values: 1 });
    expect(got).toEqual([[{ values: 1 }]]);
    stop();
    expect(listeners.get('settings:changed')?.size).toBe(0);
    expect(() => api['onSettingsChanged']!('not a function')).toThrow(/listener function/);
  });
});
