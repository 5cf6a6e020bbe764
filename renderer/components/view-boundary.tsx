import { useQueryClient } from '@tanstack/react-query';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { asError, CrashNotice } from './crash-notice.tsx';

interface FenceProps {
  /** The view in the user's words: "The option chain". */
  name: string;
  /** A value main sent that cannot be drawn is in the cache: "Try again" drops it and asks again. */
  onRetry: () => void;
  leave?: ViewExit | undefined;
  children: ReactNode;
}

/** A second way back: leaving what failed (closing a panel). */
export interface ViewExit {
  label: string;
  run: () => void;
}

interface FenceState {
  error: Error | null;
}

/** React's boundaries are classes; the hooks it needs come through `ViewBoundary`. */
class Fence extends Component<FenceProps, FenceState> {
  override state: FenceState = { error: null };

  static getDerivedStateFromError(error: unknown): FenceState {
    return { error: asError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Strikeboard: ${this.props.name} could not be drawn`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = (): void => {
      this.props.onRetry();
      this.setState({ error: null });
    };
    return (
      <CrashNotice
        level={2}
        testId="view-crash"
        heading={`${this.props.name} could not be shown`}
        explanation="Something in what it was given could not be drawn. The rest of Strikeboard keeps working: switch views above, or try again to ask for fresh data. Your session and settings are safe."
        error={error}
        actions={
          <>
            <button type="button" className="button button-primary" onClick={retry}>
              Try again
            </button>
            {this.props.leave ? (
              <button type="button" className="button" onClick={this.props.leave.run}>
                {this.props.leave.label}
              </button>
            ) : null}
          </>
        }
      />
    );
  }
}

/**
 * A fence around one view: a render error inside it shows a contained notice in the view's place
 * (what happened, "Try again"), while the header, the other views and settings keep working.
 * `queryRoots` name the view's server state (the first element of its query keys): "Try again"
 * resets those queries, so a value that cannot be drawn is asked for again rather than drawn again.
 * Leaving the view (another tab) and coming back starts it afresh too: the fence goes with it.
 */
export function ViewBoundary({ name, queryRoots, leave, children }: { name: string; queryRoots: readonly string[]; leave?: ViewExit; children: ReactNode }) {
  const client = useQueryClient();
  const onRetry = (): void => void client.resetQueries({ predicate: (query) => queryRoots.includes(String(query.queryKey[0])) });
  return (
    <Fence name={name} onRetry={onRetry} leave={leave}>
      {children}
    </Fence>
  );
}
