import { useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';

interface Props {
  /** Shown until the children's reads have arrived. */
  pending: ReactNode;
  /** Shown when one of them failed, in place of the children; `retry` reads them again. */
  failed: (error: unknown, retry: () => void) => ReactNode;
  /** Another value starts over (another grant's id): an earlier failure is forgotten. */
  resetKey?: unknown;
  children: ReactNode;
}

interface BoundaryProps extends Props {
  onRetry: () => void;
}

interface State {
  resetKey: unknown;
  error: { value: unknown } | null;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { resetKey: this.props.resetKey, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: null };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error) return this.props.failed(error.value, this.retry);
    return <Suspense fallback={this.props.pending}>{this.props.children}</Suspense>;
  }
}

/**
 * Where a screen shows the reads its route's loader started (lib/server-data.ts): the children
 * take them with `useSuspenseQuery`; meanwhile `pending` shows, and a failure shows `failed`
 * with the error, in the screen's own words, instead of the route's error page. Its Try again
 * reads the failed reads again: they are put back to unread (a failed read is not retried by
 * itself, lib/server-data.ts), so the children read them as they show again.
 */
export function ReadBoundary(props: Props) {
  const client = useQueryClient();
  const retry = () =>
    void client.resetQueries({
      predicate: (query) => query.state.status === 'error' && query.getObserversCount() === 0,
    });
  return <Boundary {...props} onRetry={retry} />;
}
