import { useState } from 'react';
import { completeEnvironment, DEFAULT_ENVIRONMENT_DRAFTS } from '../../shared/environment-drafts.ts';
import { HOST_FIELDS, REQUIRED_HOSTS } from '../../shared/environments.ts';
import { DEFAULT_ENVIRONMENT_SETTINGS, restoreDefaultsPatch } from '../../shared/settings.ts';
import type { EnvironmentSettings, SettingsPatch } from '../../shared/settings.ts';
import { GenerationSettings } from './generation-settings.tsx';
import { CallbackSettingsField, HostSettingsField } from './host-settings-field.tsx';
import { WireFormatSettings } from './wire-format-settings.tsx';

type Editable = 'sandbox' | 'production';

const sameAsDefaults = (environment: Editable, values: EnvironmentSettings): boolean =>
  (Object.keys(DEFAULT_ENVIRONMENT_SETTINGS[environment]) as (keyof EnvironmentSettings)[]).every(
    (key) => values[key] === DEFAULT_ENVIRONMENT_SETTINGS[environment][key],
  );

/**
 * Everything but the consumer key, behind a disclosure: the API generation, the hosts, the
 * callback URL, the wire format and where OAuth credentials go, with "Restore defaults". Closed
 * by default (the built-in values need nothing), open when the settings cannot sign in as they
 * are, so "fill in the hosts" lands on the hosts.
 */
export function AdvancedSettings({ environment, values, save }: { environment: Editable; values: EnvironmentSettings; save: (patch: SettingsPatch) => void }) {
  const [openAtFirst] = useState(() => !completeEnvironment({ ...DEFAULT_ENVIRONMENT_DRAFTS[environment], ...values }).ok);
  const defaults = sameAsDefaults(environment, values);
  const used = REQUIRED_HOSTS[values.api];
  return (
    <details className="advanced-settings" open={openAtFirst} data-testid="advanced-settings">
      <summary>Advanced</summary>
      <div className="advanced-settings-body">
        <GenerationSettings environment={environment} value={values.api} onChange={(api) => save({ environments: { [environment]: { api } } })} />
        {HOST_FIELDS.map((field) => (
          // Keyed by the stored value: Restore defaults replaces what the field shows.
          <HostSettingsField
            key={`${field}:${values[field]}`}
            environment={environment}
            field={field}
            value={values[field]}
            unused={!used.includes(field)}
            save={save}
          />
        ))}
        <CallbackSettingsField key={`callback:${values.callbackUrl ?? ''}`} environment={environment} value={values.callbackUrl} save={save} />
        <WireFormatSettings value={values.wireFormat} onChange={(wireFormat) => save({ environments: { [environment]: { wireFormat } } })} />
        <label className="check-row">
          <input
            type="checkbox"
            checked={values.credentialsInQuery}
            onChange={(e) => save({ environments: { [environment]: { credentialsInQuery: e.target.checked } } })}
          />
          Send OAuth credentials in the query string instead of the Authorization header
        </label>
        <div className="row advanced-settings-actions">
          <button type="button" className="button" onClick={() => save(restoreDefaultsPatch(environment))} disabled={defaults}>
            Restore defaults
          </button>
          <span role="status" className="hint advanced-settings-status">
            {defaults ? 'Built-in settings in use.' : 'Changed from the built-in settings.'}
          </span>
        </div>
      </div>
    </details>
  );
}
