// Developer panel (embedded backend only): running machines (their charts, the events they take
// now, a log of what they received) and the backend's settings. None of it is in a live build.
import {
  Anchor,
  Button,
  Code,
  Drawer,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { describeStorage } from '../domain/offline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readStorageReport } from '../lib/storage-report';
import {
  type CoApplicantField,
  type DemoControls,
  type DemoPreset,
  demoKeys,
  pullOpenDrafts,
} from '../lib/demo-controls';
import { safeRedirectPath } from '../domain/safe-url';
import type { FaultKind, MockSettings } from '../lib/mock-settings';
import { listMachineActors, listMachines, subscribeMachines } from '../lib/machine-registry';
import { useTourControls } from '../lib/tour-controls';
import { MachineCockpit } from './machine-cockpit';
import { SessionLogView } from './session-log-view';
import { startSessionLog } from './session-log';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/NumberInput.css';

// The log follows the machines from the moment the inspector's code loads (its first opening),
// closed or open, until the page reloads.
startSessionLog();

const FAULT_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'server', label: 'Server error (500)' },
  { value: 'network', label: 'Network failure' },
  { value: 'unauthorized', label: 'Unauthorized (401)' },
];

/** Session lifetimes the demo can pick: the real ones, or short enough to watch a session end. */
const SESSION_OPTIONS = [
  { value: 'real', label: 'Real (30 min idle, 12 h in all)' },
  { value: 'short', label: 'Short (1 min idle, 5 min in all)' },
];
const SHORT_SESSIONS = { idle: 1, absolute: 5 };

const PRESETS: { name: DemoPreset; label: string }[] = [
  { name: 'empty', label: 'Empty account' },
  { name: 'typical', label: 'Typical account' },
  { name: 'many', label: '10,000 applications' },
];

function RunningMachines() {
  const machines = useSyncExternalStore(subscribeMachines, listMachines, listMachines);
  if (machines.length === 0) return <Text c="dimmed">No machine is running.</Text>;
  const actors = new Map(listMachineActors().map((entry) => [entry.key, entry.actor]));
  return (
    <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {machines.map((machine) => {
        const actor = actors.get(machine.key);
        return (
          <li key={machine.key} aria-label={`Machine ${machine.id}`}>
            <Text fw={700}>{machine.id}</Text>
            <Text size="sm">
              State: <Code>{machine.state}</Code>
            </Text>
            {actor && <MachineCockpit id={machine.id} machineKey={machine.key} actor={actor} />}
            <Text size="sm" mt="xs">
              Context (passwords and tokens hidden):
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {JSON.stringify(machine.context, null, 2)}
            </Code>
          </li>
        );
      })}
    </Stack>
  );
}

function BackendSettings({ demo }: { demo: DemoControls }) {
  // Read when the panel opens; a change answers with the settings as stored.
  const loaded = useQuery({
    queryKey: demoKeys.backendSettings,
    queryFn: () => Promise.all([demo.getSettings(), demo.operations()]),
    staleTime: 0,
    gcTime: 0,
  }).data;
  const [changed, setChanged] = useState<MockSettings | null>(null);
  const settings = changed ?? loaded?.[0] ?? null;
  const operations = loaded?.[1] ?? [];
  const [operation, setOperation] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (partial: Partial<MockSettings>) => {
    void demo.updateSettings(partial).then(setChanged);
  };
  const run = (task: () => Promise<void>) => {
    setBusy(true);
    void task().then(() => window.location.reload());
  };

  if (!settings) return <Text c="dimmed">Loading the backend settings…</Text>;
  const fault = operation ? (settings.faults[operation] ?? 'none') : 'none';
  return (
    <Stack gap="sm">
      <NumberInput
        label="Latency (ms)"
        min={0}
        max={10_000}
        step={100}
        value={settings.latency}
        onChange={(value) => update({ latency: Math.max(0, Number(value) || 0) })}
      />
      <NumberInput
        label="Failure rate (%)"
        min={0}
        max={100}
        value={Math.round(settings.failureRate * 100)}
        onChange={(value) =>
          update({ failureRate: Math.min(100, Math.max(0, Number(value) || 0)) / 100 })
        }
      />
      <Select
        label="Operation"
        placeholder="Choose an operation"
        searchable
        data={[...operations]}
        value={operation}
        onChange={setOperation}
      />
      <Select
        label="Forced fault"
        data={FAULT_OPTIONS}
        value={fault}
        disabled={!operation}
        allowDeselect={false}
        onChange={(value) => {
          if (!operation) return;
          const faults = { ...settings.faults };
          if (!value || value === 'none') delete faults[operation];
          else faults[operation] = value as FaultKind;
          update({ faults });
        }}
      />
      <Select
        label="Session lifetime"
        data={SESSION_OPTIONS}
        value={settings.sessionMinutes ? 'short' : 'real'}
        allowDeselect={false}
        onChange={(value) =>
          update({ sessionMinutes: value === 'short' ? SHORT_SESSIONS : undefined })
        }
      />
      <Button variant="default" loading={busy} onClick={() => run(() => demo.resetDemoData())}>
        Reset demo data
      </Button>
      <PublishGrant demo={demo} />
      <AwardApplication demo={demo} />
      <CoApplicantEdits demo={demo} />
      <Title order={3} size="h5">
        Seed presets
      </Title>
      <Group gap="xs">
        {PRESETS.map((preset) => (
          <Button
            key={preset.name}
            variant="light"
            size="xs"
            loading={busy}
            onClick={() => run(() => demo.loadPreset(preset.name))}
          >
            {preset.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The demo's timeline publishes its next grant now, as if someone had just created it: a saved
 * search it matches raises its alert. Every read of the app is read again where it shows (the
 * bell, top picks), as after any write.
 */
function PublishGrant({ demo }: { demo: DemoControls }) {
  const client = useQueryClient();
  const publish = useMutation({
    mutationFn: () => demo.publishGrant(),
    onSuccess: () => client.invalidateQueries(),
  });
  return (
    <Stack gap={4}>
      <Button variant="default" loading={publish.isPending} onClick={() => publish.mutate()}>
        Publish a matching grant
      </Button>
      <Text size="sm" aria-live="polite">
        {publish.isSuccess ? `Published “${publish.data}”` : ''}
        {publish.isError ? 'The grant could not be published.' : ''}
      </Text>
    </Stack>
  );
}

/**
 * The funder awards the demo account's oldest application awaiting a decision: its timeline says
 * Awarded and its interim and final reports are due (issue 66, parts 4 and 5).
 */
function AwardApplication({ demo }: { demo: DemoControls }) {
  const client = useQueryClient();
  const award = useMutation({
    mutationFn: () => demo.awardApplication(),
    onSuccess: () => client.invalidateQueries(),
  });
  return (
    <Stack gap={4}>
      <Button variant="default" loading={award.isPending} onClick={() => award.mutate()}>
        The funder awards an application
      </Button>
      <Text size="sm" aria-live="polite">
        {award.isSuccess
          ? award.data
            ? `Awarded “${award.data}”: its reports are due`
            : 'No application awaits a decision.'
          : ''}
        {award.isError ? 'The application could not be awarded.' : ''}
      </Text>
    </Stack>
  );
}

/**
 * Priya, the co-applicant of Dana's shared draft, saves a change as if from her own browser: the
 * presenter shows her presence on the step list, a merge (an answer the presenter is not
 * editing) and a conflict (the one the presenter is editing).
 */
function CoApplicantEdits({ demo }: { demo: DemoControls }) {
  const client = useQueryClient();
  const edit = useMutation({
    mutationFn: (field: CoApplicantField) => demo.coApplicantEdits(field),
    onSuccess: () => {
      pullOpenDrafts();
      return client.invalidateQueries();
    },
  });
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          variant="default"
          loading={edit.isPending && edit.variables === 'budget.lines'}
          onClick={() => edit.mutate('budget.lines')}
        >
          Priya edits the budget
        </Button>
        <Button
          variant="default"
          loading={edit.isPending && edit.variables === 'project.projectSummary'}
          onClick={() => edit.mutate('project.projectSummary')}
        >
          Priya edits the project summary
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {edit.isSuccess ? edit.data : ''}
        {edit.isError ? "Priya's change could not be saved." : ''}
      </Text>
    </Stack>
  );
}

/**
 * The embedded backend's mailbox (issue 61): the verification and invitation mails it sent, newest
 * first, each with its link, so a presenter follows one offline. A link is a path of this app;
 * anything else is shown as text, never as an href.
 */
function Mailbox({ demo }: { demo: DemoControls }) {
  const mails = useQuery({
    queryKey: demoKeys.outbox,
    queryFn: () => demo.outbox(),
    staleTime: 0,
    gcTime: 0,
  });
  if (mails.isError) return <Text>The mailbox could not be read.</Text>;
  if (!mails.data) return <Text c="dimmed">Reading the mailbox…</Text>;
  return (
    <Stack gap="xs" aria-busy={mails.isFetching}>
      {mails.data.length === 0 ? (
        <Text>No mail sent yet.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {mails.data.map((mail) => {
            const link = safeRedirectPath(mail.link);
            return (
              <li key={mail.id} aria-label={`Mail to ${mail.to}: ${mail.subject}`}>
                <Text size="sm" fw={600}>
                  {mail.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  To {mail.to} · {new Date(mail.sentAt).toLocaleString()}
                </Text>
                <Text size="sm">{mail.text}</Text>
                {link && (
                  <Anchor size="sm" href={link}>
                    {mail.kind === 'invitation' ? 'Open the invitation' : 'Verify this email'}
                  </Anchor>
                )}
              </li>
            );
          })}
        </Stack>
      )}
      <Group>
        <Button variant="default" size="xs" onClick={() => void mails.refetch()}>
          Read the mailbox again
        </Button>
      </Group>
    </Stack>
  );
}

/** Whether the browser keeps the demo's data, and how much of its storage the demo uses. */
function DemoStorage() {
  const storage = useQuery({
    queryKey: demoKeys.storage,
    queryFn: readStorageReport,
    staleTime: 0,
    gcTime: 0,
  });
  const { data: report, isFetching: pending } = storage;
  if (!report) return <Text c="dimmed">Reading the storage figures…</Text>;
  const words = describeStorage(report);
  return (
    <Stack gap="xs" aria-busy={pending}>
      <Text>{words.persistence}</Text>
      <Text>{words.usage}</Text>
      <Group>
        <Button variant="default" size="xs" onClick={() => void storage.refetch()}>
          Measure again
        </Button>
      </Group>
    </Stack>
  );
}

export interface InspectorPanelProps {
  demo: DemoControls;
  opened: boolean;
  onClose: () => void;
}

export default function InspectorPanel({ demo, opened, onClose }: InspectorPanelProps) {
  const tour = useTourControls();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title="State inspector"
      closeButtonProps={{ 'aria-label': 'Close state inspector' }}
    >
      <Stack gap="lg">
        {tour && (
          <Group>
            <Button
              onClick={() => {
                onClose();
                tour.start();
              }}
            >
              Take the tour
            </Button>
          </Group>
        )}
        <section aria-labelledby="inspector-machines">
          <Title order={2} size="h4" id="inspector-machines" mb="xs">
            Running machines
          </Title>
          <RunningMachines />
        </section>
        <section aria-labelledby="inspector-log">
          <Title order={2} size="h4" id="inspector-log" mb="xs">
            Event log
          </Title>
          <SessionLogView />
        </section>
        <section aria-labelledby="inspector-backend">
          <Title order={2} size="h4" id="inspector-backend" mb="xs">
            Embedded backend
          </Title>
          <BackendSettings demo={demo} />
        </section>
        <section aria-labelledby="inspector-mailbox">
          <Title order={2} size="h4" id="inspector-mailbox" mb="xs">
            Mailbox
          </Title>
          <Mailbox demo={demo} />
        </section>
        <section aria-labelledby="inspector-storage">
          <Title order={2} size="h4" id="inspector-storage" mb="xs">
            Storage
          </Title>
          <DemoStorage />
        </section>
      </Stack>
    </Drawer>
  );
}
