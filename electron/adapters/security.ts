import type { App, Session, WebContents } from 'electron';
import { decideNavigation, decideWindowOpen } from '../security/navigation.ts';
import { isPermissionGranted } from '../security/permissions.ts';

/**
 * One global guard for every webContents the app ever creates (main window, sign-in popup,
 * devtools): no navigation or redirect away from our origin, no new windows (web links go to the
 * external-link gate), no <webview>. Installed before the first window exists.
 */
export function guardAllWebContents(
  app: Pick<App, 'on'>,
  openExternal: (url: string) => void,
  options: { allowNavigation?: (contents: WebContents, url: string) => boolean } = {},
): void {
  app.on('web-contents-created', (_event, contents) => {
    const refuseUnlessAllowed = (event: { preventDefault(): void }, url: string) => {
      if (options.allowNavigation?.(contents, url)) return;
      if (decideNavigation(url).action !== 'allow') event.preventDefault();
    };
    contents.on('will-navigate', refuseUnlessAllowed);
    contents.on('will-redirect', refuseUnlessAllowed);
    contents.on('will-frame-navigate', (event) => {
      if (options.allowNavigation?.(contents, event.url)) return;
      if (!event.isMainFrame || decideNavigation(event.url).action !== 'allow') event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url);
      if (decision.action === 'deny-open-external') openExternal(decision.url);
      return { action: 'deny' };
    });
  });
}

/**
 * Every permission (camera, notifications from the page, geolocation, the clipboard, ...) is
 * decided by `isPermissionGranted`, which denies them all: asked, checked or for a device.
 */
export function denyAllPermissions(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(isPermissionGranted(permission, details?.requestingUrl ?? null)));
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionGranted(permission, requestingOrigin ?? null));
  session.setDevicePermissionHandler((details) => isPermissionGranted(details?.deviceType ?? 'unknown', details?.origin ?? null));
}
