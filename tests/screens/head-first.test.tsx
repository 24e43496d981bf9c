import { MantineProvider, Title } from '@mantine/core';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { headFirst, holdScreenChunks, nextTask } from '../../src/app/first-paint/head-first';
import { theme } from '../../src/app/theme';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A route like the app's signed-in screens: its component is a lazy chunk (here a promise the
 * test resolves) and it shows its heading first.
 */
function setup({ withGate, sliced = false }: { withGate: boolean; sliced?: boolean }) {
  const chunk = deferred<{ component: () => React.JSX.Element }>();
  const importChunk = vi.fn(() => chunk.promise);
  const gate = deferred<void>();
  const rootRoute = createRootRoute();
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/grants',
    ...headFirst(() => <Title order={1}>Grants Dashboard</Title>, { sliced }),
    component: lazyRouteComponent(importChunk, 'component'),
  });
  const plainRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/news',
    component: lazyRouteComponent(async () => ({ component: () => <p>News</p> }), 'component'),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, plainRoute]),
    history: createMemoryHistory({ initialEntries: ['/grants'] }),
  });
  if (withGate) holdScreenChunks(Object.values(router.routesById), gate.promise);
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, chunk, importChunk, gate };
}

describe('screens that show their heading first', () => {
  it('show the heading while the chunk, held until the first heading paints, loads', async () => {
    const { chunk, importChunk, gate } = setup({ withGate: true });

    expect(await screen.findByRole('heading', { name: 'Grants Dashboard' })).toBeVisible();
    // The screen's chunk is not requested before the heading has painted.
    expect(importChunk).not.toHaveBeenCalled();

    await act(async () => gate.resolve());
    expect(importChunk).toHaveBeenCalledTimes(1);
    await act(async () =>
      chunk.resolve({ component: () => <Title order={1}>Grants Dashboard (loaded)</Title> }),
    );
    expect(await screen.findByRole('heading', { name: 'Grants Dashboard (loaded)' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('hand the loaded chunk to the router in the task after the one that evaluated it', async () => {
    const { router, chunk, gate } = setup({ withGate: true });
    await screen.findByRole('heading', { name: 'Grants Dashboard' });
    const component = router.routesById['/grants'].options.component as {
      preload: () => Promise<void>;
    };
    let handedOver = false;
    const handover = component.preload().then(() => {
      handedOver = true;
    });
    gate.resolve();
    chunk.resolve({ component: () => <Title order={1}>Grants Dashboard (loaded)</Title> });
    // Every microtask of the chunk's arrival has run: the router (and so React's render of the
    // screen) has not been told yet, so the chunk's evaluation and the render are two tasks.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(handedOver).toBe(false);
    await handover;
    expect(handedOver).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Grants Dashboard (loaded)' })).toBeVisible();
  });

  it('a sliced screen renders before its chunk arrives, suspended under its heading', async () => {
    const { router, chunk, importChunk, gate } = setup({ withGate: true, sliced: true });
    expect(await screen.findByRole('heading', { name: 'Grants Dashboard' })).toBeVisible();
    expect(importChunk).not.toHaveBeenCalled();

    await act(async () => {
      gate.resolve();
      await nextTask();
    });
    // The router has rendered the screen (its match is no longer pending): the screen's own render
    // asked for the chunk and suspended, and the heading stayed, the only one.
    expect(router.state.matches.at(-1)?.status).toBe('success');
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Grants Dashboard' })).toBeVisible();

    await act(async () =>
      chunk.resolve({ component: () => <Title order={1}>Grants Dashboard (loaded)</Title> }),
    );
    expect(await screen.findByRole('heading', { name: 'Grants Dashboard (loaded)' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('load at once after the first heading, and without a gate', async () => {
    const { importChunk } = setup({ withGate: false });
    expect(await screen.findByRole('heading', { name: 'Grants Dashboard' })).toBeVisible();
    expect(importChunk).toHaveBeenCalledTimes(1);
  });

  it('leave routes without a pending heading alone (they would wait for a heading never shown)', async () => {
    const { router, gate } = setup({ withGate: true });
    await act(() => router.navigate({ to: '/news' }));
    expect(await screen.findByText('News')).toBeVisible();
    gate.resolve();
  });
});

describe('nextTask', () => {
  it('resolves in a later task: after every microtask queued before and after it', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    order.push('microtasks drained');
    await task;
    expect(order).toEqual(['microtask', 'microtasks drained', 'task']);
  });
});
