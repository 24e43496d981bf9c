import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { chunk } from '../../src/lib/chunk';
import { ChunkErrorBoundary } from '../../src/screens/shared/chunk-error-boundary';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

type Module = { text: string };

function setup(importer: () => Promise<Module>) {
  const code = chunk(importer);
  function Reader() {
    return <p>{code.useLoaded().text}</p>;
  }
  const mount = () =>
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Reader />
        </Suspense>
      </Boundary>,
    );
  return { code, mount };
}

describe('chunk', () => {
  it('shows the fallback while the chunk loads, then its content', async () => {
    const module = deferred<Module>();
    const { mount } = setup(() => module.promise);
    await act(async () => mount());
    expect(screen.getByText('Loading')).toBeVisible();
    await act(async () => module.resolve({ text: 'Step 2' }));
    expect(await screen.findByText('Step 2')).toBeVisible();
  });

  it('renders at once, without a fallback, once loaded ahead of need', async () => {
    const importer = vi.fn(async () => ({ text: 'Step 2' }));
    const { code, mount } = setup(importer);
    await code.load();
    mount();
    // No act, no waiting: the first render already has the content.
    expect(screen.getByText('Step 2')).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('sends a load that fails while a render waits for it to the error boundary, and fetches again on the next load', async () => {
    const failure = deferred<Module>();
    const importer = vi
      .fn<() => Promise<Module>>()
      .mockReturnValueOnce(failure.promise)
      .mockResolvedValueOnce({ text: 'Step 2' });
    const { code, mount } = setup(importer);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => mount());
    await act(async () => failure.reject(new Error('network')));
    expect(await screen.findByText('Failed: network')).toBeVisible();
    // The re-render after the failure did not fetch again.
    expect(importer).toHaveBeenCalledTimes(1);

    await expect(code.load()).resolves.toEqual({ text: 'Step 2' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('forgets a prefetch that failed: the render that needs the chunk fetches it again', async () => {
    const importer = vi
      .fn<() => Promise<Module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ text: 'Step 2' });
    const { code, mount } = setup(importer);
    await expect(code.load()).rejects.toThrow('offline');
    await act(async () => mount());
    expect(await screen.findByText('Step 2')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('in a ChunkErrorBoundary, a failed load shows a message whose Try again fetches it again', async () => {
    const importer = vi
      .fn<() => Promise<Module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ text: 'Step 2' });
    const code = chunk(importer);
    function Reader() {
      return <p>{code.useLoaded().text}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () =>
      render(
        <MantineProvider env="test">
          <p>Kept part of the screen</p>
          <ChunkErrorBoundary what="This step" retry={code.load}>
            <Suspense fallback={<p>Loading</p>}>
              <Reader />
            </Suspense>
          </ChunkErrorBoundary>
        </MantineProvider>,
      ),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This step could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByText('Kept part of the screen')).toBeVisible();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Step 2')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('useReady starts the load once wanted, and the part drawn then never suspends', async () => {
    const module = deferred<Module>();
    const importer = vi.fn(() => module.promise);
    const code = chunk(importer);
    function Reader() {
      return <p>{code.useLoaded().text}</p>;
    }
    function Part({ wanted }: { wanted: boolean }) {
      const ready = code.useReady(wanted);
      return ready ? (
        <Suspense fallback={<p>Loading</p>}>
          <Reader />
        </Suspense>
      ) : (
        <p>Not yet</p>
      );
    }
    const view = render(<Part wanted={false} />);
    expect(importer).not.toHaveBeenCalled();
    view.rerender(<Part wanted />);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Not yet')).toBeInTheDocument();
    await act(async () => module.resolve({ text: 'Loaded' }));
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
