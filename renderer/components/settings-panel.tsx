import { useEffect, useRef } from 'react';
import { ENVIRONMENT_IDS, ENVIRONMENT_LABELS, REFRESH_SECONDS, THEMES } from '../../shared/settings.ts';
import type { SettingsPatch, ThemeChoice } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { useAppInfo, useSettings, useUpdateSettings } from '../queries/app-queries.ts';
import { useUiStore } from '../state/ui-store.ts';
import { AlertSettings } from './alert-settings.tsx';
import { BudgetSettings } from './budget-settings.tsx';
import { EnvironmentSettings } from './environment-settings.tsx';
import { useFocusTrap } from './focus/use-focus-trap.ts';
import { useReturnFocus } from './focus/use-return-focus.ts';

const THEME_LABELS: Record<ThemeChoice, string> = { system: 'Follow the system', light: 'Light', dark: 'Dark' };

/**
 * The settings dialog: appearance, environment, order refresh and notifications, alerts, session, about.
 * Modal: Tab stays inside it, and closing gives the focus back to where it was.
 */
export function SettingsPanel() {
  const close = useUiStore((s) => s.closeSettings);
  const dialog = useRef<HTMLDialogElement>(null);
  const settings = useSettings();
  const info = useAppInfo();
  const update = useUpdateSettings();
  const values = settings.data?.values;
  // Before showModal moves the focus in: where to give it back on closing.
  useReturnFocus(dialog);
  const trapTab = useFocusTrap(dialog);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const change = (patch: SettingsPatch) => update.mutate(patch);

  return (
    <dialog ref={dialog} className="settings-panel" aria-labelledby="settings-title" onClose={close} onCancel={close} onKeyDown={trapTab}>
      <header className="panel-header">
        <h2 id="settings-title">Settings</h2>
        <button type="button" className="icon-button" aria-label="Close settings" onClick={() => dialog.current?.close()}>
          ×
        </button>
      </header>
      {values ? (
        <div className="panel-body">
          <fieldset>
            <legend>Appearance</legend>
            <div className="segmented" role="radiogroup" aria-label="Theme">
              {THEMES.map((theme) => (
                <label key={theme} className={values.theme === theme ? 'segment segment-on' : 'segment'}>
                  <input type="radio" name="theme" value={theme} checked={values.theme === theme} onChange={() => change({ theme })} />
                  {THEME_LABELS[theme]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>Environment</legend>
            <div className="radio-list">
              {ENVIRONMENT_IDS.map((environment) => (
                <label key={environment} className="radio-row">
                  <input
                    type="radio"
                    name="environment"
                    value={environment}
                    checked={values.environment === environment}
                    onChange={() => change({ environment })}
                  />
                  <span className={`env-dot env-${environment}`} aria-hidden="true" />
                  {ENVIRONMENT_LABELS[environment]}
                </label>
              ))}
            </div>
            <p className="hint">Each environment keeps its own keys and sign-in. Switching does not sign you out of the others.</p>
            <EnvironmentSettings key={values.environment} values={values} />
          </fieldset>
          <fieldset>
            <legend>Orders</legend>
            <label className="field-row">
              <span>Refresh every</span>
              <select
                value={values.orders.refreshSeconds}
                onChange={(e) => change({ orders: { refreshSeconds: Number(e.target.value) } })}
                aria-label="Refresh interval"
              >
                {[5, 10, 15, 30, 60, 120, REFRESH_SECONDS.max].map((s) => (
                  <option key={s} value={s}>
                    {s < 60 ? `${s} seconds` : `${s / 60} minute${s === 60 ? '' : 's'}`}
                  </option>
                ))}
              </select>
            </label>
            <label className="check-row">
              <input type="checkbox" checked={values.orders.notifications} onChange={(e) => change({ orders: { notifications: e.target.checked } })} />
              Desktop notifications when an order is filled, cancelled, rejected or expires
            </label>
          </fieldset>
          <AlertSettings values={values} change={change} />
          <BudgetSettings values={values} change={change} />
          <fieldset>
            <legend>Session</legend>
            <label className="check-row">
              <input type="checkbox" checked={values.session.keepAlive} onChange={(e) => change({ session: { keepAlive: e.target.checked } })} />
              Keep the session alive while Strikeboard is open (renews before the two-hour idle limit)
            </label>
          </fieldset>
          {update.isError ? (
            <p className="form-error" role="alert">
              {toAppError(update.error).message}
            </p>
          ) : null}
          <fieldset>
            <legend>About</legend>
            {info.data ? (
              <dl className="about" data-testid="about">
                <dt>Version</dt>
                <dd>{info.data.version}</dd>
                <dt>Platform</dt>
                <dd>
                  {info.data.platform} ({info.data.arch})
                </dd>
                <dt>Runtime</dt>
                <dd>
                  {info.data.versions.electron ? `Electron ${info.data.versions.electron}, ` : ''}
                  {info.data.versions.chrome ? `Chromium ${info.data.versions.chrome}, ` : ''}Node {info.data.versions.node}
                </dd>
              </dl>
            ) : null}
          </fieldset>
        </div>
      ) : (
        <p className="panel-body muted">Loading settings…</p>
      )}
    </dialog>
  );
}
