import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';

import { type PreviewContext, previewMachine } from '../../src/machines/preview.machine';
import { PreviewScreen } from '../../src/screens/library/preview-screen';
import {
  coveringPaths,
  deferredActors,
  describePath,
  modelPaths,
  replayPath,
  stateKey,
  withoutPrefixes,
} from '../support/model';
import { renderScreen } from '../support/render';
import type { Resource } from '../../src/api/schema.gen';

// The document preview (/resources/{file}), replayed against its page: found and shown, not
// among the user's files (back to the library), and both loads failing with Try again.

const RESOURCE = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002',
  fileName: 'chart.svg',
  folderName: 'uploads',
  fileType: 'svg',
  fileUrl: '/api/v1/files/aaaaaaaa-aaaa-4aaa-8aaa-000000000002/content',
  size: 2048,
  appUse: false,
  createdAt: '2026-06-01T12:00:00.000Z',
} as Resource;
const CONTENT = new Blob(['<svg/>'], { type: 'image/svg+xml' });
const FAILURE = Object.assign(new Error('Server unavailable'), {
  serverMessage: 'Server unavailable',
});

const EVENTS = [
  { type: 'xstate.done.actor.findResource', output: RESOURCE },
  { type: 'xstate.done.actor.findResource', output: null },
  { type: 'xstate.error.actor.findResource', error: FAILURE },
  { type: 'xstate.done.actor.loadContent', output: CONTENT },
  { type: 'xstate.error.actor.loadContent', error: FAILURE },
  { type: 'preview.retry' },
] as EventObject[];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PreviewContext;
const paths = modelPaths(previewMachine, {
  input: { fileId: RESOURCE.id },
  events: EVENTS,
  serializeState: (snapshot) => {
    const c = ctx(snapshot as AnyMachineSnapshot);
    return JSON.stringify([stateKey(snapshot as AnyMachineSnapshot), c.resource?.id, c.error]);
  },
});
const selected = coveringPaths(paths, EVENTS);

// A path that another one starts with is replayed as that one's first steps (withoutPrefixes).
const replayed = withoutPrefixes(selected, (path) => path);

describe('preview model', () => {
  it.each(replayed.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const fakes = deferredActors(['findResource', 'loadContent'] as const);
      const user = userEvent.setup({ delay: null });
      const { router } = await renderScreen(
        <PreviewScreen
          logic={previewMachine.provide({ actors: fakes.actors })}
          fileId={RESOURCE.id}
        />,
        { path: `/resources/${RESOURCE.id}` },
      );
      const settle = async (name: 'findResource' | 'loadContent', event: EventObject) => {
        const { output, error } = event as EventObject & { output?: unknown; error?: unknown };
        await act(async () => (error ? fakes.reject(name, error) : fakes.resolve(name, output)));
      };

      await replayPath(path, {
        events: {
          'xstate.done.actor.findResource': (event) => settle('findResource', event),
          'xstate.error.actor.findResource': (event) => settle('findResource', event),
          'xstate.done.actor.loadContent': (event) => settle('loadContent', event),
          'xstate.error.actor.loadContent': (event) => settle('loadContent', event),
          'preview.retry': async () => {
            await user.click(screen.getByRole('button', { name: 'Try again' }));
          },
        },
        states: {
          finding: () => {
            expect(screen.getByRole('status')).toHaveTextContent('Loading document...');
            expect(fakes.isRunning('findResource')).toBe(true);
          },
          loadingContent: () => {
            expect(screen.getByRole('heading', { level: 1, name: 'chart' })).toBeVisible();
            expect(screen.getByRole('status')).toHaveTextContent('Loading document...');
            expect(fakes.inputsOf('loadContent').at(-1)).toEqual({ id: RESOURCE.id });
          },
          showing: async () => {
            const frame = await screen.findByTitle('chart.svg');
            expect(frame).toHaveAttribute('sandbox', '');
            expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
          },
          notFound: async () => {
            await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
          },
          failed: (snapshot) => {
            expect(screen.getByText('The document could not be loaded')).toBeVisible();
            expect(screen.getByText(ctx(snapshot).error ?? '')).toBeVisible();
            expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
          },
        },
      });
    },
  );
});
