import { useEffect } from 'react';
import { useUiStore } from './state/ui-store.ts';
import { KEY_HELP } from './views/option-chain/grid-keys.ts';

/** One documented key: the keys as printed and what they do. */
export type ShortcutHelp = readonly [keys: string, what: string];

/**
 * Every key of the app, by where it works: the help people read (the chain's list is the same
 * table its key handler and its help line use, so they cannot disagree).
 */
export const SHORTCUTS_HELP: Readonly<Record<'Anywhere' | 'Option chain', readonly ShortcutHelp[]>> = {
  Anywhere: [
    ['Ctrl+1', 'option chain'],
    ['Ctrl+2', 'orders'],
    ['Ctrl+3', 'positions'],
    ['Ctrl+4', 'alerts'],
    ['Ctrl+,', 'settings'],
  ],
  'Option chain': KEY_HELP,
};

/** App-wide keys: Ctrl/Cmd+1 to +4 switch views, Ctrl/Cmd+, opens the settings. */
export function useGlobalShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const ui = useUiStore.getState();
      if (event.key === '1') ui.showView('chain');
      else if (event.key === '2') ui.showView('orders');
      else if (event.key === '3') ui.showView('positions');
      else if (event.key === '4') ui.showView('alerts');
      else if (event.key === ',') ui.openSettings();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
