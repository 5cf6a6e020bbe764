/**
 * The preview's sign-in window: a tab of its browser with the Electron popup's rules
 * (electron/adapters/auth-popup.ts), decided by the same pure function, `signInStep`
 * (electron/security/oauth-callback.ts). The callback, at its exact scheme, host, port and path,
 * in any frame, popup or redirect, is stopped before it is sent and yields the verifier, which so
 * never leaves this process; a near miss of it carrying a sign-in answer is never sent. The tab
 * shows https pages, and plain http only on this machine and only for the local demo: any other
 * plain-http page stops the sign-in before it loads. Windows the page opens load nothing and are
 * closed, as the popup denies them. Closing the tab or the signal cancels.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Authorizer } from '../../electron/backend/services.ts';
import { callbackStep, signInStep, type SignInAttempt } from '../../electron/security/oauth-callback.ts';
import type { PausedRequest, RequestGuard, Verdict } from './request-guard.ts';

type Outcome = Awaited<ReturnType<Authorizer['authorize']>>;

export interface SignInTabOptions {
  /** Holds the browser's requests while a sign-in is under way. */
  guard: RequestGuard;
  /** Whether the provider of this authorize URL appends oauth_token to the callback (the demo broker does). */
  providerSendsToken?: (authorizeUrl: string) => boolean;
  /** Is this authorize URL the local demo broker's? Only its pages may be plain http (on this machine). Absent: none is. */
  localDemo?: (authorizeUrl: string) => boolean;
  /** Sees each sign-in tab (tests fill the demo's form through it). */
  onPage?: (page: Page) => void;
}

/**
 * The frames of one tab: its main frame (whose id is the tab's target id) and the frames inside
 * it. Frames of the tab's own process are announced on its session; a cross-site frame runs in a
 * process of its own and is announced to the guard with the frame that holds it.
 */
async function tabFrames(cdp: CDPSession, guard: RequestGuard): Promise<{ has(frameId: string): boolean }> {
  const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
  const known = new Set<string>([frameTree.frame.id]);
  cdp.on('Page.frameAttached', ({ frameId, parentFrameId }: { frameId: string; parentFrameId?: string }) => {
    if (parentFrameId !== undefined && known.has(parentFrameId)) known.add(frameId);
  });
  await cdp.send('Page.enable');
  return {
    has(frameId) {
      // Up the chain of cross-site frames, bounded: a frame tree is shallow, a loop is not one.
      let at: string | undefined = frameId;
      for (let depth = 0; at !== undefined && depth < 64; depth += 1) {
        if (known.has(at)) return true;
        at = guard.parentOf(at);
      }
      return false;
    },
  };
}

/** The authorizer of the preview: one tab per sign-in in `context`. */
export function createSignInTabAuthorizer(context: BrowserContext, options: SignInTabOptions): Authorizer {
  return {
    async authorize({ authorizeUrl, requestToken, callbackUrl, signal }) {
      const attempt: SignInAttempt = {
        callbackUrl,
        requestToken,
        tokenRequired: options.providerSendsToken?.(authorizeUrl) === true,
        localDemo: options.localDemo?.(authorizeUrl) === true,
      };
      // The first page is checked before anything loads, as the popup does.
      const first = signInStep(authorizeUrl, attempt);
      if (first.kind === 'done') return first.outcome;
      if (first.kind === 'block') return { cancelled: true, reason: 'The authorize address is not a web page; check the authorize host in Settings.' };
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const frames = await tabFrames(cdp, options.guard);
      let settle: (outcome: Outcome) => void = () => {};
      const settled = new Promise<Outcome>((resolve) => (settle = resolve));
      let done = false;
      const finish = (outcome: Outcome) => {
        if (done) return;
        done = true;
        settle(outcome);
      };

      /** The tab's rules, applied to every request of the browser while the sign-in lasts. */
      const rule = (request: PausedRequest): Verdict => {
        if (done) return 'continue';
        // Any request, of any frame or kind: the callback ends the sign-in, a near miss of it is not sent.
        const callback = callbackStep(request.url, attempt);
        if (callback !== null) {
          if (callback.kind === 'done') finish(callback.outcome);
          return 'fail';
        }
        if (request.resourceType !== 'Document') return 'continue';
        // A window the tab opens loads nothing: the popup denies new windows, so does the tab.
        const opener = options.guard.openerOf(request.frameId);
        if (opener !== undefined && frames.has(opener)) {
          void options.guard.closePage(request.frameId);
          return 'fail';
        }
        if (!frames.has(request.frameId)) return 'continue';
        // A page of the tab: the sign-in window's one decision.
        const step = signInStep(request.url, attempt);
        if (step.kind === 'show') return 'continue';
        if (step.kind === 'done') finish(step.outcome);
        return 'fail';
      };

      const stop = await options.guard.watch(rule);
      const onAbort = () => finish({ cancelled: true, reason: 'Sign-in was cancelled.' });
      signal.addEventListener('abort', onAbort, { once: true });
      if (signal.aborted) onAbort();
      page.on('close', () => finish({ cancelled: true, reason: 'The sign-in window was closed.' }));
      // The popup denies new windows; a tab cannot, so their requests fail and they close (the rule),
      // and one that loads nothing (about:blank) closes when it shows.
      page.on('popup', (popup) => void popup.close().catch(() => {}));
      options.onPage?.(page);
      if (!done) {
        page.goto(authorizeUrl).catch(() => {
          // Stopped by the callback's interception, or a load error the tab shows.
        });
      }
      const outcome = await settled;
      signal.removeEventListener('abort', onAbort);
      // The tab goes first, then the interception: nothing it still sends escapes the rules.
      if (!page.isClosed()) await page.close().catch(() => {});
      await stop();
      return outcome;
    },
  };
}
