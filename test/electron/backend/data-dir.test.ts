/**
 * The data folder without Electron: the same folder Electron's `userData` names for an app called
 * "Strikeboard" (package.json's productName), per platform, and the override tests use.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_FOLDER_NAME, dataDir } from '../../../electron/backend/data-dir.ts';

describe('dataDir', () => {
  it.each([
    ['linux', { HOME: '/home/ann' }, '/home/ann/.config/Strikeboard'],
    ['linux', { HOME: '/home/ann', XDG_CONFIG_HOME: '/xdg' }, '/xdg/Strikeboard'],
    ['linux', { HOME: '/home/ann', XDG_CONFIG_HOME: 'relative/xdg' }, '/home/ann/.config/Strikeboard'],
    ['linux', { HOME: '/home/ann', XDG_CONFIG_HOME: '' }, '/home/ann/.config/Strikeboard'],
    ['freebsd', { HOME: '/usr/home/bo' }, '/usr/home/bo/.config/Strikeboard'],
    ['darwin', { HOME: '/Users/ann', XDG_CONFIG_HOME: '/xdg' }, '/Users/ann/Library/Application Support/Strikeboard'],
    ['win32', { APPDATA: 'C:\\Users\\Ann\\AppData\\Roaming', HOME: '/ignored' }, 'C:\\Users\\Ann\\AppData\\Roaming\\Strikeboard'],
    ['linux', { HOME: '/home/ann', STRIKEBOARD_DATA_DIR: '/tmp/sb-test' }, '/tmp/sb-test'],
    ['win32', { STRIKEBOARD_DATA_DIR: 'D:\\sb' }, 'D:\\sb'],
    ['linux', { STRIKEBOARD_DATA_DIR: '  ', HOME: '/home/ann' }, '/home/ann/.config/Strikeboard'],
    ['linux', {}, null],
    ['linux', { HOME: 'relative' }, null],
    ['darwin', {}, null],
    ['win32', { HOME: 'C:\\Users\\Ann' }, null],
    ['win32', { APPDATA: 'relative' }, null],
  ] as const)('%s %j → %s', (platform, env, expected) => {
    expect(dataDir(platform, env)).toBe(expected);
  });

  it('the folder name is the productName Electron takes the app name from', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { productName?: string };
    expect(pkg.productName).toBe(APP_FOLDER_NAME);
  });
});
