/**
 * UI state of the alerts view (server state stays in React Query): the row under the cursor and
 * the alert whose details are open. A notification's click opens its alert from anywhere in the
 * app (push-landing.ts), so the view finds it open when it renders.
 */
import { create } from 'zustand';

interface AlertsUi {
  /** The row under the list's cursor. */
  activeId: string | null;
  /** The alert whose details are shown. */
  openId: string | null;
  /** Set when the details were opened from outside the list (a notification): the view moves focus to them. */
  focusDetails: boolean;
  setActive(id: string | null): void;
  open(id: string, options?: { focus?: boolean }): void;
  close(): void;
  focused(): void;
}

export const useAlertsStore = create<AlertsUi>((set) => ({
  activeId: null,
  openId: null,
  focusDetails: false,
  setActive: (activeId) => set({ activeId }),
  open: (id, options = {}) => set({ openId: id, activeId: id, focusDetails: options.focus ?? false }),
  close: () => set({ openId: null, focusDetails: false }),
  focused: () => set({ focusDetails: false }),
}));
