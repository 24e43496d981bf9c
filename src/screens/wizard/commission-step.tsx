import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import { ACCOUNT_TYPE, COMMISSION_RATE, commissionOf } from '../../domain/application';
import { STEP_TITLES } from '../../domain/application-steps';
import { formatUsd, formatUsdWithCents } from '../../domain/format';
import { StepHeading } from './step-frame';
import type { WizardActor } from './wizard-actor';

export const RATE_TEXT = `${Math.round(COMMISSION_RATE * 100)}%`;

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** Step 1: the commission acknowledgement. */
export function CommissionStep({ actor }: { actor: WizardActor }) {
  const grant = useSelector(actor, (s) => s.context.grant);
  const fundingSize = grant?.fundingSize ?? 0;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack>
        <StepHeading number={1}>{STEP_TITLES.commission}</StepHeading>
        <Text>
          You are about to generate a grant application for <strong>{grant?.title}</strong>.
        </Text>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
          <Fact label="Total grant award opportunity" value={formatUsd(fundingSize)} />
          <Fact label="Account type" value={ACCOUNT_TYPE} />
          <Fact label="Commission rate" value={RATE_TEXT} />
          <Fact
            label="Commission to be deducted"
            value={formatUsdWithCents(commissionOf(fundingSize))}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          The commission shown is {RATE_TEXT} of the full award opportunity. Before you submit, the
          review step shows it on the amount you request.
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link to="/grant-details" search={{ id: grant?.id ?? '' }} {...props} />
            )}
          >
            Cancel
          </Button>
          <Button onClick={() => actor.send({ type: 'commission.acknowledge' })}>
            Acknowledge
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
