// One running machine in the inspector: its statechart as a nested list (the active
// configuration marked, the transitions out of the active states), and the events it could take
// now, each with a Send button (and a JSON payload where the event carries one).
import {
  Badge,
  Button,
  Code,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  type AcceptedEvent,
  type ChartNode,
  acceptedEvents,
  activePaths,
  chartOf,
  verdictOf,
} from './chart-model';
import { checkPayload, payloadExamples } from './event-payloads';
import { toJsonable } from './json-values';
import { markSentByInspector } from './session-log';

const domId = (...parts: string[]) => `cockpit-${parts.join('-').replace(/[^A-Za-z0-9_-]+/g, '_')}`;
const LIST_STYLE = { listStyle: 'none', margin: 0, paddingLeft: 16 } as const;

function countNodes(node: ChartNode): number {
  return 1 + node.children.reduce((sum, child) => sum + countNodes(child), 0);
}

interface ChartProps {
  prefix: string;
  active: Set<string>;
  /** Expanded unless the tester collapsed it: active states, or every state of a small chart. */
  isOpen: (node: ChartNode) => boolean;
  toggle: (node: ChartNode) => void;
}

function StateItem({ node, ...props }: ChartProps & { node: ChartNode }) {
  const { prefix, active, isOpen, toggle } = props;
  const isActive = active.has(node.path);
  const open = isOpen(node);
  const listId = domId(prefix, node.path, 'states');
  return (
    <li aria-current={isActive ? 'true' : undefined}>
      <Group gap={6} wrap="wrap">
        {node.children.length > 0 ? (
          <UnstyledButton
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => toggle(node)}
            fw={isActive ? 700 : 400}
            fz="sm"
            px={4}
            style={{ minHeight: 24, minWidth: 24 }}
          >
            <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
            {node.key}
          </UnstyledButton>
        ) : (
          <Text span fz="sm" fw={isActive ? 700 : 400}>
            {node.key}
          </Text>
        )}
        {isActive && (
          <Badge size="xs" color="teal.9">
            active
          </Badge>
        )}
        {node.initial && (
          <Badge size="xs" variant="outline" color="gray.8">
            initial
          </Badge>
        )}
        {node.type === 'final' && (
          <Badge size="xs" variant="outline" color="grape.9">
            final
          </Badge>
        )}
        {node.type === 'parallel' && (
          <Badge size="xs" variant="outline" color="blue.9">
            parallel
          </Badge>
        )}
        {node.invokes.length > 0 && (
          <Text span fz="xs" c="dimmed">
            runs {node.invokes.join(', ')}
          </Text>
        )}
      </Group>
      {isActive && node.transitions.length > 0 && (
        <ul style={LIST_STYLE} aria-label={`Transitions from ${node.key}`}>
          {node.transitions.map((transition, index) => (
            <li key={index}>
              <Text span fz="xs">
                <Code>{transition.label}</Code>
                {transition.guard ? ` if ${transition.guard}` : ''}
                {' → '}
                {transition.targets.join(', ') || '(stays)'}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {node.children.length > 0 && (
        <ul id={listId} style={LIST_STYLE} hidden={!open} aria-label={`States in ${node.key}`}>
          {node.children.map((child) => (
            <StateItem key={child.path} node={child} {...props} />
          ))}
        </ul>
      )}
    </li>
  );
}

function Chart({ machineKey, snapshot }: { machineKey: string; snapshot: AnyMachineSnapshot }) {
  const chart = chartOf(snapshot.machine as AnyStateMachine);
  const active = activePaths(snapshot);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const small = countNodes(chart) <= 24;
  const isOpen = (node: ChartNode) => toggled[node.path] ?? (small || active.has(node.path));
  const toggle = (node: ChartNode) =>
    setToggled((current) => ({ ...current, [node.path]: !isOpen(node) }));
  return (
    <ul style={{ ...LIST_STYLE, paddingLeft: 0 }} aria-label={`States of ${chart.key}`}>
      {chart.children.map((child) => (
        <StateItem
          key={child.path}
          node={child}
          prefix={machineKey}
          active={active}
          isOpen={isOpen}
          toggle={toggle}
        />
      ))}
    </ul>
  );
}

function EventRow({
  machineId,
  machineKey,
  actor,
  snapshot,
  accepted,
}: {
  machineId: string;
  machineKey: string;
  actor: AnyActorRef;
  snapshot: AnyMachineSnapshot;
  accepted: AcceptedEvent;
}) {
  const examples = payloadExamples(machineId, accepted.type);
  const [text, setText] = useState(() =>
    examples[0] ? JSON.stringify(toJsonable(examples[0]), null, 1) : '',
  );
  const check = examples.length > 0 ? checkPayload(machineId, accepted.type, text) : null;
  const event = check ? (check.ok ? check.event : null) : { type: accepted.type };
  const verdict = event
    ? verdictOf(snapshot, event)
    : { accepted: false as const, reason: check && !check.ok ? check.reason : '' };
  const reasonId = domId(machineKey, accepted.type, 'why');
  const send = () => {
    if (!event || !verdict.accepted) return;
    markSentByInspector(event);
    actor.send(event);
  };
  return (
    <li>
      <Stack gap={4}>
        <Group gap={6}>
          <Code>{accepted.type}</Code>
          <Badge size="xs" color={verdict.accepted ? 'teal.9' : 'red.9'}>
            {verdict.accepted ? 'enabled' : 'refused'}
          </Badge>
          {accepted.guards.length > 0 && (
            <Text span fz="xs" c="dimmed">
              guards: {accepted.guards.join(', ')}
            </Text>
          )}
        </Group>
        {examples.length > 0 && (
          <Textarea
            label={`Payload of ${accepted.type}`}
            description={
              'A JSON object of its fields; a file is { "$file": { "name", "size", "type" } }'
            }
            autosize
            minRows={2}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={verdict.accepted ? undefined : verdict.reason}
          />
        )}
        {examples.length === 0 && !verdict.accepted && (
          <Text id={reasonId} fz="xs" c="red.9">
            {verdict.reason}
          </Text>
        )}
        <Group>
          <Button
            size="compact-xs"
            variant="light"
            disabled={!verdict.accepted}
            aria-describedby={examples.length === 0 && !verdict.accepted ? reasonId : undefined}
            onClick={send}
          >
            Send {accepted.type}
          </Button>
        </Group>
      </Stack>
    </li>
  );
}

/** The chart and the events of one running machine. */
export function MachineCockpit({
  id,
  machineKey,
  actor,
}: {
  id: string;
  machineKey: string;
  actor: AnyActorRef;
}) {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (!snapshot?.machine) return null;
  const events = acceptedEvents(snapshot);
  const chartTitle = domId(machineKey, 'chart');
  const eventsTitle = domId(machineKey, 'events');
  return (
    <Stack gap="xs" mt="xs">
      <section aria-labelledby={chartTitle}>
        <Title order={3} size="h6" id={chartTitle}>
          Chart of {id}
        </Title>
        <Chart machineKey={machineKey} snapshot={snapshot} />
      </section>
      <section aria-labelledby={eventsTitle}>
        <Title order={3} size="h6" id={eventsTitle}>
          What can happen now
        </Title>
        {events.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No event from outside moves this state (it waits for an actor or a timer).
          </Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ ...LIST_STYLE, paddingLeft: 0 }}>
            {events.map((accepted) => (
              <EventRow
                key={accepted.type}
                machineId={id}
                machineKey={machineKey}
                actor={actor}
                snapshot={snapshot}
                accepted={accepted}
              />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
