import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * The last line of defence: a render error shows what went wrong and how to recover instead of
 * a blank window. Main keeps running, so reloading the page loses no data.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Strikeboard view crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <h1>Something went wrong in this window</h1>
        <p>
          Strikeboard hit an unexpected problem while drawing the screen. Your session and settings are safe: they live in
          the main process, which is still running.
        </p>
        <p className="crash-message">{error.message}</p>
        <div className="crash-actions">
          <button type="button" className="button button-primary" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the window
          </button>
        </div>
        <details>
          <summary>Technical details</summary>
          <pre>{error.stack}</pre>
        </details>
      </div>
    );
  }
}
