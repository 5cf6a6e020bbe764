import { DEFAULT_USER_SETTINGS } from '../shared/settings.ts';
import { AppHeader } from './components/app-header.tsx';
import { ExpiredBanner } from './components/expired-banner.tsx';
import { FirstRun } from './components/first-run.tsx';
import { SettingsPanel } from './components/settings-panel.tsx';
import { SettingsRecoveredBanner } from './components/settings-recovered-banner.tsx';
import { SignInPanel } from './components/sign-in-panel.tsx';
import { ViewBoundary } from './components/view-boundary.tsx';
import { useSettings } from './queries/app-queries.ts';
import { useSession } from './queries/session-queries.ts';
import { useGlobalShortcuts } from './shortcuts.ts';
import { useUiStore } from './state/ui-store.ts';
import { useAppliedTheme } from './theme.ts';
import { OptionChainView } from './views/option-chain-view.tsx';
import { OrdersView } from './views/orders-view.tsx';
import { PositionsView } from './views/positions-view.tsx';
import { AlertsView } from './views/alerts-view.tsx';

// The server state each fenced view draws from (the first element of its query keys): what its
// "Try again" asks main for afresh.
const CHAIN_QUERIES = ['chain', 'chain-nearby', 'chain-expiries', 'quota', 'term', 'term-plan'] as const;
const ORDERS_QUERIES = ['accounts', 'orders', 'orders-history', 'order-details'] as const;
const POSITIONS_QUERIES = ['accounts', 'positions'] as const;
const ALERTS_QUERIES = ['alerts', 'alert-details'] as const;
const SIGN_IN_QUERIES = ['credentials'] as const;
const SETTINGS_QUERIES = ['app', 'credentials', 'quota'] as const;

/**
 * The app frame: header with the session bar, banners, then the current view. Signed out, the
 * view's place shows the sign-in; expired, the view stays (its data marked stale) under a banner.
 * Each view (and the settings panel) is fenced (view-boundary.tsx): one that cannot be drawn shows
 * a contained notice while the frame and the other views keep working.
 */
export function App() {
  const settings = useSettings();
  const session = useSession();
  const values = settings.data?.values ?? DEFAULT_USER_SETTINGS;
  useAppliedTheme(values.theme);
  useGlobalShortcuts();
  const view = useUiStore((s) => s.view);
  const settingsOpen = useUiStore((s) => s.settingsOpen);
  const closeSettings = useUiStore((s) => s.closeSettings);
  const recovered = settings.data?.recovered ? <SettingsRecoveredBanner recovered={settings.data.recovered} /> : null;
  // Until the settings are read (a local read, a frame or two), nothing is drawn: a new user sees
  // the first-run screen first, not the app's frame in the default settings and then the first run.
  // Settings that cannot be read at all leave the defaults to draw with.
  if (settings.data === undefined && !settings.isError) return <div className="app" aria-busy="true" />;
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
        {session.data && !showView ? (
          <ViewBoundary key="sign-in" name="The sign-in" queryRoots={SIGN_IN_QUERIES}>
            <SignInPanel view={session.data} />
          </ViewBoundary>
        ) : view === 'chain' ? (
          <ViewBoundary key="chain" name="The option chain" queryRoots={CHAIN_QUERIES}>
            <OptionChainView />
          </ViewBoundary>
        ) : view === 'alerts' ? (
          <ViewBoundary key="alerts" name="The alerts" queryRoots={ALERTS_QUERIES}>
            <AlertsView />
          </ViewBoundary>
        ) : view === 'positions' ? (
          <ViewBoundary key="positions" name="The positions" queryRoots={POSITIONS_QUERIES}>
            <PositionsView />
          </ViewBoundary>
        ) : (
          <ViewBoundary key="orders" name="The orders" queryRoots={ORDERS_QUERIES}>
            <OrdersView />
          </ViewBoundary>
        )}
      </main>
      {settingsOpen ? (
        <ViewBoundary name="Settings" queryRoots={SETTINGS_QUERIES} leave={{ label: 'Close settings', run: closeSettings }}>
          <SettingsPanel />
        </ViewBoundary>
      ) : null}
    </div>
  );
}
