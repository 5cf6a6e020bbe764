import { create } from 'zustand';

export const VIEWS = ['chain', 'orders', 'positions', 'alerts'] as const;
export type View = (typeof VIEWS)[number];

/** UI state that is not server state: which view is shown, which panel is open. */
interface UiState {
  view: View;
  settingsOpen: boolean;
  showView(view: View): void;
  openSettings(): void;
  closeSettings(): void;
}

export const useUiStore = create<UiState>((set) => ({
  view: 'chain',
  settingsOpen: false,
  showView: (view) => set({ view }),
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}));
