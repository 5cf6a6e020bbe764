import type { Clipboard } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createClipboardWriter } from '../../../electron/adapters/clipboard.ts';

describe('the clipboard adapter', () => {
  it('puts plain text on the system clipboard and nothing else', () => {
    const clipboard = { writeText: vi.fn(), write: vi.fn(), writeHTML: vi.fn(), writeRTF: vi.fn(), writeBookmark: vi.fn() };
    createClipboardWriter(clipboard as unknown as Clipboard).writeText('AAPL\t47.50');
    expect(clipboard.writeText).toHaveBeenCalledWith('AAPL\t47.50');
    expect(clipboard.writeText.mock.calls[0]).toHaveLength(1);
    for (const other of [clipboard.write, clipboard.writeHTML, clipboard.writeRTF, clipboard.writeBookmark]) expect(other).not.toHaveBeenCalled();
  });
});
