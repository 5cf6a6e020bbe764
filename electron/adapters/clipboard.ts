import type { Clipboard } from 'electron';

/** The system clipboard as the backend uses it (`BackendServices['clipboard']`). */
export interface ClipboardWriter {
  /** Writes plain text; false (nothing written) while the app's window is not in front. */
  writeText(text: string): boolean;
}

/**
 * Electron's clipboard, reduced to plain text: the page's copy reaches it through
 * `clipboard:write` (validated in main), never through a web permission, and can never put
 * HTML, RTF, images or bookmarks there. A web page may write the clipboard only in answer to a
 * person's action; main cannot see the gesture, so it asks for the nearest thing it can check:
 * the app's window is the one in front (`inFront`), so nothing replaces the clipboard while the
 * person works in another program.
 */
export function createClipboardWriter(clipboard: Pick<Clipboard, 'writeText'>, inFront: () => boolean): ClipboardWriter {
  return {
    writeText(text) {
      if (!inFront()) return false;
      clipboard.writeText(text);
      return true;
    },
  };
}
