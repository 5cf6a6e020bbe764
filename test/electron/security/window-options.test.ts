import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW, mainWindowOptions, visibleBounds } from '../../../electron/security/window-options.ts';

describe('the main window options', () => {
  const options = mainWindowOptions({ preloadPath: '/app/preload.cjs', iconPath: undefined, bounds: null, backgroundColor: '#111', packaged: true });

  it('lock the page down', () => {
    expect(options.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    });
    expect(options.webPreferences?.enableBlinkFeatures).toBe('');
  });

  it('have DevTools only in development builds', () => {
    expect(options.webPreferences?.devTools).toBe(false);
    const dev = mainWindowOptions({ preloadPath: '/app/preload.cjs', iconPath: undefined, bounds: null, backgroundColor: '#111', packaged: false });
    expect(dev.webPreferences?.devTools).toBe(true);
  });

  it('open hidden until the first paint, at the default size when nothing was saved', () => {
    expect(options.show).toBe(false);
    expect(options).toMatchObject(DEFAULT_WINDOW);
  });
});

describe('restoring window bounds', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];
  it('keeps bounds that are on a display', () => {
    expect(visibleBounds({ x: 100, y: 100, width: 1200, height: 800 }, screen)).toEqual({ x: 100, y: 100, width: 1200, height: 800 });
  });
  it('forgets bounds on a monitor that is gone', () => {
    expect(visibleBounds({ x: 2500, y: 100, width: 1200, height: 800 }, screen)).toBeNull();
  });
  it('grows a window below the minimum size', () => {
    expect(visibleBounds({ x: 0, y: 0, width: 300, height: 200 }, screen)).toMatchObject({ width: 960, height: 600 });
  });
});
