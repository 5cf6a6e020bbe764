/**
 * Two settings changed in a row (a list's choice, then a checkbox) while main answers the first:
 * the settings as shown (the cache with the changes on their way, pending-settings.ts) keep the
 * second through the first's push and answer, and once both are answered show as main saved them.
 * Main's answers are held by the test, so the order is the test's, never the machine's.
 */
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys, settingsMutation } from '../../../renderer/queries/app-queries.ts';
import { usePendingSettings, withPending } from '../../../renderer/queries/pending-settings.ts';
import { setupPushLanding } from '../../../renderer/queries/push-landing.ts';
import { applySettingsPatch, DEFAULT_USER_SETTINGS, type SettingsPatch, type SettingsSnapshot, type UserSettings } from '../../../shared/settings.ts';
import { installFakeBridge } from './fake-bridge.ts';

function setup() {
  /** Main's settings as saved, and the answers not given yet (in the order asked). */
  let saved: UserSettings = DEFAULT_USER_SETTINGS;
  const waiting: { patch: SettingsPatch; answer(snapshot: unknown): void }[] = [];
  const bridge = installFakeBridge((channel, arg) =>
    channel === 'settings:update'
      ? new Promise((resolve) => waiting.push({ patch: arg as SettingsPatch, answer: resolve }))
      : Promise.reject(new Error(`no ${channel} here`)),
  );
  const client = new QueryClient();
  client.setQueryData<SettingsSnapshot>(queryKeys.settings, { values: DEFAULT_USER_SETTINGS, recovered: null });
  const stop = setupPushLanding(client);
  /** As useUpdateSettings changes a setting: held at once, then sent. */
  const change = (patch: SettingsPatch) => {
    usePendingSettings.getState().hold(patch);
    return new MutationObserver(client, settingsMutation(client)).mutate(patch);
  };
  /** Main saves the oldest change waiting: it pushes settings:changed, then answers. */
  const saveNext = () => {
    const next = waiting.shift();
    if (next === undefined) throw new Error('no change waiting');
    saved = applySettingsPatch(saved, next.patch);
    const snapshot: SettingsSnapshot = { values: saved, recovered: null };
    bridge.push('settings:changed', snapshot);
    next.answer({ ok: true, data: snapshot });
  };
  /** The alerts settings as useSettings shows them. */
  const shown = () => {
    const cached = client.getQueryData<SettingsSnapshot>(queryKeys.settings);
    return cached === undefined ? undefined : withPending(cached, usePendingSettings.getState().patches).values.alerts;
  };
  return { client, change, saveNext, shown, waiting, push: bridge.push, stop: () => (stop(), bridge.remove()) };
}

afterEach(() => {
  usePendingSettings.setState({ patches: [] });
});

describe('settings changed in a row', () => {
  it("show at once, and an earlier change's push and answer do not undo a later one", async () => {
    const t = setup();
    const first = t.change({ alerts: { ...DEFAULT_USER_SETTINGS.alerts, refreshSeconds: 300 } });
    const second = t.change({ alerts: { refreshSeconds: 300, notifications: false } });
    expect(t.shown()).toEqual({ refreshSeconds: 300, notifications: false });
    await expect.poll(() => t.waiting.length).toBe(2);
    // Main saves the first change: its push and its answer know nothing of the second.
    t.saveNext();
    await first;
    expect(t.shown()).toEqual({ refreshSeconds: 300, notifications: false });
    t.saveNext();
    await second;
    expect(usePendingSettings.getState().patches).toEqual([]);
    expect(t.shown()).toEqual({ refreshSeconds: 300, notifications: false });
    t.stop();
  });

  it('once answered, nothing is held: a later push shows as main sent it', async () => {
    const t = setup();
    const only = t.change({ alerts: { ...DEFAULT_USER_SETTINGS.alerts, notifications: false } });
    expect(t.shown()?.notifications).toBe(false);
    await expect.poll(() => t.waiting.length).toBe(1);
    t.saveNext();
    await only;
    expect(t.shown()?.notifications).toBe(false);
    // Main's settings change by another way (a settings file put back): shown as they are.
    t.push('settings:changed', { values: { ...DEFAULT_USER_SETTINGS, alerts: { refreshSeconds: 120, notifications: true } }, recovered: null });
    expect(t.shown()).toEqual({ refreshSeconds: 120, notifications: true });
    t.stop();
  });

  it('a refused change is let go, and the settings are read from main again', async () => {
    const t = setup();
    let reads = 0;
    // The page reads the settings (an observer, as useSettings is): a refusal reads them again.
    const reading = new QueryObserver(t.client, {
      queryKey: queryKeys.settings,
      queryFn: () => ((reads += 1), { values: DEFAULT_USER_SETTINGS, recovered: null }),
      staleTime: Infinity,
    });
    const unsubscribe = reading.subscribe(() => {});
    const refused = t.change({ alerts: { ...DEFAULT_USER_SETTINGS.alerts, notifications: false } });
    await expect.poll(() => t.waiting.length).toBe(1);
    t.waiting.shift()?.answer({ ok: false, error: { code: 'invalid-argument', message: 'No.' } });
    await refused.catch(() => {});
    expect(usePendingSettings.getState().patches).toEqual([]);
    expect(t.shown()?.notifications).toBe(true);
    await expect.poll(() => reads).toBe(1);
    unsubscribe();
    t.stop();
  });
});
