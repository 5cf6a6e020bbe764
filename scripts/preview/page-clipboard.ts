/**
 * The preview's clipboard: the app copies through the backend (`clipboard:write`), and the
 * preview hands the text to its page's `navigator.clipboard`, the nearest thing to a system
 * clipboard a browser has. The answer is the page's: true once it wrote the text, false when it
 * refused (no permission, the page not focused), so the app reports a failed copy as it does in
 * Electron instead of a copy that never happened.
 */
import type { Logger } from '../../electron/backend/services.ts';

/** What the clipboard copy uses in the page (this file is type-checked without the DOM library). */
interface PageGlobals {
  navigator: { clipboard: { writeText(text: string): Promise<void> } };
}

/** The part of a Playwright page the clipboard needs. */
export interface ClipboardPage {
  evaluate<R, A>(run: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

/** `BackendServices['clipboard']` writing through `page`'s clipboard. */
export function pageClipboard(page: ClipboardPage, logger: Pick<Logger, 'warn'>): { writeText(text: string): Promise<boolean> } {
  return {
    async writeText(text) {
      try {
        await page.evaluate((t: string) => (globalThis as unknown as PageGlobals).navigator.clipboard.writeText(t), text);
        return true;
      } catch (error) {
        logger.warn('preview: copy failed', { error: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
  };
}
