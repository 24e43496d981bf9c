// The benchmark's floor: the baseline page's content on the app's whole stack (React 19, Mantine,
// TanStack Router, XState, TanStack Query and openapi-fetch), one route, no data and no code of
// the app. Its Lighthouse figures are the best any screen of the app can reach with the same
// toolchain and settings.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
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
import type { paths } from '../../src/api/schema.gen';
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

// The server-data layer as the app sets it up: an API client with a middleware, and a query
// cache the page reads its heading from. Nothing goes to the network: the floor has no server.
const api = createClient<paths>({ baseUrl: '/api/v1' });
api.use({ onRequest: ({ request }) => request });
const queryClient = new QueryClient();

function Page() {
  const actor = useActorRef(tabsMachine);
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  const { data: heading } = useQuery({
    queryKey: ['floor', 'heading'],
    queryFn: () => api.GET('/auth/me').then(() => 'Floor'),
    initialData: 'Floor',
    staleTime: Infinity,
  });
  return (
    <BenchPage
      heading={heading}
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
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
