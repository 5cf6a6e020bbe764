import { useState } from 'react';
import { HOST_FIELD_LABELS, HOST_FIELDS, hostUrlProblem } from '../../shared/environments.ts';
import type { HostField } from '../../shared/environments.ts';
import type { UserSettings } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { useUpdateSettings } from '../queries/app-queries.ts';
import { useClearCredentials, useCredentialStatus } from '../queries/session-queries.ts';
import { CredentialsForm } from './credentials-form.tsx';
import { Problem } from './problem.tsx';

/** One host field, checked as you type and saved when you leave it. */
function HostInput({ environment, field, value }: { environment: 'sandbox' | 'production'; field: HostField; value: string }) {
  const [draft, setDraft] = useState(value);
  const update = useUpdateSettings();
  const problem = draft === '' ? null : hostUrlProblem(draft);
  const save = () => {
    if (problem === null && draft !== value) update.mutate({ environments: { [environment]: { [field]: draft } } });
  };
  return (
    <label className="field">
      <span>{HOST_FIELD_LABELS[field]}</span>
      <input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        placeholder="https://"
        spellCheck={false}
        aria-invalid={problem !== null}
        data-testid={`${environment}-${field}`}
      />
      {problem ? <span className="field-error">This address {problem}.</span> : null}
    </label>
  );
}

/** Connection settings of the chosen environment: demo sign-in style, or hosts and keys. */
export function EnvironmentSettings({ values }: { values: UserSettings }) {
  const update = useUpdateSettings();
  const status = useCredentialStatus();
  const clear = useClearCredentials();
  const environment = values.environment;

  const wireFormat = environment === 'demo' ? values.demo.wireFormat : values.environments[environment].wireFormat;
  const formatPicker = (
    <label className="field-row">
      <span>Answers from the brokerage in</span>
      <select
        aria-label="Wire format"
        value={wireFormat}
        onChange={(e) => {
          const next = e.target.value === 'xml' ? 'xml' : 'json';
          update.mutate(environment === 'demo' ? { demo: { wireFormat: next } } : { environments: { [environment]: { wireFormat: next } } });
        }}
      >
        <option value="json">JSON</option>
        <option value="xml">XML</option>
      </select>
    </label>
  );
  if (environment === 'demo') {
    return (
      <div className="environment-settings">
        {formatPicker}
        <label className="check-row">
          <input
            type="checkbox"
            checked={values.demo.useCallback}
            onChange={(e) => update.mutate({ demo: { useCallback: e.target.checked } })}
          />
          Demo sign-in uses a registered callback, so Strikeboard catches the code itself (untick to practise typing the code)
        </label>
      </div>
    );
  }
  const hosts = values.environments[environment];
  return (
    <div className="environment-settings" data-testid="environment-settings">
      {HOST_FIELDS.map((field) => (
        <HostInput key={`${environment}-${field}`} environment={environment} field={field} value={hosts[field]} />
      ))}
      {formatPicker}
      <label className="check-row">
        <input
          type="checkbox"
          checked={hosts.credentialsInQuery}
          onChange={(e) => update.mutate({ environments: { [environment]: { credentialsInQuery: e.target.checked } } })}
        />
        Send OAuth credentials in the query string instead of the Authorization header
      </label>
      <CredentialsForm environment={environment} />
      {status.data?.[environment].consumerKeyHint ? (
        <button type="button" className="button button-quiet" onClick={() => clear.mutate(environment)}>
          Forget the stored {environment} key and sign out
        </button>
      ) : null}
      {update.isError ? <Problem error={toAppError(update.error)} /> : null}
    </div>
  );
}
