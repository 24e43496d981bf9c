import { Component, type ReactNode, Suspense } from 'react';

interface Props {
  /** The read (or reads) the children show; another value starts over (a retry, a new id). */
  read: unknown;
  /** Shown until the children's reads have arrived. */
  pending: ReactNode;
  /** Shown when one of them failed, in place of the children. */
  failed: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  read: unknown;
  error: { value: unknown } | null;
}

/**
 * Where a screen shows reads its route's loader started (see lib/read.ts): the children take
 * the values with React's `use`; meanwhile `pending` shows, and a failure shows `failed` with
 * the error, in the screen's own words, instead of the route's error page.
 */
export class ReadBoundary extends Component<Props, State> {
  override state: State = { read: this.props.read, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.read === state.read ? null : { read: props.read, error: null };
  }

  override render() {
    const { error } = this.state;
    if (error) return this.props.failed(error.value);
    return <Suspense fallback={this.props.pending}>{this.props.children}</Suspense>;
  }
}
