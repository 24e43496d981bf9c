import { LIMITS } from '../../domain/limits';
import { limitHint } from '../shared/limit-hint';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { useActorRef } from '@xstate/react';
import { useSelector } from '../shared/use-selector';
import type { FormEvent } from 'react';
import {
  CREATE_GRANT_LABELS,
  GRANT_PROJECT_STAGE_OPTIONS,
  type GrantBasicsField,
  type GrantDetailsField,
  ORGANIZATION_TYPE_OPTIONS,
} from '../../domain/grant';
import { formatDate, formatUsd } from '../../domain/format';
import type { createGrantMachine } from '../../machines/create-grant.machine';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import { CreateGrantFrame } from './create-grant-frame';

type CreateGrantLogic = typeof createGrantMachine;
type CreateGrantActor = ReturnType<typeof useActorRef<CreateGrantLogic>>;

const ORGANIZATION_CHOICES = [
  { value: '', label: 'Select organization type' },
  ...ORGANIZATION_TYPE_OPTIONS,
];
/** The details step's long texts, in the form's order, with the rows each shows. */
const LONG_TEXT_FIELDS: readonly (readonly [Exclude<GrantDetailsField, 'projectStage'>, number])[] =
  [
    ['motive', 2],
    ['description', 3],
    ['sectorDescription', 2],
    ['criteria', 2],
  ];

const STAGE_CHOICES = [
  { value: '', label: 'Select project stage' },
  ...GRANT_PROJECT_STAGE_OPTIONS,
];

export function CreateGrantScreen({ logic, now }: { logic: CreateGrantLogic; now?: () => Date }) {
  const actor = useInspectedActorRef(logic, { input: now ? { now } : undefined });
  const step = useSelector(actor, (s) =>
    s.matches('basics') ? 'basics' : s.matches('created') ? 'created' : 'details',
  );

  return (
    <CreateGrantFrame>
      {step === 'basics' ? <BasicsStep actor={actor} /> : null}
      {step === 'details' ? <DetailsStep actor={actor} /> : null}
      {step === 'created' ? <CreatedSummary actor={actor} /> : null}
    </CreateGrantFrame>
  );
}

function BasicsStep({ actor }: { actor: CreateGrantActor }) {
  const values = useSelector(actor, (s) => s.context.basics);
  const errors = useSelector(actor, (s) => s.context.basicsErrors);
  const change = (field: GrantBasicsField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'basics.change', field, value: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'step.next' });
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-labelledby="grant-step-basics">
        <Stack>
          <div>
            <Text size="sm" c="dimmed">
              Step 1 of 2
            </Text>
            <Title order={2} size="h3" id="grant-step-basics">
              Grant Basics
            </Title>
          </div>
          <TextInput
            label={CREATE_GRANT_LABELS.title}
            required
            maxLength={LIMITS.shortText}
            description={limitHint(values.title, LIMITS.shortText)}
            value={values.title}
            error={errors.title}
            onChange={change('title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={CREATE_GRANT_LABELS.sector}
              required
              maxLength={LIMITS.shortText}
              description={limitHint(values.sector, LIMITS.shortText)}
              value={values.sector}
              error={errors.sector}
              onChange={change('sector')}
            />
            <TextInput
              label={CREATE_GRANT_LABELS.sectorFocus}
              required
              maxLength={LIMITS.shortText}
              description={limitHint(values.sectorFocus, LIMITS.shortText)}
              value={values.sectorFocus}
              error={errors.sectorFocus}
              onChange={change('sectorFocus')}
            />
            <TextInput
              label={CREATE_GRANT_LABELS.fundingSize}
              required
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={values.fundingSize}
              error={errors.fundingSize}
              onChange={change('fundingSize')}
            />
            <TextInput
              label={CREATE_GRANT_LABELS.deadline}
              required
              type="date"
              value={values.deadline}
              error={errors.deadline}
              onChange={change('deadline')}
            />
          </SimpleGrid>
          <NativeSelect
            label={CREATE_GRANT_LABELS.organizationType}
            required
            data={ORGANIZATION_CHOICES}
            value={values.organizationType}
            error={errors.organizationType}
            onChange={change('organizationType')}
          />
          <Group justify="flex-end">
            <Button type="submit">Next Step</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DetailsStep({ actor }: { actor: CreateGrantActor }) {
  const values = useSelector(actor, (s) => s.context.details);
  const errors = useSelector(actor, (s) => s.context.detailsErrors);
  const submitError = useSelector(actor, (s) => s.context.submitError);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const canBack = useSelector(actor, (s) => s.can({ type: 'step.back' }));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'grant.submit' }));
  const change = (field: GrantDetailsField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'details.change', field, value: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'grant.submit' });
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="grant-step-details"
        aria-busy={submitting}
      >
        <Stack>
          <div>
            <Text size="sm" c="dimmed">
              Step 2 of 2
            </Text>
            <Title order={2} size="h3" id="grant-step-details">
              Grant Details
            </Title>
          </div>
          {LONG_TEXT_FIELDS.map(([field, rows]) => (
            <Textarea
              key={field}
              label={CREATE_GRANT_LABELS[field]}
              required
              rows={rows}
              maxLength={LIMITS.longText}
              description={limitHint(values[field], LIMITS.longText)}
              value={values[field]}
              error={errors[field]}
              onChange={change(field)}
              readOnly={submitting}
            />
          ))}
          <NativeSelect
            label={CREATE_GRANT_LABELS.projectStage}
            required
            data={STAGE_CHOICES}
            value={values.projectStage}
            error={errors.projectStage}
            onChange={change('projectStage')}
            disabled={submitting}
          />
          {submitError ? (
            <Alert color="red" variant="light" role="alert">
              <Text c="red.9" size="sm">
                {submitError}
              </Text>
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={!canBack}
              onClick={() => actor.send({ type: 'step.back' })}
            >
              Back
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={submitting}>
              Create Grant
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CreatedSummary({ actor }: { actor: CreateGrantActor }) {
  const grant = useSelector(actor, (s) => s.context.created);
  if (!grant) return null;
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-8)" aria-hidden />
        <Title order={2}>Grant Created Successfully!</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} w="100%" component="dl" spacing="sm">
          {[
            ['Title', grant.title],
            ['Sector', grant.sector],
            ['Funding Size', formatUsd(grant.fundingSize)],
            ['Deadline', formatDate(grant.deadline)],
          ].map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group>
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/grant-details" search={{ id: grant.id }} />
            )}
            variant="default"
          >
            View grant
          </Button>
          <Button onClick={() => actor.send({ type: 'grant.createAnother' })}>
            Create Another Grant
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
