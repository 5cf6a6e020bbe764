/** The three environments Strikeboard talks to, and their names. */
export const ENVIRONMENT_IDS = ['demo', 'sandbox', 'production'] as const;
export type EnvironmentId = (typeof ENVIRONMENT_IDS)[number];

export const ENVIRONMENT_LABELS: Record<EnvironmentId, string> = {
  demo: 'Local demo',
  sandbox: 'Sandbox',
  production: 'Production',
};
