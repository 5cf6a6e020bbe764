/**
 * The backend's one way to a desktop notification (docs/architecture.md, "How data moves": they
 * arrive while the window is hidden). Each notice has a typed subject (an order, a platform alert),
 * is shown only while its kind is switched on, has its body escaped where the platform renders
 * markup (Linux notification servers read `<b>`, `<a href>` and entities in bodies: a symbol
 * description or an alert's text is provider text) and its bidirectional controls dropped
 * (shared/display-text.ts), its title and body capped in length, and its click takes one route: the app comes to
 * the front on the subject's view. The words of each kind live beside this file (order-notices.ts,
 * alert-notices.ts).
 */
import { withoutBidiControls } from '../../../shared/display-text.ts';
import type { EventHub } from '../events.ts';
import type { Logger, Notifier } from '../services.ts';

/** What a notice is about; a click shows it. */
export type NoticeSubject =
  | { readonly kind: 'order'; readonly accountKey: string; readonly orderId: string }
  /** A platform alert; a summary of several names the newest. */
  | { readonly kind: 'alert'; readonly id: string };

/** The kinds of notice, each with its own switch in the settings. */
export type NoticeKind = NoticeSubject['kind'];

export interface Notice {
  readonly subject: NoticeSubject;
  readonly title: string;
  /** Plain text; escaped here where the platform would read markup. */
  readonly body: string;
}

export interface Notifications {
  /** Whether notices of `kind` are on (read from the settings on every call). */
  enabled(kind: NoticeKind): boolean;
  /** Shows `notice` if its kind is on; a failing notifier is logged, never thrown. */
  show(notice: Notice): void;
}

export interface NotificationsDeps {
  notifier: Notifier;
  /** The settings' switch for each kind. */
  enabled(kind: NoticeKind): boolean;
  /** Brings the app's window to the front (absent: the command line, tests). */
  showApp?: () => void;
  /** Where the page hears which subject to show. */
  events: Pick<EventHub, 'emit'>;
  logger: Logger;
}

/**
 * The longest title and body a notice shows, in characters (code points). The system cuts long
 * notices on its own terms, or not at all (a Linux server shows a megabyte of body); provider text
 * (an alert's subject, a description) has no length of its own, so the notice cuts it here.
 */
export const MAX_NOTICE_TITLE = 120;
export const MAX_NOTICE_BODY = 400;

/** `text` in at most `max` characters: whole ones, the last an ellipsis when it was cut. */
function capped(text: string, max: number): string {
  // Each UTF-16 unit is at most one character: a text this short cannot be over.
  if (text.length <= max) return text;
  let characters = 0;
  let cut = 0;
  for (let at = 0; at < text.length; characters += 1) {
    if (characters === max - 1) cut = at;
    if (characters === max) return `${text.slice(0, cut)}…`;
    const code = text.charCodeAt(at);
    // A high surrogate followed by a low one is one character.
    at += code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return text;
}

/** Text as markup shows it: every character a markup reader would take for a tag or an entity, escaped (`&` first). */
export const escapeMarkup = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** The one click route: the app to the front, then the page told to show the subject on its view. */
function focus(subject: NoticeSubject, deps: NotificationsDeps): void {
  deps.showApp?.();
  switch (subject.kind) {
    case 'order':
      deps.events.emit('orders:focus', { accountKey: subject.accountKey, orderId: subject.orderId });
      return;
    case 'alert':
      deps.events.emit('alerts:focus', { id: subject.id });
      return;
    default: {
      // A new kind of subject is a compile error here until it has its view.
      const unrouted: never = subject;
      deps.logger.warn('notification click with no route', { kind: String((unrouted as NoticeSubject).kind) });
    }
  }
}

/** Creates the notifications module over the platform's notifier. */
export function createNotifications(deps: NotificationsDeps): Notifications {
  return {
    enabled: (kind) => deps.enabled(kind),
    show(notice) {
      if (!deps.enabled(notice.subject.kind)) return;
      // The system draws these outside the app's window: no bidirectional control reorders them.
      // Capped before the markup is escaped, so no entity is cut in half.
      const title = capped(withoutBidiControls(notice.title), MAX_NOTICE_TITLE);
      const body = capped(withoutBidiControls(notice.body), MAX_NOTICE_BODY);
      try {
        deps.notifier.notify({
          title,
          body: deps.notifier.bodyMarkup === true ? escapeMarkup(body) : body,
          onClick: () => focus(notice.subject, deps),
        });
      } catch (error) {
        deps.logger.warn('notification failed', { kind: notice.subject.kind, error: String(error) });
      }
    },
  };
}
