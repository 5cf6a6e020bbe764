import type { ReactNode } from 'react';

/** What a boundary shows in place of what failed to draw: what happened, the way back, the details. */
export function CrashNotice({
  heading,
  level,
  explanation,
  error,
  actions,
  testId,
}: {
  heading: string;
  /** 1 for the whole window, 2 for a view inside the frame. */
  level: 1 | 2;
  explanation: ReactNode;
  error: Error;
  actions: ReactNode;
  testId?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={level === 1 ? 'crash' : 'crash crash-view'} role="alert" data-testid={testId}>
      <Heading>{heading}</Heading>
      <p>{explanation}</p>
      <p className="crash-message">{error.message}</p>
      <div className="crash-actions">{actions}</div>
      <details>
        <summary>Technical details</summary>
        <pre>{error.stack}</pre>
      </details>
    </div>
  );
}

/** Any thrown value as an Error (a render may throw anything). */
export const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));
