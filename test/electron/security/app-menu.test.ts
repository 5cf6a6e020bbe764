import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate } from '../../../electron/security/app-menu.ts';

/** Every role in a template, submenus included. */
function roles(items: readonly MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [...(item.role === undefined ? [] : [item.role]), ...(Array.isArray(item.submenu) ? roles(item.submenu) : [])]);
}

const menu = (label: string, items: readonly MenuItemConstructorOptions[]) => {
  const found = items.find((item) => item.label === label);
  if (!found || !Array.isArray(found.submenu)) throw new Error(`no ${label} menu`);
  return found.submenu;
};

const DEVELOPER_ROLES = ['reload', 'forceReload', 'toggleDevTools'];

describe('the application menu', () => {
  it.each(['linux', 'win32', 'darwin'] as const)('when packaged on %s: no reload, no DevTools anywhere', (platform) => {
    const template = appMenuTemplate({ packaged: true, platform, appName: 'Strikeboard' });
    for (const role of DEVELOPER_ROLES) expect(roles(template)).not.toContain(role);
    expect(template.some((item) => /devtools|developer/i.test(JSON.stringify(item)))).toBe(false);
  });

  it('in development keeps reload and DevTools in View', () => {
    const view = menu('View', appMenuTemplate({ packaged: false, platform: 'linux', appName: 'Strikeboard' }));
    expect(roles(view)).toEqual(expect.arrayContaining(DEVELOPER_ROLES));
  });

  it.each([true, false])('has the app, Edit, View and Window menus, Edit with the text roles (packaged: %s)', (packaged) => {
    for (const platform of ['linux', 'darwin'] as const) {
      const template = appMenuTemplate({ packaged, platform, appName: 'Strikeboard' });
      expect(template.map((item) => item.label)).toEqual([platform === 'darwin' ? 'Strikeboard' : 'File', 'Edit', 'View', 'Window']);
      expect(roles(menu('Edit', template))).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']));
      expect(roles(menu('View', template))).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']));
      expect(roles(menu('Window', template))).toEqual(expect.arrayContaining(['minimize']));
      expect(roles(template)).toContain('quit');
    }
  });
});
