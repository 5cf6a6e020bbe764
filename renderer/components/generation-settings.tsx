import { API_GENERATION_LABELS, API_GENERATIONS } from '../../shared/environments.ts';
import type { ApiGeneration } from '../../shared/environments.ts';
import type { EnvironmentId } from '../../shared/settings.ts';

const GENERATION_HINTS: Record<ApiGeneration, string> = {
  v1: 'The API real accounts answer today: quotes and greeks in the chain, order history.',
  legacy: 'The endpoints the platform retired in 2018, for hosts of your own that still speak them.',
};
/** The demo broker speaks both, so its hints say what each shows rather than where it works. */
const DEMO_HINTS: Record<ApiGeneration, string> = {
  v1: 'As a real account answers today: quotes and greeks in the chain, order history.',
  legacy: "The specification's endpoints, which the demo broker speaks too.",
};

/**
 * The API generation of one environment, as a radio group: arrow keys move between the two
 * choices, and each says what it means.
 */
export function GenerationSettings({
  environment,
  value,
  onChange,
}: {
  environment: EnvironmentId;
  value: ApiGeneration;
  onChange: (api: ApiGeneration) => void;
}) {
  const labelId = `${environment}-api-label`;
  return (
    <div className="generation-settings">
      <span id={labelId} className="generation-label">
        API generation
      </span>
      <div className="radio-list" role="radiogroup" aria-labelledby={labelId} data-testid={`${environment}-api`}>
        {API_GENERATIONS.map((api) => (
          <label key={api} className="radio-row generation-choice">
            <input
              type="radio"
              name={`${environment}-api`}
              value={api}
              checked={value === api}
              onChange={() => onChange(api)}
              aria-describedby={`${environment}-api-${api}-hint`}
            />
            <span>
              {API_GENERATION_LABELS[api]}
              {api === 'v1' ? <span className="muted"> (default)</span> : null}
              <span id={`${environment}-api-${api}-hint`} className="hint generation-hint">
                {(environment === 'demo' ? DEMO_HINTS : GENERATION_HINTS)[api]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
