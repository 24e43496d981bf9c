import { Alert, Badge, Button, Card, Group, Loader, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Read } from '../../lib/server-data';
import { ReadBoundary } from '../shared/read-boundary';
import { formatDate } from '../../domain/format';
import { ScrollBox, stackedTable } from '../shared/scroll-box';
import type { AffiliateRecord, AffiliateStatus } from '../../api/schema.gen';

export const REFERRALS_ERROR = 'An error occurred.';
export const NO_REFERRALS =
  'No referrals yet. Share your link: everyone who registers through it appears here.';

/** Each record's real status in its colour (shades dark enough for white text). */
const STATUS_COLORS: Record<AffiliateStatus, string> = {
  PENDING: 'blue.9',
  COMPLETE: '#237a38',
  REJECTED: 'red.9',
};

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || '—';

/** The user's referrals: `referrals` is the read the route started; Try again reads anew. */
export function ReferralsTable({ referrals }: { referrals: Read<AffiliateRecord[]> }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Your referrals
      </Title>
      <ReadBoundary
        pending={
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Loading your referrals...</Text>
          </Group>
        }
        failed={(_error, retry) => (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={REFERRALS_ERROR}
            role="alert"
          >
            <Button size="xs" variant="white" color="red.9" onClick={retry} mt="xs">
              Try again
            </Button>
          </Alert>
        )}
      >
        <Referrals read={referrals} />
      </ReadBoundary>
    </Card>
  );
}

function Referrals({ read }: { read: Read<AffiliateRecord[]> }) {
  const { data: records } = useSuspenseQuery(read);
  if (records.length === 0) return <Text size="sm">{NO_REFERRALS}</Text>;
  return (
    <ScrollBox minWidth={640}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label="Your referrals"
        className={stackedTable}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Affiliate</Table.Th>
            <Table.Th>Referal</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Registration</Table.Th>
            <Table.Th ta="right">Conversions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td data-label="Affiliate">{fullName(record.affiliateUser)}</Table.Td>
              <Table.Td data-label="Referal">{fullName(record.referalUser)}</Table.Td>
              <Table.Td data-label="Date">
                <time dateTime={record.createdAt}>{formatDate(record.createdAt)}</time>
              </Table.Td>
              <Table.Td data-label="Status">
                <Badge color={STATUS_COLORS[record.status]} variant="filled">
                  {record.status}
                </Badge>
              </Table.Td>
              <Table.Td data-label="Registration" ta="right">
                {record.registrations}
              </Table.Td>
              <Table.Td data-label="Conversions" ta="right">
                {record.conversions}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
