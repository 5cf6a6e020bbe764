import type { BrowserWindowConstructorOptions } from 'electron';

/** The smallest window in which both views still make sense. */
export const MIN_WINDOW = { width: 960, height: 600 } as const;
export const DEFAULT_WINDOW = { width: 1360, height: 860 } as const;

/**
 * The main window's options, in one pure function a test asserts: an isolated, sandboxed page
 * with no Node, no webview tag, no remote content features; the preload is the only bridge.
 * DevTools exist in development builds only.
 */
export function mainWindowOptions(input: {
  preloadPath: string;
  iconPath: string | undefined;
  bounds: { x: number; y: number; width: number; height: number } | null;
  backgroundColor: string;
  /** `app.isPackaged`: a build people run, not a developer's. */
  packaged: boolean;
}): BrowserWindowConstructorOptions {
  const size = input.bounds ?? { ...DEFAULT_WINDOW };
  return {
    ...size,
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'Strikeboard',
    backgroundColor: input.backgroundColor,
    ...(input.iconPath === undefined ? {} : { icon: input.iconPath }),
    autoHideMenuBar: true,
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      enableBlinkFeatures: '',
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
      disableDialogs: false,
      v8CacheOptions: 'code',
      devTools: !input.packaged,
    },
  };
}

/**
 * Keeps saved bounds only when most of the window would be visible on a current display
 * (a monitor may have been unplugged since); otherwise the window opens at the default size.
 */
export function visibleBounds(
  saved: { x: number; y: number; width: number; height: number } | null,
  displays: ReadonlyArray<{ x: number; y: number; width: number; height: number }>,
): { x: number; y: number; width: number; height: number } | null {
  if (!saved) return null;
  const area = saved.width * saved.height;
  const visible = displays.reduce((best, d) => {
    const w = Math.min(saved.x + saved.width, d.x + d.width) - Math.max(saved.x, d.x);
    const h = Math.min(saved.y + saved.height, d.y + d.height) - Math.max(saved.y, d.y);
    return Math.max(best, w > 0 && h > 0 ? w * h : 0);
  }, 0);
  if (visible < area * 0.5) return null;
  return {
    ...saved,
    width: Math.max(saved.width, MIN_WINDOW.width),
    height: Math.max(saved.height, MIN_WINDOW.height),
  };
}
