import { useState } from 'react';
import { ENVIRONMENT_IDS, ENVIRONMENT_LABELS } from '../../shared/settings.ts';
import type { EnvironmentId } from '../../shared/settings.ts';
import { toAppError } from '../api.ts';
import { useUpdateSettings } from '../queries/app-queries.ts';
import { Problem } from './problem.tsx';

const DESCRIPTIONS: Record<EnvironmentId, { lead: string; needs: string }> = {
  demo: {
    lead: 'A simulated broker on this computer, with a live trading day and every kind of order.',
    needs: 'Nothing: ready with one click.',
  },
  sandbox: {
    lead: "E*TRADE's sandbox: real sign-in, canned sample data, no real trades.",
    needs: "A sandbox consumer key and secret from E*TRADE's developer portal. The hosts are built in.",
  },
  production: {
    lead: 'Your E*TRADE account, read-only: option chains, today’s orders, positions with live P/L and greeks, balances and alerts.',
    needs: "A production consumer key and secret from E*TRADE's developer portal. The hosts are built in.",
  },
};

/** First start: choose where to connect; the local demo is preselected and ready at once. */
export function FirstRun() {
  const [choice, setChoice] = useState<EnvironmentId>('demo');
  const update = useUpdateSettings({ optimistic: false });
  return (
    <main className="first-run" data-testid="first-run">
      <h1>Welcome to Strikeboard</h1>
      <p className="muted">Option chains, orders, positions and alerts from your brokerage, read-only. Where should Strikeboard connect?</p>
      <div className="env-choices" role="radiogroup" aria-label="Environment">
        {ENVIRONMENT_IDS.map((id) => (
          <label key={id} className={`env-choice ${choice === id ? 'env-choice-on' : ''}`}>
            <input type="radio" name="first-run-environment" value={id} checked={choice === id} onChange={() => setChoice(id)} />
            <span className={`env-badge env-${id}`}>{ENVIRONMENT_LABELS[id]}</span>
            <span className="env-choice-lead">{DESCRIPTIONS[id].lead}</span>
            <span className="env-choice-needs muted">Needs: {DESCRIPTIONS[id].needs}</span>
          </label>
        ))}
      </div>
      <button
        type="button"
        className="button button-primary button-large"
        onClick={() => update.mutate({ environment: choice, onboarded: true })}
        disabled={update.isPending}
      >
        {choice === 'demo' ? 'Start with the local demo' : `Continue with ${ENVIRONMENT_LABELS[choice]}`}
      </button>
      {update.isError ? <Problem error={toAppError(update.error)} /> : null}
      <p className="hint">You can switch environments at any time in Settings; each keeps its own keys and sign-in.</p>
    </main>
  );
}
