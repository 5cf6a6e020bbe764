import type { Clipboard } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createClipboardWriter } from '../../../electron/adapters/clipboard.ts';

const fakeClipboard = () => ({ writeText: vi.fn(), write: vi.fn(), writeHTML: vi.fn(), writeRTF: vi.fn(), writeBookmark: vi.fn() });

describe('the clipboard adapter', () => {
  it('puts plain text on the system clipboard and nothing else', () => {
    const clipboard = fakeClipboard();
    expect(createClipboardWriter(clipboard as unknown as Clipboard, () => true).writeText('AAPL\t47.50')).toBe(true);
    expect(clipboard.writeText).toHaveBeenCalledWith('AAPL\t47.50');
    expect(clipboard.writeText.mock.calls[0]).toHaveLength(1);
    for (const other of [clipboard.write, clipboard.writeHTML, clipboard.writeRTF, clipboard.writeBookmark]) expect(other).not.toHaveBeenCalled();
  });

  it('writes nothing while the app is not the window in front', () => {
    const clipboard = fakeClipboard();
    expect(createClipboardWriter(clipboard as unknown as Clipboard, () => false).writeText('replaced behind your back')).toBe(false);
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });
});
