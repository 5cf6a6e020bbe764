import type { EnvironmentId } from '../../shared/settings.ts';
import { useUiStore, VIEWS } from '../state/ui-store.ts';
import type { View } from '../state/ui-store.ts';
import { EnvironmentBadge } from './environment-badge.tsx';
import { SessionBar } from './session-bar.tsx';
import { useAlerts } from '../views/alerts/use-alerts.ts';

const VIEW_LABELS: Record<View, string> = { chain: 'Option chain', orders: 'Orders', positions: 'Positions', alerts: 'Alerts' };

/** The Alerts tab's unread count (main's feed runs while signed in, whatever view is shown). */
function UnreadCount({ environment }: { environment: EnvironmentId }) {
  const unread = useAlerts(environment).data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="tab-count" data-testid="alerts-unread">
      <span aria-hidden="true">{unread > 999 ? '999+' : unread}</span>
      <span className="visually-hidden">{`, ${unread.toLocaleString('en-US')} unread`}</span>
    </span>
  );
}

/** Brand, the views as tabs, the environment and session, and the settings button. */
export function AppHeader({ environment }: { environment: EnvironmentId }) {
  const view = useUiStore((s) => s.view);
  const showView = useUiStore((s) => s.showView);
  const openSettings = useUiStore((s) => s.openSettings);

  return (
    <header className="app-header">
      {/* The app's name is the page's one level-one heading; each view and panel heads its part with h2. */}
      <h1 className="brand">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <rect x="2" y="10" width="4" height="10" rx="1" className="brand-bar" />
          <rect x="10" y="4" width="4" height="16" rx="1" className="brand-bar brand-bar-accent" />
          <rect x="18" y="7" width="4" height="13" rx="1" className="brand-bar" />
        </svg>
        <span className="brand-name">Strikeboard</span>
      </h1>
      <nav className="view-tabs" role="tablist" aria-label="Views">
        {VIEWS.map((v, i) => (
          <button
            key={v}
            role="tab"
            type="button"
            id={`tab-${v}`}
            aria-selected={view === v}
            aria-controls="main"
            className="view-tab"
            title={`${VIEW_LABELS[v]} (Ctrl+${i + 1})`}
            onClick={() => showView(v)}
          >
            {VIEW_LABELS[v]}
            {v === 'alerts' ? <UnreadCount environment={environment} /> : null}
          </button>
        ))}
      </nav>
      <div className="header-end">
        <EnvironmentBadge environment={environment} />
        <SessionBar />
        <button type="button" className="icon-button" aria-label="Settings" title="Settings (Ctrl+,)" onClick={openSettings}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm8.3 4.6-1.9-.4a6.8 6.8 0 0 1-.6 1.5l1.1 1.6-1.6 1.6-1.6-1.1c-.5.3-1 .5-1.5.6l-.4 1.9h-2.3l-.4-1.9a6.8 6.8 0 0 1-1.5-.6l-1.6 1.1-1.6-1.6 1.1-1.6a6.8 6.8 0 0 1-.6-1.5l-1.9-.4v-2.3l1.9-.4c.1-.5.3-1 .6-1.5L5.3 7.9l1.6-1.6 1.6 1.1c.5-.3 1-.5 1.5-.6l.4-1.9h2.3l.4 1.9c.5.1 1 .3 1.5.6l1.6-1.1 1.6 1.6-1.1 1.6c.3.5.5 1 .6 1.5l1.9.4Z"
              fill="currentColor"
            />
          </svg>
        </button>
      </div>
    </header>
  );
}
