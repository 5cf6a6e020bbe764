import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { asError, CrashNotice } from './crash-notice.tsx';

interface State {
  error: Error | null;
}

/**
 * The last line of defence: a render error outside every view (the frame itself) shows what went
 * wrong and how to recover instead of a blank window; errors inside a view stop at its own fence
 * (view-boundary.tsx). Main keeps running, so reloading the page loses no data.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: asError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Strikeboard view crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <CrashNotice
        level={1}
        heading="Something went wrong in this window"
        explanation="Strikeboard hit an unexpected problem while drawing the screen. Your session and settings are safe: they live in the main process, which is still running."
        error={error}
        actions={
          <>
            <button type="button" className="button button-primary" onClick={() => this.setState({ error: null })}>
              Try again
            </button>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload the window
            </button>
          </>
        }
      />
    );
  }
}
