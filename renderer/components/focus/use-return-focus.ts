/**
 * Gives the focus back to where it was when a dialog or menu closes: the element focused when
 * the component mounted gets it again on unmount, unless the person has already moved it
 * somewhere else on purpose.
 */
import { useEffect, type RefObject } from 'react';

/** Returns the focus from the component holding `ref` to its opener when it unmounts. */
export function useReturnFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement;
    const container = ref.current;
    return () => {
      // Still in the page: not closed (React's strict mode tries effects twice while mounted).
      if (container?.isConnected === true) return;
      if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
      const now = document.activeElement;
      const lost = now === null || now === document.body || (container !== null && container.contains(now));
      if (lost) opener.focus({ preventScroll: true });
    };
  }, [ref]);
}
