import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu, as one pure template a test asserts. Electron's default menu offers
 * reload and DevTools to anyone who presses their shortcuts; a packaged build keeps only what a
 * person needs: the app (quit), Edit (the text roles, which also give the keyboard shortcuts
 * for copy and paste in the fields), View (zoom and full screen) and Window. Development builds
 * keep reload and DevTools.
 */
export function appMenuTemplate(input: { packaged: boolean; platform: NodeJS.Platform; appName: string }): MenuItemConstructorOptions[] {
  const mac = input.platform === 'darwin';
  const app: MenuItemConstructorOptions = mac
    ? {
        label: input.appName,
        submenu: [
          { role: 'about' },
          { type: 'separator' },
          { role: 'hide' },
          { role: 'hideOthers' },
          { role: 'unhide' },
          { type: 'separator' },
          { role: 'quit' },
        ],
      }
    : { label: 'File', submenu: [{ role: 'quit' }] };
  const developer: MenuItemConstructorOptions[] = input.packaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, { type: 'separator' }];
  return [
    app,
    {
      label: 'Edit',
      submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
    },
    {
      label: 'View',
      submenu: [...developer, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
    },
    {
      label: 'Window',
      role: 'window',
      submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }],
    },
  ];
}
