import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandLinkedin, IconListCheck, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ComponentProps, type FormEvent, Suspense, useState } from 'react';
import { chunk } from '../../lib/chunk';
import { useMounted } from '../../lib/use-mounted';
import { ChunkErrorBoundary } from '../shared/chunk-error-boundary';
import type { LinkedinDialog as Dialog } from './linkedin-dialog';
import { linkedinUrlError, normalizeLinkedinUrl } from '../../domain/linkedin';
import { useMutation } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/auth-context';
import { writeError } from '../../lib/server-data';
import type { DashboardWrites } from './dashboard-api';

const SAVE_WORDS = {
  success: 'LinkedIn profile saved',
  failure: 'Failed to save your LinkedIn profile',
  failureShows: 'inline',
} as const;

const linkedinDialog = chunk(() => import('./linkedin-dialog'));
const preloadDialog = () => void linkedinDialog.load().catch(() => undefined);

// It mounts shut and opens in the next render: Mantine's dialog notes the element to give focus
// back to when it opens, never on its mount (keyboard.spec.ts).
function LinkedinDialog(props: ComponentProps<typeof Dialog>) {
  const { LinkedinDialog: Loaded } = linkedinDialog.useLoaded();
  const mounted = useMounted();
  return <Loaded {...props} opened={mounted && props.opened} />;
}

const USER_TYPES = ['Individual', 'Veteran', 'Pro User'] as const;

/** Profile level (fixed: SILVER, level 1) and the three profile actions. */
export function ProfileBanner({ saveLinkedinUrl }: Pick<DashboardWrites, 'saveLinkedinUrl'>) {
  const user = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // The session's user is the write's answer (its wiring tells the session): the button's words
  // and the next edit show what the server stored.
  const save = useMutation({ ...saveLinkedinUrl, meta: { words: SAVE_WORDS } });
  const hasLinkedin = Boolean(user?.linkedinUrl);
  // The dialog's code loads when it first opens (fetched ahead as a hand nears its button), then
  // it stays mounted, so it closes with its transition.
  const mounted = linkedinDialog.useReady(opened);

  const start = () => {
    setValue(user?.linkedinUrl ?? '');
    setProblem(undefined);
    save.reset();
    open();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = linkedinUrlError(value);
    setProblem(found);
    if (found) return;
    save.mutate(normalizeLinkedinUrl(value), { onSuccess: close });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-level">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4" id="profile-level">
              SILVER
            </Title>
            <Badge variant="light" color="gray" c="dark.7">
              Level 1
            </Badge>
          </Group>
          <Group gap="xs" aria-label="User types">
            {USER_TYPES.map((type) => (
              <Badge key={type} variant="outline" color="indigo" c="indigo.9">
                {type}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconBrandLinkedin size={18} />}
            onClick={start}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
          >
            {hasLinkedin ? 'Edit LinkedIn' : 'Add LinkedIn'}
          </Button>
          <Button
            variant="light"
            leftSection={<IconUserCircle size={18} />}
            renderRoot={(props) => <Link {...props} to="/" search={{ card: 'company' }} />}
          >
            Complete Profile
          </Button>
          <Button
            variant="light"
            leftSection={<IconListCheck size={18} />}
            renderRoot={(props) => <Link {...props} to="/" hash="my-missions-heading" />}
          >
            View Missions
          </Button>
        </Group>
      </Group>
      {mounted && (
        <ChunkErrorBoundary what="The LinkedIn form" retry={linkedinDialog.load}>
          <Suspense fallback={null}>
            <LinkedinDialog
              opened={opened}
              onClose={close}
              value={value}
              onValueChange={(next) => {
                setValue(next);
                setProblem(undefined);
                save.reset();
              }}
              error={problem ?? writeError(save, SAVE_WORDS)}
              saving={save.isPending}
              onSubmit={submit}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </Paper>
  );
}
