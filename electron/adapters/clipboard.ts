import type { Clipboard } from 'electron';

/** The system clipboard as the backend uses it (`BackendServices['clipboard']`). */
export interface ClipboardWriter {
  writeText(text: string): void;
}

/**
 * Electron's clipboard, reduced to plain text: the page's copy reaches it through
 * `clipboard:write` (validated in main), never through a web permission, and can never put
 * HTML, RTF, images or bookmarks there.
 */
export function createClipboardWriter(clipboard: Pick<Clipboard, 'writeText'>): ClipboardWriter {
  return { writeText: (text) => clipboard.writeText(text) };
}
