import type { BrowserWindow as BrowserWindowType, Screen } from 'electron';
import type { SettingsStore } from '../backend/settings/settings-store.ts';
import { APP_ENTRY_URL } from '../security/app-origin.ts';
import { mainWindowOptions, visibleBounds } from '../security/window-options.ts';

type BrowserWindowClass = new (options: Electron.BrowserWindowConstructorOptions) => BrowserWindowType;

/**
 * Creates the main window where the user left it (when that place is still on a screen), shows
 * it at first paint, and remembers its bounds when they change.
 */
export function createMainWindow(deps: {
  BrowserWindow: BrowserWindowClass;
  screen: Pick<Screen, 'getAllDisplays'>;
  settings: SettingsStore;
  preloadPath: string;
  iconPath: string | undefined;
  darkBackground: boolean;
  /** `app.isPackaged`: no DevTools. */
  packaged: boolean;
}): BrowserWindowType {
  const saved = deps.settings.windowState();
  const bounds = visibleBounds(
    saved.bounds,
    deps.screen.getAllDisplays().map((d) => d.workArea),
  );
  const window = new deps.BrowserWindow(
    mainWindowOptions({
      preloadPath: deps.preloadPath,
      iconPath: deps.iconPath,
      bounds,
      backgroundColor: deps.darkBackground ? '#0f1419' : '#f7f8fa',
      packaged: deps.packaged,
    }),
  );
  if (saved.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  let pending: ReturnType<typeof setTimeout> | undefined;
  const remember = () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      if (window.isDestroyed()) return;
      deps.settings.saveWindowState({ bounds: window.getNormalBounds(), maximized: window.isMaximized() });
    }, 400);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event as 'resize', remember);
  window.on('close', () => {
    clearTimeout(pending);
    deps.settings.saveWindowState({ bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  });

  void window.loadURL(APP_ENTRY_URL);
  return window;
}
