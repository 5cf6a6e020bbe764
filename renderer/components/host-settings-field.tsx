import { useState } from 'react';
import { HOST_FIELD_LABELS } from '../../shared/environments.ts';
import { hostUrlProblem } from '../../shared/host-url.ts';
import type { HostField } from '../../shared/environments.ts';
import type { SettingsPatch } from '../../shared/settings.ts';

type Editable = 'sandbox' | 'production';

/**
 * One host field, checked as you type and saved when you leave it. `unused` says the chosen
 * generation never calls this host (it may stay empty). Re-created by its parent when the
 * stored value changes (Restore defaults), so the draft follows.
 */
export function HostSettingsField({
  environment,
  field,
  value,
  unused,
  save,
}: {
  environment: Editable;
  field: HostField;
  value: string;
  unused: boolean;
  save: (patch: SettingsPatch) => void;
}) {
  const [draft, setDraft] = useState(value);
  const problem = draft === '' ? null : hostUrlProblem(draft);
  const errorId = `${environment}-${field}-error`;
  return (
    <label className="field">
      <span>
        {HOST_FIELD_LABELS[field]}
        {unused ? <span className="field-note"> · not called by this API generation</span> : null}
      </span>
      <input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          if (problem === null && draft !== value) save({ environments: { [environment]: { [field]: draft } } });
        }}
        placeholder="https://"
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        data-testid={`${environment}-${field}`}
      />
      {problem ? (
        <span id={errorId} className="field-error">
          This address {problem}.
        </span>
      ) : null}
    </label>
  );
}

/** A callback URL registered with the consumer key, or empty to type the code the page shows. */
export function CallbackSettingsField({ environment, value, save }: { environment: Editable; value: string | null; save: (patch: SettingsPatch) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  const problem = draft === '' || /^https?:\/\/[^\s#]+$/.test(draft) ? null : 'must be an http(s) address without #fragment';
  const errorId = `${environment}-callbackUrl-error`;
  return (
    <label className="field">
      <span>Callback URL registered with your consumer key (leave empty to type the code the sign-in page shows)</span>
      <input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          const next = draft === '' ? null : draft;
          if (problem === null && next !== value) save({ environments: { [environment]: { callbackUrl: next } } });
        }}
        placeholder="none: type the code"
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        data-testid={`${environment}-callbackUrl`}
      />
      {problem ? (
        <span id={errorId} className="field-error">
          This address {problem}.
        </span>
      ) : null}
    </label>
  );
}
