import { isAppUrl } from './app-origin.ts';
import { safeExternalUrl } from './external-links.ts';

/** What to do when a page tries to go somewhere. */
export type NavigationDecision =
  /** Stay: the target is our own page. */
  | { action: 'allow' }
  /** Block, and offer the URL to the external-link gate (user clicked a web link). */
  | { action: 'deny-open-external'; url: string }
  /** Block and do nothing else. */
  | { action: 'deny' };

/** In-window navigation and redirects: only our own origin loads in an app window. */
export function decideNavigation(target: unknown): NavigationDecision {
  return isAppUrl(target) ? { action: 'allow' } : { action: 'deny' };
}

/**
 * Whether a navigation that starts ends the page shown: a new document of ours in the main frame
 * (a reload). A same-document move (the hash routes), a sub-frame, and a target the guard
 * blocks (decideNavigation) leave the page as it was.
 */
export function replacesPage(navigation: { isMainFrame: boolean; isSameDocument: boolean; url: unknown }): boolean {
  return navigation.isMainFrame && !navigation.isSameDocument && decideNavigation(navigation.url).action === 'allow';
}

/** `window.open` and target=_blank: never a new app window; web links go to the browser. */
export function decideWindowOpen(target: unknown): NavigationDecision {
  const external = safeExternalUrl(target);
  return external === null ? { action: 'deny' } : { action: 'deny-open-external', url: external };
}

/** Is an IPC message from one of our windows, showing our page? */
export function isTrustedSender(sender: { id: number; url: string | null }, ourWebContentsIds: ReadonlySet<number>): boolean {
  return ourWebContentsIds.has(sender.id) && sender.url !== null && isAppUrl(sender.url);
}
