// The benchmark's floor: the baseline page's content on the app's whole stack (React 19, Mantine,
// TanStack Router, XState), one route, no data and no code of the app. Its Lighthouse figures are
// the best any screen of the app can reach with the same toolchain and settings.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import {
  Button,
  Container,
  MantineProvider,
  Stack,
  Table,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
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

const ROWS = Array.from({ length: 50 }, (_, index) => ({
  id: index,
  title: `Row ${index + 1}`,
  amount: (index * 7919) % 100000,
}));

const tabsMachine = setup({
  types: { context: {} as { tab: string }, events: {} as { type: 'tab.chosen'; tab: string } },
}).createMachine({
  context: { tab: 'all' },
  on: { 'tab.chosen': { actions: assign({ tab: ({ event }) => event.tab }) } },
});

function Page() {
  const actor = useActorRef(tabsMachine);
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  const rows = tab === 'even' ? ROWS.filter((row) => row.id % 2 === 0) : ROWS;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Floor</Title>
        <TextInput label="Email" type="email" />
        <Button>Continue</Button>
        <Tabs
          value={tab}
          onChange={(value) => actor.send({ type: 'tab.chosen', tab: value ?? 'all' })}
        >
          <Tabs.List>
            <Tabs.Tab value="all">All</Tabs.Tab>
            <Tabs.Tab value="even">Even</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>{row.amount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
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
