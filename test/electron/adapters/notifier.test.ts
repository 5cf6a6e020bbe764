/**
 * The notifier adapter says where bodies are read as markup (Linux notification servers), so that
 * the backend escapes provider text there and nowhere else; it shows nothing where the system has
 * no notifications, and wires the click.
 */
import { describe, expect, it, vi } from 'vitest';
import { createNotifier } from '../../../electron/adapters/notifier.ts';

function fakeNotification(supported = true) {
  const made: { options: unknown; click?: () => void; shown: boolean }[] = [];
  class Notification {
    static isSupported = () => supported;
    private readonly record: (typeof made)[number];
    constructor(options: unknown) {
      this.record = { options, shown: false };
      made.push(this.record);
    }
    on(event: string, listener: () => void) {
      if (event === 'click') this.record.click = listener;
    }
    show() {
      this.record.shown = true;
    }
  }
  return { Notification: Notification as unknown as Parameters<typeof createNotifier>[0], made };
}

describe('the notifier adapter', () => {
  it.each([
    ['linux', true],
    ['darwin', false],
    ['win32', false],
  ] as const)('on %s bodies are markup: %s', (platform, markup) => {
    expect(createNotifier(fakeNotification().Notification, undefined, platform).bodyMarkup).toBe(markup);
  });

  it('shows the title and body as given, and a click runs onClick', () => {
    const { Notification, made } = fakeNotification();
    const onClick = vi.fn();
    createNotifier(Notification, '/icon.png', 'linux').notify({ title: 'Order 1 executed', body: 'BUY 100 AAPL', onClick });
    expect(made).toEqual([
      expect.objectContaining({ options: expect.objectContaining({ title: 'Order 1 executed', body: 'BUY 100 AAPL', icon: '/icon.png' }), shown: true }),
    ]);
    made[0]?.click?.();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows nothing where the system has no notifications', () => {
    const { Notification, made } = fakeNotification(false);
    createNotifier(Notification, undefined, 'linux').notify({ title: 't', body: 'b' });
    expect(made).toEqual([]);
  });
});
