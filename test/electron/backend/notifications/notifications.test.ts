/**
 * The one notifications module: a notice shows only while its kind is on; where the platform
 * reads markup in bodies (Linux notification servers), provider text is escaped so that it shows
 * as written and never as a tag, link or entity (a hostile table); elsewhere it goes as it is; a
 * click takes the one route (the app to the front, then the page told which order to show); a
 * notifier that throws is logged, never thrown.
 */
import { describe, expect, it } from 'vitest';
import { createEventHub } from '../../../../electron/backend/events.ts';
import { createNotifications, escapeMarkup, MAX_NOTICE_BODY, MAX_NOTICE_TITLE, type Notice } from '../../../../electron/backend/notifications/notifications.ts';
import type { Notifier } from '../../../../electron/backend/services.ts';
import { recordingLogger } from '../../../helpers/silent-logger.ts';

const notice = (body: string): Notice => ({
  subject: { kind: 'order', accountKey: 'dBZOKt9xDrtRSAOl4MSiiA', orderId: '374-2' },
  title: 'Order 374 #2 executed',
  body,
});

function setup(options: { bodyMarkup?: boolean; on?: boolean; throws?: boolean } = {}) {
  const shown: { title: string; body: string; onClick?: () => void }[] = [];
  const notifier: Notifier = {
    bodyMarkup: options.bodyMarkup ?? false,
    notify(note) {
      if (options.throws === true) throw new Error('no notification daemon');
      shown.push(note);
    },
  };
  const events = createEventHub();
  const focused: unknown[] = [];
  events.on('orders:focus', (target) => focused.push(target));
  const order: string[] = [];
  const logger = recordingLogger();
  const notifications = createNotifications({
    notifier,
    enabled: (kind) => kind === 'order' && (options.on ?? true),
    showApp: () => order.push('front'),
    events: { emit: (event, payload) => (order.push(event), events.emit(event, payload)) },
    logger,
  });
  return { notifications, shown, focused, order, logger };
}

/** Provider text a markup reader would take for markup, and what it must show. */
const HOSTILE: [string, string, string][] = [
  ['a bold tag', 'BUY 100 <b>AAPL</b>', 'BUY 100 &lt;b&gt;AAPL&lt;/b&gt;'],
  ['a link', '<a href="https://evil.test/">click</a>', '&lt;a href=&quot;https://evil.test/&quot;&gt;click&lt;/a&gt;'],
  ['an image', "<img src='file:///etc/passwd'>", '&lt;img src=&#39;file:///etc/passwd&#39;&gt;'],
  ['an entity', 'AT&amp;T &lt;pref&gt;', 'AT&amp;amp;T &amp;lt;pref&amp;gt;'],
  ['a bare ampersand', 'Procter & Gamble', 'Procter &amp; Gamble'],
  ['an unclosed tag', 'SELL 5 <i', 'SELL 5 &lt;i'],
  ['plain words', 'Limit 12.50 (account …5188)', 'Limit 12.50 (account …5188)'],
];

describe('the notifications module', () => {
  it.each(HOSTILE)('escapes %s where bodies are markup', (_what, body, shownAs) => {
    const t = setup({ bodyMarkup: true });
    t.notifications.show(notice(body));
    expect(t.shown.map((note) => note.body)).toEqual([shownAs]);
    expect(escapeMarkup(body)).toBe(shownAs);
  });

  it('leaves bodies as they are where the platform shows text (macOS, Windows, the preview)', () => {
    const t = setup({ bodyMarkup: false });
    t.notifications.show(notice('BUY 100 <b>AAPL</b> & co'));
    expect(t.shown.map((note) => note.body)).toEqual(['BUY 100 <b>AAPL</b> & co']);
  });

  it.each([false, true])('drops the bidirectional controls of a title and a body (body markup %s)', (bodyMarkup) => {
    const t = setup({ bodyMarkup });
    t.notifications.show({ ...notice('\u202Emoc.edart.su\u202C at \u2066evil.example\u2069 \u200F\u200E\u061C'), title: '\u202DAlert\u202A \u202B' });
    expect(t.shown.map((note) => [note.title, note.body])).toEqual([['Alert ', 'moc.edart.su at evil.example ']]);
  });

  it('caps a title and a body at their lengths, cut on a character boundary with an ellipsis', () => {
    const t = setup();
    const long = '🚀'.repeat(MAX_NOTICE_BODY * 3);
    t.notifications.show({ ...notice(long), title: `T${'x'.repeat(MAX_NOTICE_TITLE * 10)}` });
    const [shown] = t.shown;
    const title = Array.from(shown?.title ?? '');
    const body = Array.from(shown?.body ?? '');
    expect(title).toHaveLength(MAX_NOTICE_TITLE);
    expect(body).toHaveLength(MAX_NOTICE_BODY);
    expect(title.at(-1)).toBe('…');
    // Every character whole: no half of a surrogate pair left before the ellipsis.
    expect(body.slice(0, -1).every((character) => character === '🚀')).toBe(true);
    expect(body.at(-1)).toBe('…');
  });

  it('leaves a title and a body at or under their lengths as they are', () => {
    const t = setup();
    const body = 'b'.repeat(MAX_NOTICE_BODY);
    t.notifications.show({ ...notice(body), title: 't'.repeat(MAX_NOTICE_TITLE) });
    expect(t.shown.map((note) => [note.title.length, note.body])).toEqual([[MAX_NOTICE_TITLE, body]]);
  });

  it('cuts a body before escaping it, so no entity is cut in half', () => {
    const t = setup({ bodyMarkup: true });
    t.notifications.show(notice('&'.repeat(MAX_NOTICE_BODY * 2)));
    expect(t.shown[0]?.body).toBe(`${'&amp;'.repeat(MAX_NOTICE_BODY - 1)}…`);
  });

  it('shows nothing while the kind is switched off', () => {
    const t = setup({ on: false });
    t.notifications.show(notice('BUY 100 AAPL'));
    expect(t.shown).toEqual([]);
    expect(t.notifications.enabled('order')).toBe(false);
  });

  it('a click brings the app to the front, then shows the order', () => {
    const t = setup();
    t.notifications.show(notice('BUY 100 AAPL'));
    t.shown[0]?.onClick?.();
    expect(t.order).toEqual(['front', 'orders:focus']);
    expect(t.focused).toEqual([{ accountKey: 'dBZOKt9xDrtRSAOl4MSiiA', orderId: '374-2' }]);
  });

  it('a notifier that throws is logged, never thrown', () => {
    const t = setup({ throws: true });
    expect(() => t.notifications.show(notice('BUY 100 AAPL'))).not.toThrow();
    expect(t.logger.lines.map((line) => line.message)).toEqual(['notification failed']);
  });
});
