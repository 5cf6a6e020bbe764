import type { BrowserWindow as BrowserWindowType, Session } from 'electron';
import type { Authorizer } from '../backend/services.ts';
import { classifySignInUrl, insecurePageReason, matchCallback, signInWindowTitle } from '../security/oauth-callback.ts';
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
  /**
   * Is the provider behind this authorize URL known to append `oauth_token` to the callback?
   * Then a callback without it is refused (see `matchCallback`). Unknown providers: false.
   */
  providerSendsToken?: (authorizeUrl: string) => boolean;
  /** A packaged build: no DevTools in the sign-in window either. */
  packaged?: boolean;
}

/**
 * The sign-in popup: a sandboxed window with no preload in its own non-persistent session. It
 * shows the provider's authorize page; a navigation or redirect to the callback URL, in any frame,
 * is cancelled before it loads and yields the verifier. Without a callback the window stays on the
 * code page and the app's code field finishes the sign-in; closing the window or the timeout
 * cancels. It shows https pages, and plain http only on this machine: an unencrypted page
 * elsewhere stops the sign-in before it shows. Having no address bar, its title names the origin
 * of the page it shows, and the page cannot change that title.
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
        title: signInWindowTitle(authorizeUrl),
        parent: deps.parent() ?? undefined,
        autoHideMenuBar: true,
        webPreferences: {
          session,
          sandbox: true,
          contextIsolation: true,
          nodeIntegration: false,
          webviewTag: false,
          spellcheck: false,
          devTools: deps.packaged !== true,
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
        const tokenRequired = deps.providerSendsToken?.(authorizeUrl) === true;
        /** The callback, in any frame: the verifier, or a refusal. Null when `url` is not it. */
        const callbackOutcome = (url: string): Awaited<ReturnType<Authorizer['authorize']>> | null => {
          if (callbackUrl === null) return null;
          const match = matchCallback(url, callbackUrl, requestToken, { tokenRequired });
          if (match.kind === 'pass') return null;
          return match.kind === 'verifier' ? { verifier: match.verifier } : { cancelled: true, reason: match.reason };
        };
        // Before any frame loads a URL (will-navigate, will-frame-navigate, will-redirect).
        const onNavigate = (event: { preventDefault(): void }, url: string) => {
          const callback = callbackOutcome(url);
          if (callback !== null) {
            event.preventDefault();
            settle(callback);
            return;
          }
          const page = classifySignInUrl(url);
          if (page.kind === 'page') return;
          event.preventDefault();
          if (page.kind === 'insecure') settle({ cancelled: true, reason: insecurePageReason(page.origin) });
        };
        // After a frame committed: a backstop for anything no cancellable event announced, and the title.
        const onCommitted = (url: string, isMainFrame: boolean) => {
          const callback = callbackOutcome(url);
          if (callback !== null) return settle(callback);
          const page = classifySignInUrl(url);
          if (page.kind === 'insecure') return settle({ cancelled: true, reason: insecurePageReason(page.origin) });
          if (isMainFrame && !popup.isDestroyed()) popup.setTitle(signInWindowTitle(url));
        };
        const onAbort = () => settle({ cancelled: true, reason: 'Sign-in was cancelled.' });
        const timer = setTimeout(() => settle({ cancelled: true, reason: 'Sign-in took too long and was stopped.' }), timeoutMs);
        popup.webContents.on('will-navigate', onNavigate);
        popup.webContents.on('will-frame-navigate', (details) => onNavigate(details, details.url));
        popup.webContents.on('will-redirect', onNavigate);
        popup.webContents.on('did-frame-navigate', (_event, url, _code, _status, isMainFrame) => onCommitted(url, isMainFrame));
        popup.on('page-title-updated', (event) => event.preventDefault());
        popup.on('closed', () => settle({ cancelled: true, reason: 'The sign-in window was closed.' }));
        signal.addEventListener('abort', onAbort);
        if (signal.aborted) return onAbort();
        // loadURL announces no will-navigate: the first page is checked here.
        const first = classifySignInUrl(authorizeUrl);
        if (first.kind === 'insecure') return settle({ cancelled: true, reason: insecurePageReason(first.origin) });
        if (first.kind === 'blocked')
          return settle({ cancelled: true, reason: 'The authorize address is not a web page; check the authorize host in Settings.' });
        popup.loadURL(authorizeUrl).catch(() => {
          // A load aborted by our own callback interception is expected; other failures show in the window.
        });
      });
    },
  };
}
