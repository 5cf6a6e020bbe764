import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserWindow } from 'electron';
import { createMainWindow } from '../../../electron/adapters/main-window.ts';
import type { SettingsStore, WindowState } from '../../../electron/backend/settings/settings-store.ts';
import { FakeBrowserWindow } from '../../helpers/fake-electron.ts';

function settingsWith(state: WindowState) {
  const saved: WindowState[] = [];
  const store = { windowState: () => state, saveWindowState: (s: WindowState) => saved.push(s) } as unknown as SettingsStore;
  return { store, saved };
}

const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };

function open(state: WindowState, packaged = false) {
  const { store, saved } = settingsWith(state);
  const window = createMainWindow({
    BrowserWindow: FakeBrowserWindow as unknown as new () => BrowserWindow,
    screen: screen as never,
    settings: store,
    preloadPath: '/app/dist/preload/preload.cjs',
    iconPath: undefined,
    darkBackground: true,
    packaged,
  }) as unknown as FakeBrowserWindow;
  return { window, saved };
}

describe('the main window', () => {
  beforeEach(() => vi.useFakeTimers());

  it('loads our page on the app scheme, locked down, shown at first paint', () => {
    const { window } = open({ bounds: null, maximized: false });
    expect(window.loaded).toEqual(['app://strikeboard/index.html']);
    expect(window.options['webPreferences']).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webviewTag: false });
    expect(window.shown).toBe(false);
    window.emit('ready-to-show');
    expect(window.shown).toBe(true);
  });

  it('has no DevTools when packaged', () => {
    expect((open({ bounds: null, maximized: false }, true).window.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(false);
    expect((open({ bounds: null, maximized: false }, false).window.options['webPreferences'] as Record<string, unknown>)['devTools']).toBe(true);
  });

  it('opens where the user left it, maximized if it was', () => {
    const { window } = open({ bounds: { x: 50, y: 60, width: 1400, height: 900 }, maximized: true });
    expect(window.options).toMatchObject({ x: 50, y: 60, width: 1400, height: 900 });
    expect(window.maximized).toBe(true);
  });

  it('ignores bounds on a display that is gone', () => {
    const { window } = open({ bounds: { x: 5000, y: 60, width: 1400, height: 900 }, maximized: false });
    expect(window.options['x']).toBeUndefined();
  });

  it('remembers bounds after moves (debounced) and on close', () => {
    const { window, saved } = open({ bounds: null, maximized: false });
    window.bounds = { x: 10, y: 10, width: 1000, height: 700 };
    window.emit('move');
    window.emit('resize');
    expect(saved).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(saved).toEqual([{ bounds: { x: 10, y: 10, width: 1000, height: 700 }, maximized: false }]);
    window.close();
    expect(saved).toHaveLength(2);
  });
});
