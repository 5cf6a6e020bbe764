/**
 * The app's one polite live region, mounted once at the root: everything the app announces goes
 * through it (announcer.ts), so screen reader users hear changes one calm sentence at a time and
 * never from several regions at once. Visually hidden: sighted users see the same news in place.
 */
import { useSyncExternalStore } from 'react';
import { appAnnouncer } from './announcer.ts';

/** The hidden polite status region that speaks the announcer's words. */
export function LiveRegion() {
  const { text, seq } = useSyncExternalStore(appAnnouncer.subscribe, appAnnouncer.current);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {/* A new element per announcement: the same words said again are a change a screen reader speaks. */}
      {text === '' ? null : <span key={seq}>{text}</span>}
    </div>
  );
}
