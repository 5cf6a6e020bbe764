import { AppHeader } from './components/app-header.tsx';
import { SettingsPanel } from './components/settings-panel.tsx';
import { SettingsRecoveredBanner } from './components/settings-recovered-banner.tsx';
import { useSettings } from './queries/app-queries.ts';
import { useUiStore } from './state/ui-store.ts';
import { useGlobalShortcuts } from './shortcuts.ts';
import { useAppliedTheme } from './theme.ts';
import { OptionChainView } from './views/option-chain-view.tsx';
import { OrdersView } from './views/orders-view.tsx';
import { DEFAULT_USER_SETTINGS } from '../shared/settings.ts';

/** The app frame: header, the current view, and the settings panel when open. */
export function App() {
  const settings = useSettings();
  const values = settings.data?.values ?? DEFAULT_USER_SETTINGS;
  useAppliedTheme(values.theme);
  useGlobalShortcuts();
  const view = useUiStore((s) => s.view);
  const settingsOpen = useUiStore((s) => s.settingsOpen);

  return (
    <div className="app">
      <AppHeader environment={values.environment} />
      {settings.data?.recovered ? <SettingsRecoveredBanner recovered={settings.data.recovered} /> : null}
      <main className="app-main" id="main" aria-live="polite">
        {view === 'chain' ? <OptionChainView /> : <OrdersView />}
      </main>
      {settingsOpen ? <SettingsPanel /> : null}
    </div>
  );
}
