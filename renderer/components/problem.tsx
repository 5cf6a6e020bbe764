import { detailSource } from '../../shared/error-source.ts';
import type { AppError } from '../../shared/result.ts';

/** An error as the user needs it: what happened and what to do, and the provider's own words. */
export function Problem({ error, title }: { error: AppError; title?: string }) {
  return (
    <div className="problem" role="alert" data-testid="problem" data-code={error.code}>
      {title ? <strong>{title} </strong> : null}
      <span>{error.message}</span>
      {error.detail ? (
        <details>
          <summary>What the {detailSource(error.code)} said</summary>
          <pre className="problem-detail">{error.detail}</pre>
        </details>
      ) : null}
    </div>
  );
}
