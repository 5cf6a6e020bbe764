/**
 * Keys of the orders view while it is shown: `/` jumps to the search, 1 to 5 pick the status
 * tabs. Not while typing in a field or with a dialog (settings) open, and never with a modifier
 * (Ctrl/Cmd+1 and +2 switch views app-wide).
 */
import { useEffect, type RefObject } from 'react';
import { STATUS_TABS, type StatusTab } from './order-status.ts';
import { useOrdersStore } from '../../feeds/orders/orders-store.ts';

const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"], dialog') !== null);

/** Installs the view's keys on the window. */
export function useViewKeys(searchRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typingIn(event.target)) return;
      if (event.key === '/') {
        searchRef.current?.focus();
        searchRef.current?.select();
        event.preventDefault();
        return;
      }
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= STATUS_TABS.length) {
        useOrdersStore.getState().setTab(STATUS_TABS[digit - 1] as StatusTab);
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchRef]);
}
