import { ENVIRONMENT_LABELS } from '../../shared/settings.ts';
import type { EnvironmentId } from '../../shared/settings.ts';

const EXPLANATIONS: Record<EnvironmentId, string> = {
  demo: 'Local demo: a simulated broker on this computer. No account, no network, no real orders.',
  sandbox: 'Sandbox: the brokerage answers with stored sample data, not your account.',
  production: 'Production: your real brokerage account (read-only in Strikeboard).',
};

/** Which broker the app talks to, unmistakable for demo and sandbox. */
export function EnvironmentBadge({ environment }: { environment: EnvironmentId }) {
  return (
    <span className={`env-badge env-${environment}`} title={EXPLANATIONS[environment]} data-testid="environment-badge">
      {ENVIRONMENT_LABELS[environment]}
    </span>
  );
}
