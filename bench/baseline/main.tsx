// The benchmark's baseline: a minimal React 19 + Mantine page built by the same toolchain as the
// app. Every figure of `npm run bench` is also shown as a ratio to the same figure here, measured
// in the same run, so a busy machine slows both sides alike.
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
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
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

const ROWS = Array.from({ length: 50 }, (_, index) => ({
  id: index,
  title: `Row ${index + 1}`,
  amount: (index * 7919) % 100000,
}));

function Page() {
  const [tab, setTab] = useState<string | null>('all');
  const rows = tab === 'even' ? ROWS.filter((row) => row.id % 2 === 0) : ROWS;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Baseline</Title>
        <TextInput label="Email" type="email" />
        <Button>Continue</Button>
        <Tabs value={tab} onChange={setTab}>
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

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <Page />
      </MantineProvider>
    </StrictMode>,
  );
