import { useEffect } from 'react';
import { useUiStore } from './state/ui-store.ts';

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
