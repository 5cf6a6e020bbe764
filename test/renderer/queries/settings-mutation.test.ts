/**
 * Two settings changed in a row (a list's choice, then a checkbox) while main answers the first:
 * the first change's push and answer land without undoing the second on screen, and once both are
 * answered the settings show as main saved them. Main's answers are held by the test, so the order
 * is the test's, never the machine's.
 */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys, settingsMutation } from '../../../renderer/queries/app-queries.ts';
import { setupPushLanding } from '../../../renderer/queries/push-landing.ts';
import type { EventChannel } from '../../../shared/ipc/channels.ts';
import { createApi } from '../../../shared/ipc/create-api.ts';
import { applySettingsPatch, DEFAULT_USER_SETTINGS, type SettingsPatch, type SettingsSnapshot, type UserSettings } from '../../../shared/settings.ts';

function setup() {
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  /** Main's settings as saved, and the answers not given yet (in the order asked). */
  let saved: UserSettings = DEFAULT_USER_SETTINGS;
  const waiting: { patch: SettingsPatch; answer(snapshot: unknown): void }[] = [];
  const bridge = createApi({
    invoke: (channel, arg) =>
      channel === 'settings:update' ? new Promise((resolve) => waiting.push({ patch: arg as SettingsPatch, answer: resolve })) : Promise.reject(new Error(`no ${channel} here`)),
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  });
  (globalThis as { window?: unknown }).window = { strikeboard: bridge };
  const client = new QueryClient();
  client.setQueryData<SettingsSnapshot>(queryKeys.settings, { values: DEFAULT_USER_SETTINGS, recovered: null });
  const stop = setupPushLanding(client);
  const change = (patch: SettingsPatch) => new MutationObserver(client, settingsMutation(client, true)).mutate(patch);
  /** Main saves the oldest change waiting: it pushes settings:changed, then answers. */
  const saveNext = async () => {
    const next = waiting.shift();
    if (next === undefined) throw new Error('no change waiting');
    saved = applySettingsPatch(saved, next.patch);
    const snapshot: SettingsSnapshot = { values: saved, recovered: null };
    listeners.get('settings:changed')?.forEach((listener) => listener(snapshot));
    next.answer({ ok: true, data: snapshot });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const shown = () => client.getQueryData<SettingsSnapshot>(queryKeys.settings)?.values.alerts;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const push = (snapshot: SettingsSnapshot) => listeners.get('settings:changed')?.forEach((listener) => listener(snapshot));
  return { client, stop, change, saveNext, shown, settled, waiting, push };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('settings changed in a row', () => {
  it('an earlier change\'s push and answer do not undo a later one on screen', async () => {
    const t = setup();
    const first = t.change({ alerts: { ...DEFAULT_USER_SETTINGS.alerts, refreshSeconds: 300 } });
    await t.settled();
    const second = t.change({ alerts: { refreshSeconds: 300, notifications: false } });
    await t.settled();
    expect(t.waiting).toHaveLength(2);
    expect(t.shown()).toEqual({ refreshSeconds: 300, notifications: false });
    // Main saves the first change: its push and its answer know nothing of the second.
    await t.saveNext();
    await first;
    expect(t.shown()).toEqual({ refreshSeconds: 300, notifications: false });
    await t.saveNext();
    await second;
    expect(t.shown()).toEqual({ refreshSeconds: 300, notifications: false });
    t.stop();
  });

  it('once answered, nothing is held: a later push lands as main sent it', async () => {
    const t = setup();
    const only = t.change({ alerts: { ...DEFAULT_USER_SETTINGS.alerts, notifications: false } });
    await t.settled();
    expect(t.shown()?.notifications).toBe(false);
    await t.saveNext();
    await only;
    expect(t.shown()?.notifications).toBe(false);
    // Main's settings change by another way (a settings file put back): shown as they are.
    t.push({ values: { ...DEFAULT_USER_SETTINGS, alerts: { refreshSeconds: 120, notifications: true } }, recovered: null });
    expect(t.shown()).toEqual({ refreshSeconds: 120, notifications: true });
    t.stop();
  });
});
