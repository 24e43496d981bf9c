import { assign, setup } from 'xstate';
import { LIBRARY_MESSAGES, failureMessage } from '../domain/library-messages';

import { notProvided } from './not-provided';
import type { Resource } from '../api/schema.gen';

// The document preview (/resources/{file}).

export type PreviewEvent = { type: 'preview.retry' };

export interface PreviewContext {
  fileId: string;
  resource: Resource | null;
  content: Blob | null;
  error: string | null;
}

/**
 * The document preview: find the file among the user's resources (not found -> back to the
 * library), then fetch its bytes through the API so the frame can show them.
 */
export const previewMachine = setup({
  types: {
    context: {} as PreviewContext,
    events: {} as PreviewEvent,
    input: {} as { fileId: string },
  },
  actors: {
    findResource: notProvided<Resource | null, { id: string }>('findResource'),
    loadContent: notProvided<Blob, { id: string }>('loadContent'),
  },
  guards: {
    isFound: ({ event }) =>
      'output' in event && event.output !== null && typeof event.output === 'object',
  },
}).createMachine({
  id: 'preview',
  context: ({ input }) => ({ fileId: input.fileId, resource: null, content: null, error: null }),
  initial: 'finding',
  states: {
    finding: {
      meta: { description: 'The document is being looked up among your files' },
      invoke: {
        id: 'findResource',
        src: 'findResource',
        input: ({ context }) => ({ id: context.fileId }),
        onDone: [
          {
            guard: 'isFound',
            target: 'loadingContent',
            actions: assign({ resource: ({ event }) => event.output }),
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              failureMessage(event.error, LIBRARY_MESSAGES.fetchResourcesFailed),
          }),
        },
      },
    },
    loadingContent: {
      meta: { description: "The document's header shows while its content loads" },
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({ id: context.fileId }),
        onDone: { target: 'showing', actions: assign({ content: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              failureMessage(event.error, LIBRARY_MESSAGES.fetchResourcesFailed),
          }),
        },
      },
    },
    showing: {
      meta: { description: 'The document shows in a sandboxed frame' },
    },
    notFound: {
      meta: { description: 'The file is not among your resources: back to the library' },
      type: 'final',
    },
    failed: {
      meta: { description: 'The document could not be loaded; Try again is offered' },
      on: { 'preview.retry': { target: 'finding', actions: assign({ error: null }) } },
    },
  },
});
