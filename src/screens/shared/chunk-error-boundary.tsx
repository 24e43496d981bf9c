import { Alert, Button } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface Props {
  /** What could not load, for the message: "This step". */
  what: string;
  /** Fetches the code again; the boundary then renders its children again. */
  retry: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Shows, in place of a part whose code failed to load (a connection lost mid-visit), a message
 * and a button that fetches the code again, instead of the whole screen's error page: what the
 * user entered elsewhere on the screen stays.
 */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean; retrying: boolean }> {
  override state = { failed: false, retrying: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly tryAgain = () => {
    this.setState({ retrying: true });
    this.props.retry().then(
      () => this.setState({ failed: false, retrying: false }),
      () => this.setState({ retrying: false }),
    );
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" title={`${this.props.what} could not be loaded`}>
        Check your connection and try again.
        <Button
          display="block"
          mt="sm"
          size="xs"
          loading={this.state.retrying}
          onClick={this.tryAgain}
        >
          Try again
        </Button>
      </Alert>
    );
  }
}
