// The benchmark's floor: the baseline page's content on the app's whole stack (React 19, Mantine,
// TanStack Router, XState), one route, no data and no code of the app. Its Lighthouse figures are
// the best any screen of the app can reach with the same toolchain and settings.
import { MantineProvider } from '@mantine/core';
import {
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { assign, setup } from 'xstate';
import { type BenchTab, BenchPage } from '../baseline/page';

const tabsMachine = setup({
  types: {
    context: {} as { tab: BenchTab },
    events: {} as { type: 'tab.chosen'; tab: BenchTab },
  },
}).createMachine({
  context: { tab: 'all' },
  on: { 'tab.chosen': { actions: assign({ tab: ({ event }) => event.tab }) } },
});

function Page() {
  const actor = useActorRef(tabsMachine);
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  return (
    <BenchPage
      heading="Floor"
      tab={tab}
      onTabChange={(next) => actor.send({ type: 'tab.chosen', tab: next })}
    />
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Page });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute, pageRoute]) });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>,
  );
