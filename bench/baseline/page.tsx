// The content shared by the benchmark's baseline and floor pages: a heading, an input, a button,
// two tabs and a 50-row table, with Mantine's styles for them.
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
import { Button, Container, Stack, Table, Tabs, TextInput, Title } from '@mantine/core';

export type BenchTab = 'all' | 'even';

const ROWS = Array.from({ length: 50 }, (_, index) => ({
  id: index,
  title: `Row ${index + 1}`,
  amount: (index * 7919) % 100000,
}));

export function BenchPage({
  heading,
  tab,
  onTabChange,
}: {
  heading: string;
  tab: BenchTab;
  onTabChange: (tab: BenchTab) => void;
}) {
  const rows = tab === 'even' ? ROWS.filter((row) => row.id % 2 === 0) : ROWS;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{heading}</Title>
        <TextInput label="Email" type="email" />
        <Button>Continue</Button>
        <Tabs value={tab} onChange={(value) => onTabChange(value === 'even' ? 'even' : 'all')}>
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
