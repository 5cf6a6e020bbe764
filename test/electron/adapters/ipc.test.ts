import { describe, expect, it } from 'vitest';
import type { IpcMain } from 'electron';
import { forwardEvents, wireInvokeChannels } from '../../../electron/adapters/ipc.ts';
import { createEventHub } from '../../../electron/backend/events.ts';
import { createDispatcher } from '../../../electron/backend/ipc/dispatcher.ts';
import type { Handlers } from '../../../electron/backend/ipc/dispatcher.ts';
import { isTrustedSender } from '../../../electron/security/navigation.ts';
import { INVOKE_CHANNELS } from '../../../shared/ipc/channels.ts';
import { ok } from '../../../shared/result.ts';
import { DEFAULT_USER_SETTINGS } from '../../../shared/settings.ts';
import { FakeIpcMain, FakeWebContents } from '../../helpers/fake-electron.ts';
import { silentLogger } from '../../helpers/silent-logger.ts';

const snapshot = { values: DEFAULT_USER_SETTINGS, recovered: null };

function setup() {
  const ipc = new FakeIpcMain();
  const seen: unknown[] = [];
  const handlers = {
    'app:info': () => ok({ name: 'Strikeboard' }),
    'settings:get': () => ok(snapshot),
    'settings:update': (patch: unknown) => {
      seen.push(patch);
      return ok(snapshot);
    },
  } as unknown as Handlers;
  const ours = new Set([7]);
  const stop = wireInvokeChannels(
    ipc as unknown as IpcMain,
    createDispatcher(handlers, (sender) => isTrustedSender(sender, ours), silentLogger),
  );
  return { ipc, seen, stop };
}

describe('IPC wiring', () => {
  it('registers exactly the contract channels, and removes them again', () => {
    const { ipc, stop } = setup();
    expect([...ipc.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    stop();
    expect(ipc.handlers.size).toBe(0);
  });

  it("passes our window's valid call through", async () => {
    const { ipc, seen } = setup();
    const result = await ipc.invoke('settings:update', { theme: 'dark' }, { id: 7, url: 'app://strikeboard/index.html' });
    expect(result).toMatchObject({ ok: true });
    expect(seen).toEqual([{ theme: 'dark' }]);
  });

  it.each([
    ['another webContents', { id: 8, url: 'app://strikeboard/index.html' }],
    ['our webContents showing a foreign page', { id: 7, url: 'https://evil.example/' }],
    ['a destroyed frame', { id: 7, url: null }],
  ])('refuses %s before the handler runs', async (_name, sender) => {
    const { ipc, seen } = setup();
    const result = await ipc.invoke('settings:update', { theme: 'dark' }, sender);
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(seen).toEqual([]);
  });

  it('refuses a malformed argument before the handler runs', async () => {
    const { ipc, seen } = setup();
    const result = await ipc.invoke('settings:update', { theme: { $gt: '' } }, { id: 7, url: 'app://strikeboard/index.html' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(seen).toEqual([]);
  });

  it('forwards backend events to our live windows only', () => {
    const hub = createEventHub();
    const live = new FakeWebContents();
    const dead = new FakeWebContents();
    dead.destroyed = true;
    forwardEvents(hub, () => [live, dead]);
    hub.emit('settings:changed', snapshot);
    expect(live.sent).toEqual([{ channel: 'settings:changed', payload: snapshot }]);
    expect(dead.sent).toEqual([]);
  });
});
