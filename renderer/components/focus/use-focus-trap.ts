/**
 * Keeps Tab and Shift+Tab inside a container (the modal settings dialog). A modal <dialog> makes
 * the page behind it inert, but Tab past its last control still leaves it for the browser's own
 * interface, and in the desktop window, which has none, the focus lands on nothing.
 */
import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import { tabStops, wrapTo, type StopCandidate } from './focus-trap.ts';

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

function candidateOf(element: HTMLElement): StopCandidate {
  const disabled = 'disabled' in element && element.disabled === true;
  const radio = element instanceof HTMLInputElement && element.type === 'radio' ? { name: element.name, checked: element.checked } : null;
  return { tabIndex: element.tabIndex, disabled, rendered: element.getClientRects().length > 0, radio };
}

/** A keydown handler for the container that `ref` points at. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  return useCallback(
    (event: KeyboardEvent) => {
      const container = ref.current;
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || container === null) return;
      const elements = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const stops = tabStops(elements.map(candidateOf)).map((index) => elements[index] as HTMLElement);
      const at = stops.findIndex((element) => element === document.activeElement);
      const to = wrapTo(stops.length, at, event.shiftKey);
      if (to === null) return;
      event.preventDefault();
      stops[to]?.focus();
    },
    [ref],
  );
}
