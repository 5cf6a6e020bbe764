import { ALERTS_REFRESH_SECONDS } from '../../shared/domain/alerts-watch.ts';
import type { SettingsPatch, UserSettings } from '../../shared/settings.ts';

const MINUTES = [1, 2, 5, 15, 30, ALERTS_REFRESH_SECONDS.max / 60];

/** Settings → Alerts: how often the inbox is read (a minute at least), and whether a new alert becomes a desktop notification. */
export function AlertSettings({ values, change }: { values: UserSettings; change(patch: SettingsPatch): void }) {
  return (
    <fieldset>
      <legend>Alerts</legend>
      <label className="field-row">
        <span>Read the inbox every</span>
        <select
          value={values.alerts.refreshSeconds}
          onChange={(e) => change({ alerts: { refreshSeconds: Number(e.target.value) } })}
          aria-label="Alerts refresh interval"
        >
          {MINUTES.map((m) => (
            <option key={m} value={m * 60}>
              {m === 60 ? '1 hour' : `${String(m)} minute${m === 1 ? '' : 's'}`}
            </option>
          ))}
        </select>
      </label>
      <label className="check-row">
        <input type="checkbox" checked={values.alerts.notifications} onChange={(e) => change({ alerts: { notifications: e.target.checked } })} />
        Desktop notifications when a new alert arrives (price alerts, executions, account notices)
      </label>
    </fieldset>
  );
}
