import type { BrowserWindow as BrowserWindowType, Session } from 'electron';
import type { Authorizer } from '../backend/services.ts';
import { signInStep, signInWindowTitle, type SignInAttempt } from '../security/oauth-callback.ts';
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
  /** Is this authorize URL the local demo broker's? Only its pages may be plain http (on this machine). Absent: none is. */
  localDemo?: (authorizeUrl: string) => boolean;
  /** A packaged build: no DevTools in the sign-in window either. */
  packaged?: boolean;
}

/**
 * The sign-in popup: a sandboxed window with no preload in its own non-persistent session. It
 * shows the provider's authorize page; a navigation or redirect to the callback URL, in any frame,
 * is cancelled before it loads and yields the verifier. Without a callback the window stays on the
 * code page and the app's code field finishes the sign-in; closing the window or the timeout
 * cancels. What it shows is decided page by page by `signInStep` (security/oauth-callback.ts):
 * https pages, plain http only on this machine and only for the local demo broker (an unencrypted
 * page otherwise stops the sign-in before it shows), never a near miss of the callback. Having no address bar, its title names the origin
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
        const attempt: SignInAttempt = {
          callbackUrl,
          requestToken,
          tokenRequired: deps.providerSendsToken?.(authorizeUrl) === true,
          localDemo: deps.localDemo?.(authorizeUrl) === true,
        };
        // Before any frame loads a URL (will-navigate, will-frame-navigate, will-redirect): the one decision, signInStep.
        const onNavigate = (event: { preventDefault(): void }, url: string) => {
          const step = signInStep(url, attempt);
          if (step.kind === 'show') return;
          event.preventDefault();
          if (step.kind === 'done') settle(step.outcome);
        };
        // After a frame committed: a backstop for anything no cancellable event announced, and the title.
        const onCommitted = (url: string, isMainFrame: boolean) => {
          const step = signInStep(url, attempt);
          if (step.kind === 'done') return settle(step.outcome);
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
        const first = signInStep(authorizeUrl, attempt);
        if (first.kind === 'done') return settle(first.outcome);
        if (first.kind === 'block')
          return settle({ cancelled: true, reason: 'The authorize address is not a web page; check the authorize host in Settings.' });
        popup.loadURL(authorizeUrl).catch(() => {
          // A load aborted by our own callback interception is expected; other failures show in the window.
        });
      });
    },
  };
}
