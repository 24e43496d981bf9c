// The inspector's log of what the machines received, with a filter by machine, Clear, and the two
// ways to turn the session into a test: "Copy as test steps" and "Copy as model path".
import { Button, Code, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { asModelPaths, asTestSteps, modelPathText } from './session-format';
import { type LogEntry, clearLog, logEntries, loggedMachine, subscribeLog } from './session-log';

const ALL = 'all';

const time = (ms: number) => {
  const date = new Date(ms);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
};

function payloadText(entry: LogEntry): string {
  const { type: _type, ...payload } = entry.event;
  const text = Object.keys(payload).length > 0 ? JSON.stringify(payload) : '';
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

function EntryItem({ entry }: { entry: LogEntry }) {
  const payload = payloadText(entry);
  return (
    <li>
      <Text fz="xs">
        <time dateTime={new Date(entry.time).toISOString()}>{time(entry.time)}</time>{' '}
        <strong>{entry.machine}</strong> {entry.kind === 'start' && <>started in {entry.after}</>}
        {entry.kind === 'stop' && <>stopped in {entry.before}</>}
        {entry.kind === 'event' && (
          <>
            <Code>{entry.event.type}</Code> from {entry.source}: {entry.before} → {entry.after}
          </>
        )}
        {entry.started.length > 0 && <> · started {entry.started.join(', ')}</>}
        {entry.stopped.length > 0 && <> · stopped {entry.stopped.join(', ')}</>}
      </Text>
      {payload && (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {payload}
        </Text>
      )}
    </li>
  );
}

export function SessionLogView() {
  const entries = useSyncExternalStore(subscribeLog, logEntries, logEntries);
  const [machine, setMachine] = useState(ALL);
  const [copied, setCopied] = useState<{ what: string; text: string; status: string } | null>(null);
  const names = [...new Set(entries.map((entry) => entry.machine))].sort();
  const shown = machine === ALL ? entries : entries.filter((entry) => entry.machine === machine);

  const copy = async (what: string, text: string) => {
    setCopied({ what, text, status: '' });
    let status = 'Copied to the clipboard.';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      status = 'The browser did not allow copying: select the text below and copy it.';
    }
    setCopied({ what, text, status });
  };

  return (
    <Stack gap="xs">
      <Group align="end" gap="xs">
        <NativeSelect
          label="Machine"
          size="xs"
          value={machine}
          onChange={(event) => setMachine(event.currentTarget.value)}
          data={[
            { value: ALL, label: 'All machines' },
            ...names.map((name) => ({ value: name, label: name })),
          ]}
        />
        <Button
          size="xs"
          variant="default"
          disabled={shown.length === 0}
          onClick={() => void copy('test steps', asTestSteps(shown, loggedMachine))}
        >
          Copy as test steps
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={shown.length === 0}
          onClick={() => void copy('model path', modelPathText(asModelPaths(shown, loggedMachine)))}
        >
          Copy as model path
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red.9"
          disabled={entries.length === 0}
          onClick={() => {
            clearLog();
            setCopied(null);
          }}
        >
          Clear log
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing logged yet: the log records every event the running machines receive from now on,
          with the inspector open or closed.
        </Text>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label="Logged events"
          style={{ maxHeight: 320, overflowY: 'auto' }}
        >
          <Stack component="ol" gap={4} style={{ margin: 0, paddingLeft: 20 }}>
            {shown.map((entry) => (
              <EntryItem key={entry.seq} entry={entry} />
            ))}
          </Stack>
        </div>
      )}
      {copied && (
        <>
          <Text fz="sm" role="status">
            {copied.status}
          </Text>
          <Textarea
            label={`Copied ${copied.what}`}
            readOnly
            autosize
            minRows={3}
            maxRows={12}
            value={copied.text}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          />
        </>
      )}
    </Stack>
  );
}
