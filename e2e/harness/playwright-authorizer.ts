import type { BrowserContext, Page } from '@playwright/test';
import type { Authorizer } from '../../electron/backend/services.ts';
import { matchCallback } from '../../electron/security/oauth-callback.ts';

/**
 * The sign-in window of the e2e runs: a new page in the test's browser, with the app's own
 * callback rule (`matchCallback`, the one the Electron popup uses). Playwright routes do not see
 * redirected navigations, so the page's request stream is watched instead; the callback request
 * is cut off by closing the page before anything loads from it.
 */
export function createPlaywrightAuthorizer(context: BrowserContext, onPage: (page: Page) => void = () => {}): Authorizer {
  return {
    async authorize({ authorizeUrl, requestToken, callbackUrl, signal }) {
      const page = await context.newPage();
      onPage(page);
      return new Promise((resolve) => {
        let settled = false;
        const settle = (outcome: Awaited<ReturnType<Authorizer['authorize']>>) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          if (!page.isClosed()) void page.close().catch(() => {});
          resolve(outcome);
        };
        const onAbort = () => settle({ cancelled: true, reason: 'Sign-in was cancelled.' });
        signal.addEventListener('abort', onAbort, { once: true });
        if (callbackUrl !== null) {
          page.on('request', (request) => {
            if (!request.isNavigationRequest()) return;
            const match = matchCallback(request.url(), callbackUrl, requestToken);
            if (match.kind === 'verifier') settle({ verifier: match.verifier });
            else if (match.kind === 'refused') settle({ cancelled: true, reason: match.reason });
          });
        }
        page.on('close', () => settle({ cancelled: true, reason: 'The sign-in window was closed.' }));
        page.goto(authorizeUrl).catch(() => {
          // Closed by the interception, or a load error the page shows.
        });
      });
    },
  };
}
