import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { printableFromApplication } from '../../domain/application-print';
import { formatDateTime } from '../../domain/format';
import { RECEIPT_WORDS } from '../../domain/receipt';
import type { GrantApplication } from '../../api/schema.gen';
import { PrintButton, PrintableCopy } from '../print/printable-application';
import { Fact } from './commission-step';

/**
 * The receipt of a submission (issue 66): the server's tracking number, when it took the
 * application, for which grant, what happens next, and the printed copy (which names the number).
 */
export function Receipt({ application }: { application: GrantApplication }) {
  return (
    <section aria-labelledby="receipt-title">
      <Paper bg="gray.0" p="md" radius="md">
        <Stack gap="md">
          <Title order={3} size="h4" id="receipt-title">
            {RECEIPT_WORDS.title}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
            <Fact label={RECEIPT_WORDS.trackingNumber} value={application.trackingNumber} />
            <Fact
              label={RECEIPT_WORDS.submittedAt}
              value={formatDateTime(new Date(application.submittedAt))}
            />
            <Fact label={RECEIPT_WORDS.grant} value={application.grant.title} />
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={4} size="h5">
              {RECEIPT_WORDS.nextTitle}
            </Title>
            <List type="ordered" size="sm" spacing={4}>
              {RECEIPT_WORDS.next.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
          <Text size="sm">{RECEIPT_WORDS.print}</Text>
          <div>
            <PrintButton />
          </div>
        </Stack>
      </Paper>
      <PrintableCopy copy={printableFromApplication(application)} />
    </section>
  );
}
