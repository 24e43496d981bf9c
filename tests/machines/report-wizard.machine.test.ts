// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  REPORT_SAVE_PAUSE_MS,
  type SaveReportInput,
  reportRetryDelay,
  reportWizardMachine,
} from '../../src/machines/report-wizard.machine';
import { REPORT_WORDS } from '../../src/domain/report-wizard';
import { LIBRARY_FILE, REPORT_ID, grantReport } from '../support/report-fixtures';
import type { GrantReport } from '../../src/api/schema.gen';

// The report wizard's rules with fake actors: what is sent and when, what is kept when a save
// fails, who may submit, and where a refusal leaves the report.

type Save = (input: SaveReportInput, saved: GrantReport) => Promise<GrantReport>;

/** The server: keeps the report, merges each save into it. */
function start(
  report: GrantReport = grantReport(),
  options: { save?: Save; submit?: (report: GrantReport) => Promise<GrantReport> } = {},
) {
  let stored = report;
  const saves: SaveReportInput[] = [];
  const merge = async (input: SaveReportInput) => {
    const answers = { ...stored.answers, ...input.answers };
    for (const key of Object.keys(answers)) if (answers[key] === '') delete answers[key];
    const documentLinks = { ...stored.documentLinks };
    for (const [key, url] of Object.entries(input.documents ?? {})) {
      if (url === null) delete documentLinks[key];
      else documentLinks[key] = { url, fileName: LIBRARY_FILE.fileName };
    }
    stored = { ...stored, answers, documentLinks, status: 'inProgress' };
    return stored;
  };
  const logic = reportWizardMachine.provide({
    actors: {
      loadReport: fromPromise(async () => stored),
      saveReport: fromPromise(async ({ input }: { input: SaveReportInput }) => {
        saves.push(input);
        return options.save ? options.save(input, await merge(input)) : merge(input);
      }),
      submitReport: fromPromise(async () => {
        if (options.submit) return options.submit(stored);
        stored = {
          ...stored,
          status: 'submitted',
          submittedAt: '2026-12-03T10:00:00Z',
          submittedBy: 'Sam Carter',
        };
        return stored;
      }),
    },
  });
  const actor = createActor(logic, { input: { reportId: REPORT_ID } });
  actor.start();
  return { actor, saves, stored: () => stored };
}

describe('report wizard machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the owner on the questions, a viewer read-only and a submitted report as submitted', async () => {
    const owner = start();
    await vi.waitFor(() =>
      expect(owner.actor.getSnapshot().matches({ editing: 'unchanged' })).toBe(true),
    );
    expect(owner.actor.getSnapshot().context.draft.answers).toEqual({
      progress: 'The hall has new LED fittings in the main room.',
    });
    const viewer = start(grantReport({ role: 'viewer' }));
    await vi.waitFor(() => expect(viewer.actor.getSnapshot().matches('readOnly')).toBe(true));
    expect(
      viewer.actor.getSnapshot().can({ type: 'answer.change', field: 'spending', value: 'x' }),
    ).toBe(false);
    const done = start(
      grantReport({
        status: 'submitted',
        submittedAt: '2026-12-01T10:00:00Z',
        submittedBy: 'Sam Carter',
      }),
    );
    await vi.waitFor(() => expect(done.actor.getSnapshot().matches('submitted')).toBe(true));
  });

  it('sends only what changed, after the pause, and says Saved', async () => {
    const { actor, saves } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'answer.change', field: 'spending', value: 'F' });
    actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await vi.advanceTimersByTimeAsync(REPORT_SAVE_PAUSE_MS - 1);
    expect(saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('saved')).toBe(true));
    expect(saves).toEqual([{ reportId: REPORT_ID, answers: { spending: 'Fittings' } }]);
  });

  it('saves at once when the answer loses the focus or the page is left', async () => {
    const { actor, saves } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings' });
    actor.send({ type: 'answer.blur' });
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    actor.send({ type: 'answer.change', field: 'challenges', value: 'Supply delays' });
    actor.send({ type: 'report.leave' });
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ reportId: REPORT_ID, answers: { challenges: 'Supply delays' } });
  });

  it('keeps what was typed while a save was on its way, and sends it next', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { actor, saves } = start(grantReport(), {
      save: async (_input, saved) => {
        if (saves.length === 1) await held;
        return saved;
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings' });
    actor.send({ type: 'answer.blur' });
    actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings and labour' });
    release();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'pausing' })).toBe(true));
    expect(actor.getSnapshot().context.draft.answers.spending).toBe('Fittings and labour');
    await vi.advanceTimersByTimeAsync(REPORT_SAVE_PAUSE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('saved')).toBe(true));
    expect(saves.map((save) => save.answers)).toEqual([
      { spending: 'Fittings' },
      { spending: 'Fittings and labour' },
    ]);
  });

  it('keeps the text when a save fails and sends it again after the wait', async () => {
    let offline = true;
    const { actor, saves } = start(grantReport(), {
      save: async (_input, saved) => {
        if (offline) throw new ApiError(0, null, 'Network error');
        return saved;
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings' });
    actor.send({ type: 'answer.blur' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('retrying')).toBe(true));
    expect(actor.getSnapshot().context.draft.answers.spending).toBe('Fittings');
    actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings, labour' });
    offline = false;
    await vi.advanceTimersByTimeAsync(reportRetryDelay(1));
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('saved')).toBe(true));
    expect(saves.at(-1)).toEqual({
      reportId: REPORT_ID,
      answers: { spending: 'Fittings, labour' },
    });
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('attaches and detaches a document at once', async () => {
    const { actor, saves, stored } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({
      type: 'document.attach',
      field: 'expenseSummary',
      url: LIBRARY_FILE.fileUrl,
      fileName: LIBRARY_FILE.fileName,
    });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('saved')).toBe(true));
    expect(stored().documentLinks.expenseSummary?.url).toBe(LIBRARY_FILE.fileUrl);
    actor.send({ type: 'document.detach', field: 'expenseSummary' });
    await vi.waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ reportId: REPORT_ID, documents: { expenseSummary: null } });
  });

  it('lets only the owner ask to submit, and only with everything saved', async () => {
    const editor = start(grantReport({ role: 'editor' }));
    await vi.waitFor(() => expect(editor.actor.getSnapshot().matches('editing')).toBe(true));
    expect(editor.actor.getSnapshot().can({ type: 'submit.ask' })).toBe(false);
    const owner = start();
    await vi.waitFor(() => expect(owner.actor.getSnapshot().matches('editing')).toBe(true));
    owner.actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings' });
    expect(owner.actor.getSnapshot().can({ type: 'submit.ask' })).toBe(false);
    await vi.advanceTimersByTimeAsync(REPORT_SAVE_PAUSE_MS);
    await vi.waitFor(() => expect(owner.actor.getSnapshot().hasTag('saved')).toBe(true));
    owner.actor.send({ type: 'submit.ask' });
    owner.actor.send({ type: 'submit.keep' });
    expect(owner.actor.getSnapshot().matches({ editing: 'saved' })).toBe(true);
    owner.actor.send({ type: 'submit.ask' });
    owner.actor.send({ type: 'submit.confirm' });
    await vi.waitFor(() => expect(owner.actor.getSnapshot().matches('submitted')).toBe(true));
    expect(owner.actor.getSnapshot().context.report?.submittedBy).toBe('Sam Carter');
  });

  it("shows a refusal's words by question and lets the owner answer and ask again", async () => {
    const refusal = new ApiError(422, {
      status: 422,
      message: 'Some answers or documents are missing',
      errors: {
        spending: 'This question needs an answer.',
        expenseSummary: 'This document is required.',
      },
    });
    const { actor } = start(grantReport(), {
      submit: async () => {
        throw refusal;
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'submit.ask' });
    actor.send({ type: 'submit.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'refused' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'Some answers or documents are missing',
      errors: { spending: 'This question needs an answer.' },
    });
    actor.send({ type: 'answer.change', field: 'spending', value: 'Fittings' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('says its own words when a refusal has none, and reads a report submitted meanwhile again', async () => {
    const failing = start(grantReport(), {
      submit: async () => {
        throw new Error('offline');
      },
    });
    await vi.waitFor(() => expect(failing.actor.getSnapshot().matches('editing')).toBe(true));
    failing.actor.send({ type: 'submit.ask' });
    failing.actor.send({ type: 'submit.confirm' });
    await vi.waitFor(() =>
      expect(failing.actor.getSnapshot().context.failure).toBe(REPORT_WORDS.submitFailed),
    );

    const closed = start(grantReport(), {
      save: async () => {
        throw new ApiError(409, {
          status: 409,
          message: 'This report has already been submitted.',
        });
      },
    });
    await vi.waitFor(() => expect(closed.actor.getSnapshot().matches('editing')).toBe(true));
    closed.actor.send({ type: 'answer.change', field: 'spending', value: 'x' });
    closed.actor.send({ type: 'answer.blur' });
    await vi.waitFor(() =>
      expect(closed.actor.getSnapshot().matches({ editing: 'unchanged' })).toBe(true),
    );
    // Read again: the server's report (the text the server refused is not kept as saved).
    expect(closed.saves).toHaveLength(1);
  });

  it('says why a report could not be read, and reads it again on Try again', async () => {
    let missing = true;
    const logic = reportWizardMachine.provide({
      actors: {
        loadReport: fromPromise(async () => {
          if (missing) throw new ApiError(404, { status: 404, message: 'Grant report not found' });
          return grantReport();
        }),
      },
    });
    const actor = createActor(logic, { input: { reportId: REPORT_ID } });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loadFailed')).toBe(true));
    expect(actor.getSnapshot().context.failure).toBe('Grant report not found');
    missing = false;
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
  });
});
