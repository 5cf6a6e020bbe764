import { describe, expect, it, vi } from 'vitest';
import { pageClipboard, type ClipboardPage } from '../../../scripts/preview/page-clipboard.ts';

/** A page whose clipboard write settles when the test says so. */
function pendingPage() {
  let settle: (error?: Error) => void = () => {};
  const page: ClipboardPage = {
    evaluate: <R>() =>
      new Promise<R>((resolve, reject) => {
        settle = (error) => (error ? reject(error) : resolve(undefined as R));
      }),
  };
  return { page, settle: (error?: Error) => settle(error) };
}

describe("the preview's clipboard", () => {
  it('answers true only once the page has written the text', async () => {
    const { page, settle } = pendingPage();
    let answer: boolean | null = null;
    const written = pageClipboard(page, { warn: vi.fn() })
      .writeText('AAPL')
      .then((a) => (answer = a));
    await Promise.resolve();
    expect(answer).toBeNull();
    settle();
    await written;
    expect(answer).toBe(true);
  });

  it('answers false, with a log line, when the page refuses the write', async () => {
    const { page, settle } = pendingPage();
    const warn = vi.fn();
    const written = pageClipboard(page, { warn }).writeText('AAPL');
    settle(new Error('NotAllowedError: Write permission denied.'));
    await expect(written).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('preview: copy failed', { error: 'NotAllowedError: Write permission denied.' });
  });
});
