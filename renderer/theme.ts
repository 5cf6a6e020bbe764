import { useEffect, useSyncExternalStore } from 'react';
import type { ThemeChoice } from '../shared/settings.ts';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Whether the OS asks for dark colours, following changes live. */
function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = darkQuery();
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => darkQuery().matches,
  );
}

/** Applies the chosen theme (or the OS's, for "system") to the document. */
export function useAppliedTheme(choice: ThemeChoice): 'light' | 'dark' {
  const systemDark = useSystemPrefersDark();
  const theme = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  return theme;
}
