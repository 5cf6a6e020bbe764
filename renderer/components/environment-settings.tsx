import type { SettingsPatch, UserSettings } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { useUpdateSettings } from '../queries/app-queries.ts';
import { useClearCredentials, useCredentialStatus } from '../queries/session-queries.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { GenerationSettings } from './generation-settings.tsx';
import { Problem } from './problem.tsx';
import { WireFormatSettings } from './wire-format-settings.tsx';

/**
 * Connection settings of the chosen environment. The demo: its API generation, wire format and
 * sign-in style. Sandbox and production: the consumer key and secret, which is all a new user
 * needs; the rest (hosts, generation, format…) under "Advanced".
 */
export function EnvironmentSettings({ values }: { values: UserSettings }) {
  const update = useUpdateSettings();
  const status = useCredentialStatus();
  const clear = useClearCredentials();
  const environment = values.environment;
  const save = (patch: SettingsPatch) => update.mutate(patch);

  if (environment === 'demo') {
    return (
      <div className="environment-settings" data-testid="environment-settings">
        <GenerationSettings environment="demo" value={values.demo.api} onChange={(api) => save({ demo: { api } })} />
        <WireFormatSettings value={values.demo.wireFormat} onChange={(wireFormat) => save({ demo: { wireFormat } })} />
        <label className="check-row">
          <input type="checkbox" checked={values.demo.useCallback} onChange={(e) => save({ demo: { useCallback: e.target.checked } })} />
          Demo sign-in uses a registered callback, so Strikeboard catches the code itself (untick to practise typing the code)
        </label>
        {update.isError ? <Problem error={toAppError(update.error)} /> : null}
      </div>
    );
  }
  return (
    <div className="environment-settings" data-testid="environment-settings">
      <CredentialsForm environment={environment} />
      {status.data?.[environment].consumerKeyHint ? (
        <button type="button" className="button button-quiet" onClick={() => clear.mutate(environment)}>
          Forget the stored {environment} key and sign out
        </button>
      ) : null}
      <AdvancedSettings environment={environment} values={values.environments[environment]} save={save} />
      {update.isError ? <Problem error={toAppError(update.error)} /> : null}
    </div>
  );
}
