import type { Session } from 'electron';
import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from '../../../electron/security/permissions.ts';

type CheckHandler = NonNullable<Parameters<Session['setPermissionCheckHandler']>[0]>;
type RequestHandler = NonNullable<Parameters<Session['setPermissionRequestHandler']>[0]>;
type Permission = Parameters<CheckHandler>[1] | Parameters<RequestHandler>[1];

/** Every permission Electron names; the compiler refuses this table when a new one appears. */
const EVERY_PERMISSION = {
  ar: true,
  'automatic-fullscreen': true,
  'background-fetch': true,
  'background-sync': true,
  'captured-surface-control': true,
  'clipboard-read': true,
  'clipboard-sanitized-write': true,
  'deprecated-sync-clipboard-read': true,
  'display-capture': true,
  fileSystem: true,
  fullscreen: true,
  geolocation: true,
  'geolocation-approximate': true,
  'hand-tracking': true,
  hid: true,
  'idle-detection': true,
  keyboardLock: true,
  'local-fonts': true,
  'local-network': true,
  'local-network-access': true,
  'loopback-network': true,
  media: true,
  mediaKeySystem: true,
  midi: true,
  midiSysex: true,
  nfc: true,
  notifications: true,
  openExternal: true,
  'payment-handler': true,
  'periodic-background-sync': true,
  'persistent-storage': true,
  pointerLock: true,
  'screen-wake-lock': true,
  sensors: true,
  serial: true,
  'smart-card': true,
  'speaker-selection': true,
  'storage-access': true,
  'system-wake-lock': true,
  'top-level-storage-access': true,
  usb: true,
  vr: true,
  'web-app-installation': true,
  'web-printing': true,
  'window-management': true,
  unknown: true,
} as const satisfies Record<Permission, true>;

const ORIGINS = [
  'app://strikeboard',
  'app://strikeboard/index.html',
  'https://us.etrade.com',
  'http://127.0.0.1:4711',
  'https://evil.example',
  'file://',
  'null',
  '',
  null,
];

describe('the permission decision', () => {
  it.each(Object.keys(EVERY_PERMISSION))('denies %s to every origin, our own included', (permission) => {
    for (const origin of ORIGINS) expect(isPermissionGranted(permission, origin)).toBe(false);
  });

  it('denies the clipboard permissions: copying goes through main (clipboard:write), never the page', () => {
    for (const permission of ['clipboard-sanitized-write', 'clipboard-read', 'deprecated-sync-clipboard-read']) {
      expect(isPermissionGranted(permission, 'app://strikeboard')).toBe(false);
    }
  });

  it('denies names it has never heard of', () => {
    for (const permission of ['clipboard-write', 'CLIPBOARD-SANITIZED-WRITE', '', 'constructor', '__proto__']) {
      expect(isPermissionGranted(permission, 'app://strikeboard')).toBe(false);
    }
  });
});
