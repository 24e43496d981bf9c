import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { useSelector } from '../../src/screens/shared/use-selector';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

// What the screens rely on from the hook they read their machines through (it was a fork of
// @xstate/react's; these held for the fork and hold for the library's own).
describe('useSelector', () => {
  it("throws a failed actor's error, so the nearest error boundary shows it", async () => {
    // React reports an error an error boundary caught on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail!: (error: Error) => void;
    const actor = createActor(
      fromPromise<string>(
        () =>
          new Promise((_, reject) => {
            fail = reject;
          }),
      ),
    ).start();
    function Status() {
      return <p>{useSelector(actor, (snapshot) => snapshot.status)}</p>;
    }
    render(
      <Boundary>
        <Status />
      </Boundary>,
    );
    expect(screen.getByText('active')).toBeVisible();

    await act(async () => fail(new Error('The server did not answer')));
    expect(screen.getByText('Failed: The server did not answer')).toBeVisible();
  });

  it("hands the selector undefined while there is no actor, and follows the actor's changes once there is", async () => {
    function Answer({ actor }: { actor: AnyActorRef | undefined }) {
      const answer = useSelector(actor, (snapshot) =>
        snapshot === undefined ? 'No actor yet' : String(snapshot.output ?? snapshot.status),
      );
      return <p>{answer}</p>;
    }
    const { rerender } = render(<Answer actor={undefined} />);
    expect(screen.getByText('No actor yet')).toBeVisible();

    let answer!: (value: string) => void;
    const actor = createActor(
      fromPromise<string>(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ),
    ).start();
    rerender(<Answer actor={actor} />);
    expect(screen.getByText('active')).toBeVisible();
    await act(async () => answer('Three grants match'));
    expect(screen.getByText('Three grants match')).toBeVisible();
  });
});
