import { DEFAULT_USER_SETTINGS } from '../shared/settings.ts';
import { AppHeader } from './components/app-header.tsx';
import { ExpiredBanner } from './components/expired-banner.tsx';
import { FirstRun } from './components/first-run.tsx';
import { SettingsPanel } from './components/settings-panel.tsx';
import { SettingsRecoveredBanner } from './components/settings-recovered-banner.tsx';
import { SignInPanel } from './components/sign-in-panel.tsx';
import { useSettings } from './queries/app-queries.ts';
import { useSession } from './queries/session-queries.ts';
import { useGlobalShortcuts } from './shortcuts.ts';
import { useUiStore } from './state/ui-store.ts';
import { useAppliedTheme } from './theme.ts';
import { OptionChainView } from './views/option-chain-view.tsx';
import { OrdersView } from './views/orders-view.tsx';

/**
 * The app frame: header with the session bar, banners, then the current view. Signed out, the
 * view's place shows the sign-in; expired, the view stays (its data marked stale) under a banner.
 */
export function App() {
  const settings = useSettings();
  const session = useSession();
  const values = settings.data?.values ?? DEFAULT_USER_SETTINGS;
  useAppliedTheme(values.theme);
  useGlobalShortcuts();
  const view = useUiStore((s) => s.view);
  const settingsOpen = useUiStore((s) => s.settingsOpen);
  const recovered = settings.data?.recovered ? <SettingsRecoveredBanner recovered={settings.data.recovered} /> : null;
  if (settings.data && !values.onboarded) {
    return (
      <>
        {recovered}
        <FirstRun />
      </>
    );
  }

  const state = session.data?.session.state;
  const signingIn = session.data !== undefined && session.data.signIn.phase !== 'idle';
  const showView = state === 'active' || state === 'inactive' || (state === 'expired' && !signingIn);
  return (
    <div className="app">
      <AppHeader environment={values.environment} />
      {recovered}
      {state === 'expired' && !signingIn ? <ExpiredBanner /> : null}
      <main className="app-main" id="main">
        {session.data && !showView ? <SignInPanel view={session.data} /> : view === 'chain' ? <OptionChainView /> : <OrdersView />}
      </main>
      {settingsOpen ? <SettingsPanel /> : null}
    </div>
  );
}
