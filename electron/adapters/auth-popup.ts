import type { BrowserWindow as BrowserWindowType, Session } from 'electron';
import type { Authorizer } from '../backend/services.ts';
import { isSignInPageUrl, matchCallback } from '../security/oauth-callback.ts';
import { denyAllPermissions } from './security.ts';

type BrowserWindowClass = new (options: Electron.BrowserWindowConstructorOptions) => BrowserWindowType;

export interface PopupAuthorizerDeps {
  BrowserWindow: BrowserWindowClass;
  /** session.fromPartition: a fresh in-memory partition per attempt (no cookies survive). */
  fromPartition: (partition: string, options: { cache: boolean }) => Session;
  parent: () => BrowserWindowType | null;
  /** The ids of sign-in windows, which the global navigation guard lets browse the web. */
  signInContents: Set<number>;
  timeoutMs?: number;
  randomId?: () => string;
}

/**
 * The sign-in popup: a sandboxed window with no preload in its own non-persistent session. It
 * shows the provider's authorize page; a navigation or redirect to the callback URL is cancelled
 * before it loads and yields the verifier. Without a callback the window stays on the code page
 * and the app's code field finishes the sign-in; closing the window or the timeout cancels.
 */
export function createPopupAuthorizer(deps: PopupAuthorizerDeps): Authorizer {
  const timeoutMs = deps.timeoutMs ?? 10 * 60 * 1000;
  const randomId = deps.randomId ?? (() => Math.random().toString(36).slice(2));
  return {
    authorize({ authorizeUrl, requestToken, callbackUrl, signal }) {
      const session = deps.fromPartition(`strikeboard-signin-${randomId()}`, { cache: false });
      denyAllPermissions(session);
      const popup = new deps.BrowserWindow({
        width: 560,
        height: 760,
        title: 'Sign in to your brokerage',
        parent: deps.parent() ?? undefined,
        autoHideMenuBar: true,
        webPreferences: {
          session,
          sandbox: true,
          contextIsolation: true,
          nodeIntegration: false,
          webviewTag: false,
          spellcheck: false,
        },
      });
      const contentsId = popup.webContents.id;
      deps.signInContents.add(contentsId);
      popup.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));

      return new Promise((resolve) => {
        let settled = false;
        const settle = (outcome: Awaited<ReturnType<Authorizer['authorize']>>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          deps.signInContents.delete(contentsId);
          if (!popup.isDestroyed()) popup.close();
          resolve(outcome);
        };
        const onNavigate = (event: { preventDefault(): void }, url: string) => {
          if (callbackUrl !== null) {
            const match = matchCallback(url, callbackUrl, requestToken);
            if (match.kind !== 'pass') {
              event.preventDefault();
              settle(match.kind === 'verifier' ? { verifier: match.verifier } : { cancelled: true, reason: match.reason });
              return;
            }
          }
          if (!isSignInPageUrl(url)) event.preventDefault();
        };
        const onAbort = () => settle({ cancelled: true, reason: 'Sign-in was cancelled.' });
        const timer = setTimeout(() => settle({ cancelled: true, reason: 'Sign-in took too long and was stopped.' }), timeoutMs);
        popup.webContents.on('will-navigate', onNavigate);
        popup.webContents.on('will-redirect', onNavigate);
        popup.on('closed', () => settle({ cancelled: true, reason: 'The sign-in window was closed.' }));
        signal.addEventListener('abort', onAbort);
        if (signal.aborted) return onAbort();
        popup.loadURL(authorizeUrl).catch(() => {
          // A load aborted by our own callback interception is expected; other failures show in the window.
        });
      });
    },
  };
}
