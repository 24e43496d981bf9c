// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type StateValue, createActor, fromPromise, waitFor } from 'xstate';
import { EMPTY_ANSWERS } from '../../src/domain/application';
import { FORM_STEPS, type FormStep } from '../../src/domain/application-steps';
import type { ApplicationDraft } from '../../src/domain/application-draft';
import {
  type ApplicationWizardInput,
  WIZARD_STEPS,
  applicationWizardMachine,
  selectStep,
} from '../../src/machines/application-wizard.machine';
import { GRANT_ID, TABLE_ANSWERS, USER_ID, VALID_ANSWERS } from '../unit/application-fixtures';
import type { Grant, GrantApplication, Resource, User } from '../../src/api/schema.gen';

const GRANT = {
  id: GRANT_ID,
  title: 'Community Food Resilience Grant',
  fundingSize: 75000,
} as Grant;

const USER = { id: USER_ID, firstName: 'Demo', lastName: 'User', email: 'demo@grantwise.app' };

interface Fakes {
  uploadDocument?: (input: { section: string; file: File }) => Promise<{ url: string }>;
  loadLibrary?: () => Promise<Resource[]>;
  submitApplication?: (input: unknown) => Promise<GrantApplication>;
  saveAnswers?: (input: unknown) => Promise<User>;
}

function start(fakes: Fakes = {}, input: Partial<ApplicationWizardInput> = {}) {
  const saveDraft = vi.fn();
  const clearDraft = vi.fn();
  const submitted = vi.fn();
  const machine = applicationWizardMachine.provide({
    actors: {
      uploadDocument: fromPromise(({ input }) =>
        (fakes.uploadDocument ?? (async () => ({ url: '/api/v1/files/x/content' })))(input),
      ),
      loadLibrary: fromPromise(fakes.loadLibrary ?? (async () => [])),
      submitApplication: fromPromise(({ input }) => {
        submitted(input);
        return (fakes.submitApplication ?? (async () => ({ id: 'app-1' }) as GrantApplication))(
          input,
        );
      }),
      saveAnswers: fromPromise(({ input }) =>
        (fakes.saveAnswers ?? (async () => ({ ...USER, savedAnswers: null }) as User))(input),
      ),
    },
    actions: {
      saveDraft: (_, params) => saveDraft(params.draft),
      clearDraft: (_, params) => clearDraft(params),
    },
  });
  const actor = createActor(machine, {
    input: { grant: GRANT, user: USER, draft: null, ...input },
  }).start();
  return { actor, saveDraft, clearDraft, submitted };
}

type Actor = ReturnType<typeof start>['actor'];

const matches = (actor: Actor, state: unknown) => actor.getSnapshot().matches(state as never);
const value = (actor: Actor) => actor.getSnapshot().value;
const settle = (actor: Actor, state: string) => waitFor(actor, (s) => s.matches(state as never));

/** Types every answer of a step through change events. */
function fill(actor: Actor, step: Exclude<FormStep, 'documents'>) {
  for (const [field, value] of Object.entries(VALID_ANSWERS[step])) {
    actor.send({ type: 'answer.change', step, field, value } as never);
  }
}

/** Chooses each section's document from the library, as From library does. */
async function chooseAllDocuments(actor: Actor) {
  for (const [section, answer] of Object.entries(VALID_ANSWERS.documents)) {
    actor.send({ type: 'library.open', section: section as never });
    await settle(actor, 'documents.editing.library.showing');
    actor.send({
      type: 'document.choose',
      section: section as never,
      url: answer!.url,
      fileName: answer!.fileName,
    });
  }
}

async function toReview(actor: Actor) {
  await settle(actor, 'commission');
  actor.send({ type: 'commission.acknowledge' });
  for (const step of FORM_STEPS) {
    if (step === 'documents') await chooseAllDocuments(actor);
    else fill(actor, step);
    actor.send({ type: 'step.confirm' });
    expect(matches(actor, { [step]: 'confirmed' })).toBe(true);
    actor.send({ type: 'step.next' });
  }
  expect(matches(actor, { review: 'ready' })).toBe(true);
}

describe('application wizard machine', () => {
  it('opens on the grant it is given and asks for the commission acknowledgement (step 1)', () => {
    const { actor } = start();
    expect(value(actor)).toBe('commission');
    expect(actor.getSnapshot().context.grant).toEqual(GRANT);
    expect(actor.getSnapshot().context.grantId).toBe(GRANT_ID);
    expect(actor.getSnapshot().context.answers.contact).toEqual({
      fullName: 'Demo User',
      email: 'demo@grantwise.app',
      phoneNumber: '',
      location: '',
    });
  });

  it('Acknowledge records the acknowledgement and advances to step 2', async () => {
    const { actor, saveDraft } = start();
    await settle(actor, 'commission');
    actor.send({ type: 'commission.acknowledge' });
    expect(matches(actor, { contact: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.commissionAcknowledged).toBe(true);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(saveDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ step: 'contact', commissionAcknowledged: true }),
    );
  });

  it('Confirm with errors stays in editing and shows every message; editing a field clears its message', async () => {
    const { actor } = start({}, { user: { ...USER, firstName: '', lastName: '', email: '' } });
    await settle(actor, 'commission');
    actor.send({ type: 'commission.acknowledge' });
    actor.send({ type: 'step.confirm' });
    expect(matches(actor, { contact: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.errors.contact).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      phoneNumber: 'Phone number is required',
      location: 'Location is required',
    });
    actor.send({ type: 'answer.change', step: 'contact', field: 'email', value: 'x' });
    expect(actor.getSnapshot().context.errors.contact.email).toBeUndefined();
    // A change for another step is not this step's business.
    actor.send({ type: 'answer.change', step: 'project', field: 'projectTitle', value: 'X' });
    expect(actor.getSnapshot().context.answers.project.projectTitle).toBe('');
  });

  it.each(FORM_STEPS.filter((s) => s !== 'documents'))(
    '%s: Confirm shows the review, Edit returns with every entry kept, Next advances',
    async (step) => {
      const { actor } = start();
      await toReview(actor);
      actor.send({ type: 'review.edit', step });
      expect(matches(actor, { [step]: 'editing' })).toBe(true);
      actor.send({ type: 'step.confirm' });
      expect(matches(actor, { [step]: 'confirmed' })).toBe(true);
      expect(actor.getSnapshot().hasTag('review')).toBe(true);
      actor.send({ type: 'step.edit' });
      expect(matches(actor, { [step]: 'editing' })).toBe(true);
      expect(actor.getSnapshot().context.answers[step]).toEqual(VALID_ANSWERS[step]);
      actor.send({ type: 'step.confirm' });
      // Coming from the review, Next goes back to it.
      actor.send({ type: 'step.next' });
      expect(matches(actor, { review: 'ready' })).toBe(true);
    },
  );

  it('walks 2, 3, 4, 5, 7, 8 to the review (step 9) in order', async () => {
    const { actor } = start();
    await settle(actor, 'commission');
    actor.send({ type: 'commission.acknowledge' });
    const seen: string[] = [];
    for (const step of FORM_STEPS) {
      seen.push(Object.keys(value(actor) as object)[0]!);
      if (step === 'documents') await chooseAllDocuments(actor);
      else fill(actor, step);
      actor.send({ type: 'step.confirm' });
      actor.send({ type: 'step.next' });
    }
    expect(seen).toEqual(['contact', 'project', 'budget', 'documents', 'scope', 'final']);
    expect(matches(actor, 'review')).toBe(true);
  });

  it('Reset goes back to step 1 from editing and from the review state, keeping the answers', async () => {
    const { actor } = start();
    await settle(actor, 'commission');
    actor.send({ type: 'commission.acknowledge' });
    fill(actor, 'contact');
    actor.send({ type: 'step.reset' });
    expect(value(actor)).toBe('commission');
    actor.send({ type: 'commission.acknowledge' });
    actor.send({ type: 'step.confirm' });
    actor.send({ type: 'step.reset' });
    expect(value(actor)).toBe('commission');
    expect(actor.getSnapshot().context.answers.contact).toEqual(VALID_ANSWERS.contact);
  });

  describe('step 5 documents', () => {
    async function atDocuments(fakes: Fakes = {}) {
      const started = start(fakes, {
        draft: {
          version: 1,
          userId: USER_ID,
          grantId: GRANT_ID,
          step: 'documents',
          commissionAcknowledged: true,
          answers: { ...VALID_ANSWERS, documents: EMPTY_ANSWERS.documents },
          savedAt: '2030-01-01T00:00:00Z',
        },
      });
      await settle(started.actor, 'draftFound');
      started.actor.send({ type: 'draft.resume' });
      expect(matches(started.actor, { documents: 'editing' })).toBe(true);
      return started;
    }
    const file = (name = 'resumes-key-staff.pdf', body = 'pdf') =>
      new File([body], name, { type: 'application/pdf' });

    it('needs the four documents', async () => {
      const { actor } = await atDocuments();
      actor.send({ type: 'step.confirm' });
      expect(actor.getSnapshot().context.errors.documents).toEqual({
        resumes: 'Resumes is required',
        lettersCommitment: 'Letters is required',
        organizationalChart: 'Chart is required',
        auditedStatement: 'Statements is required',
      });
    });

    it('uploads a file, busy meanwhile, and stores its url and name', async () => {
      let release!: (value: { url: string }) => void;
      const upload = vi.fn(
        (_input: { section: string; file: File }) =>
          new Promise<{ url: string }>((resolve) => (release = resolve)),
      );
      const { actor } = await atDocuments({ uploadDocument: upload });
      actor.send({ type: 'step.confirm' });
      actor.send({ type: 'document.upload', section: 'resumes', file: file() });
      expect(matches(actor, { documents: 'uploading' })).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().context.upload).toEqual({
        section: 'resumes',
        fileName: 'resumes-key-staff.pdf',
        size: file().size,
      });
      // Nothing else happens while uploading.
      expect(actor.getSnapshot().can({ type: 'step.confirm' })).toBe(false);
      expect(
        actor
          .getSnapshot()
          .can({ type: 'document.upload', section: 'chart' as never, file: file() }),
      ).toBe(false);
      expect(upload).toHaveBeenCalledWith(expect.objectContaining({ section: 'resumes' }));
      release({ url: '/api/v1/files/r/content' });
      await settle(actor, 'documents.editing');
      // The size too: the printed copy lists it (issue 48).
      expect(actor.getSnapshot().context.answers.documents.resumes).toEqual({
        url: '/api/v1/files/r/content',
        fileName: 'resumes-key-staff.pdf',
        size: file().size,
      });
      expect(actor.getSnapshot().context.errors.documents.resumes).toBeUndefined();
      expect(actor.getSnapshot().context.errors.documents.lettersCommitment).toBe(
        'Letters is required',
      );
    });

    it('an upload failure shows its message under the section and keeps everything else', async () => {
      const { actor } = await atDocuments({
        uploadDocument: async () => {
          throw new Error('File must be at most 10MB');
        },
      });
      await chooseAllDocuments(actor);
      actor.send({ type: 'document.upload', section: 'auditedStatement', file: file('big.pdf') });
      await settle(actor, 'documents.editing');
      const { context } = actor.getSnapshot();
      expect(context.documentErrors).toEqual({
        auditedStatement: 'Failed to upload file. Please try again.',
      });
      expect(context.answers.documents).toEqual(VALID_ANSWERS.documents);
      expect(context.upload).toBeNull();
    });

    it('From library reads the library in the step; a failure can be retried; closing keeps the answers', async () => {
      const listing = [{ id: 'd1', fileName: 'cv.pdf', fileUrl: '/api/v1/files/d1/content' }];
      let reads = 0;
      const { actor, saveDraft } = await atDocuments({
        loadLibrary: async () => {
          reads += 1;
          if (reads === 1) throw new Error('offline');
          return listing as Resource[];
        },
      });
      // Nothing is read until the user asks.
      expect(reads).toBe(0);
      // Confirm and uploads belong to the sections, not to the open picker.
      expect(actor.getSnapshot().can({ type: 'library.open', section: 'resumes' })).toBe(true);
      actor.send({ type: 'library.open', section: 'resumes' });
      expect(actor.getSnapshot().context.library).toEqual({ section: 'resumes', documents: [] });
      expect(actor.getSnapshot().can({ type: 'step.confirm' })).toBe(false);
      await settle(actor, 'documents.editing.library.failed');
      actor.send({ type: 'library.retry' });
      await settle(actor, 'documents.editing.library.showing');
      expect(actor.getSnapshot().context.library).toEqual({
        section: 'resumes',
        documents: listing,
      });
      actor.send({ type: 'library.close' });
      expect(matches(actor, { documents: { editing: 'sections' } })).toBe(true);
      expect(actor.getSnapshot().context.library).toBeNull();
      expect(actor.getSnapshot().context.answers.documents.resumes).toBeNull();
      // Choosing fills the section, closes the picker and saves the draft.
      actor.send({ type: 'library.open', section: 'resumes' });
      await settle(actor, 'documents.editing.library.showing');
      saveDraft.mockClear();
      actor.send({ type: 'document.choose', section: 'resumes', url: '/u', fileName: 'cv.pdf' });
      expect(matches(actor, { documents: { editing: 'sections' } })).toBe(true);
      expect(actor.getSnapshot().context.answers.documents.resumes).toEqual({
        url: '/u',
        fileName: 'cv.pdf',
      });
      expect(saveDraft).toHaveBeenCalledWith(
        expect.objectContaining({ step: 'documents', answers: expect.anything() }),
      );
      expect(reads).toBe(3);
    });

    it('an empty or failed file selection shows the selection message', async () => {
      const { actor } = await atDocuments();
      actor.send({ type: 'document.upload', section: 'resumes', file: file('empty.pdf', '') });
      expect(matches(actor, { documents: 'editing' })).toBe(true);
      actor.send({ type: 'document.selectFailed', section: 'organizationalChart' });
      expect(actor.getSnapshot().context.documentErrors).toEqual({
        resumes: 'Failed to select file. Please try again.',
        organizationalChart: 'Failed to select file. Please try again.',
      });
      // Choosing a library document clears the message.
      actor.send({ type: 'library.open', section: 'resumes' });
      await settle(actor, 'documents.editing.library.showing');
      actor.send({ type: 'document.choose', section: 'resumes', url: '/u', fileName: 'cv.pdf' });
      expect(actor.getSnapshot().context.documentErrors.resumes).toBeUndefined();
    });
  });

  describe('step 9 review and submit', () => {
    it('sends the whole payload, then completes (step 10) and clears the draft', async () => {
      const { actor, submitted, clearDraft } = start();
      await toReview(actor);
      actor.send({ type: 'application.submit' });
      expect(matches(actor, { review: 'submitting' })).toBe(true);
      await settle(actor, 'submitted');
      expect(submitted).toHaveBeenCalledWith(
        expect.objectContaining({
          userId: USER_ID,
          grantId: GRANT_ID,
          fullName: 'Maria Lopez',
          projectValue: 100000,
          targetAudience: 'Low-Income Communities,Children',
          commissionAcknowledged: true,
        }),
      );
      expect(actor.getSnapshot().context.application).toEqual({ id: 'app-1' });
      expect(clearDraft).toHaveBeenCalledWith({ userId: USER_ID, grantId: GRANT_ID });
      expect(actor.getSnapshot().context.changed).toBe(false);
    });

    it('a submit failure keeps every answer and allows another try', async () => {
      let fail = true;
      const { actor } = start({
        submitApplication: async () => {
          if (fail)
            throw Object.assign(new Error('Validation failed'), {
              errors: { grantId: 'grantNotFound' },
            });
          return { id: 'app-2' } as GrantApplication;
        },
      });
      await toReview(actor);
      actor.send({ type: 'application.submit' });
      await settle(actor, 'review.failed');
      expect(actor.getSnapshot().context.submitError).toBe('grantNotFound');
      expect(actor.getSnapshot().context.answers).toEqual(VALID_ANSWERS);
      fail = false;
      actor.send({ type: 'application.submit' });
      await settle(actor, 'submitted');
    });

    it('Edit from a failed submit goes to that step and back to the review', async () => {
      const { actor } = start({
        submitApplication: async () => {
          throw new Error('offline');
        },
      });
      await toReview(actor);
      actor.send({ type: 'application.submit' });
      await settle(actor, 'review.failed');
      expect(actor.getSnapshot().context.submitError).toBe('offline');
      actor.send({ type: 'review.edit', step: 'documents' });
      expect(matches(actor, { documents: 'editing' })).toBe(true);
      actor.send({ type: 'step.confirm' });
      actor.send({ type: 'step.next' });
      expect(matches(actor, { review: 'ready' })).toBe(true);
    });

    it('an incomplete application (e.g. a damaged draft) goes to the first step with an error', async () => {
      const draft: ApplicationDraft = {
        version: 1,
        userId: USER_ID,
        grantId: GRANT_ID,
        step: 'review',
        commissionAcknowledged: true,
        answers: { ...VALID_ANSWERS, project: { ...VALID_ANSWERS.project, objective: '' } },
        savedAt: '2030-01-01T00:00:00Z',
      };
      const { actor, submitted } = start({}, { draft });
      await settle(actor, 'draftFound');
      actor.send({ type: 'draft.resume' });
      expect(matches(actor, { review: 'ready' })).toBe(true);
      actor.send({ type: 'application.submit' });
      expect(matches(actor, { project: 'editing' })).toBe(true);
      expect(actor.getSnapshot().context.errors.project).toEqual({
        objective: 'Objective is required',
      });
      expect(submitted).not.toHaveBeenCalled();
    });

    it('without the acknowledgement it returns to step 1', async () => {
      const draft: ApplicationDraft = {
        version: 1,
        userId: USER_ID,
        grantId: GRANT_ID,
        step: 'review',
        commissionAcknowledged: false,
        answers: VALID_ANSWERS,
        savedAt: '2030-01-01T00:00:00Z',
      };
      const { actor } = start({}, { draft });
      await settle(actor, 'draftFound');
      actor.send({ type: 'draft.resume' });
      actor.send({ type: 'application.submit' });
      expect(value(actor)).toBe('commission');
    });
  });

  describe('step 10', () => {
    it('Yes, Save Answers saves the contact answers to the profile and finishes', async () => {
      const saved = vi.fn(async () => ({ ...USER, savedAnswers: null }) as User);
      const { actor } = start({ saveAnswers: saved });
      await toReview(actor);
      actor.send({ type: 'application.submit' });
      await settle(actor, 'submitted.asking');
      actor.send({ type: 'answers.save' });
      expect(matches(actor, { submitted: 'savingAnswers' })).toBe(true);
      await settle(actor, 'finished');
      expect(saved).toHaveBeenCalledWith({
        savedAnswers: {
          fullName: 'Maria Lopez',
          email: 'maria.lopez@example.com',
          phoneNumber: '+1 512 555 0142',
          location: 'Austin, TX',
        },
      });
      expect(actor.getSnapshot().context.savedUser).toMatchObject({ id: USER_ID });
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('a failed save shows its message and still lets the user go', async () => {
      const { actor } = start({
        saveAnswers: async () => {
          throw new Error('Server down');
        },
      });
      await toReview(actor);
      actor.send({ type: 'application.submit' });
      await settle(actor, 'submitted.asking');
      actor.send({ type: 'answers.save' });
      await settle(actor, 'submitted.saveFailed');
      expect(actor.getSnapshot().context.saveAnswersError).toBe('Server down');
      actor.send({ type: 'answers.skip' });
      expect(value(actor)).toBe('finished');
    });

    it('No, Change Answers Later finishes without saving', async () => {
      const saved = vi.fn();
      const { actor } = start({ saveAnswers: saved });
      await toReview(actor);
      actor.send({ type: 'application.submit' });
      await settle(actor, 'submitted.asking');
      actor.send({ type: 'answers.skip' });
      expect(value(actor)).toBe('finished');
      expect(saved).not.toHaveBeenCalled();
    });
  });

  describe('the local draft', () => {
    const draftAt = (step: ApplicationDraft['step']): ApplicationDraft => ({
      version: 1,
      userId: USER_ID,
      grantId: GRANT_ID,
      step,
      commissionAcknowledged: true,
      answers: VALID_ANSWERS,
      savedAt: '2030-01-01T00:00:00Z',
    });

    it.each(['commission', ...FORM_STEPS] as const)(
      'is offered and resumes at %s with every answer',
      async (step) => {
        const { actor } = start({}, { draft: draftAt(step) });
        await settle(actor, 'draftFound');
        actor.send({ type: 'draft.resume' });
        const expected = step === 'commission' ? 'commission' : { [step]: 'editing' };
        expect(matches(actor, expected)).toBe(true);
        expect(actor.getSnapshot().context.answers).toEqual(VALID_ANSWERS);
        expect(actor.getSnapshot().context.commissionAcknowledged).toBe(true);
      },
    );

    it('Start over discards it, here and on the server', async () => {
      const { actor, clearDraft, saveDraft } = start({}, { draft: draftAt('budget') });
      await settle(actor, 'draftFound');
      actor.send({ type: 'draft.discard' });
      expect(value(actor)).toBe('commission');
      expect(clearDraft).toHaveBeenCalledWith({ userId: USER_ID, grantId: GRANT_ID });
      expect(actor.getSnapshot().context.answers.budget).toEqual(EMPTY_ANSWERS.budget);
      // The autosave is told the emptied answers at step 1: the server's draft is cleared too,
      // so the old answers are not offered again at the next visit.
      expect(saveDraft).toHaveBeenCalledTimes(1);
      expect(saveDraft).toHaveBeenCalledWith(
        expect.objectContaining({
          step: 'commission',
          commissionAcknowledged: false,
          answers: actor.getSnapshot().context.answers,
        }),
      );
      // Step 1 afresh: nothing of the old draft, only what the wizard fills in for a new one.
      const sent = saveDraft.mock.calls[0]?.[0] as { answers: typeof EMPTY_ANSWERS };
      expect(sent.answers.project).toEqual(EMPTY_ANSWERS.project);
      expect(sent.answers.budget).toEqual(EMPTY_ANSWERS.budget);
      expect(sent.answers.documents).toEqual(EMPTY_ANSWERS.documents);

      // The next visit finds that saved draft: it holds nothing of the user's, so nothing is
      // offered and step 1 shows with the answers filled in from the profile.
      const next = start({}, { draft: sent as unknown as ApplicationDraft });
      await settle(next.actor, 'commission');
      expect(next.actor.getSnapshot().context.savedDraft).toBeNull();
      expect(next.actor.getSnapshot().context.answers).toEqual(sent.answers);
    });

    it("is offered when it holds anything of the user's: one answer, or step 1 acknowledged", async () => {
      const started = start();
      await settle(started.actor, 'commission');
      const fresh = started.actor.getSnapshot().context.answers;
      const base: ApplicationDraft = {
        version: 1,
        userId: USER_ID,
        grantId: GRANT_ID,
        step: 'commission',
        commissionAcknowledged: false,
        answers: fresh,
        savedAt: '2030-01-01T00:00:00Z',
      };
      const oneAnswer = { ...fresh, scope: { ...fresh.scope, geographicalScope: 'Regional' } };
      const renamed = { ...fresh, contact: { ...fresh.contact, fullName: 'Ana Ruiz' } };
      for (const draft of [
        { ...base, answers: oneAnswer },
        { ...base, answers: renamed },
        { ...base, commissionAcknowledged: true },
      ]) {
        const { actor } = start({}, { draft });
        await settle(actor, 'draftFound');
        expect(actor.getSnapshot().context.savedDraft).toEqual(draft);
      }
    });

    it('is saved on every change and every confirmed step', async () => {
      const { actor, saveDraft } = start();
      await settle(actor, 'commission');
      actor.send({ type: 'commission.acknowledge' });
      saveDraft.mockClear();
      actor.send({ type: 'answer.change', step: 'contact', field: 'phoneNumber', value: '555' });
      expect(saveDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({
          step: 'contact',
          answers: expect.objectContaining({
            contact: expect.objectContaining({ phoneNumber: '555' }),
          }),
        }),
      );
      fill(actor, 'contact');
      saveDraft.mockClear();
      actor.send({ type: 'step.confirm' });
      expect(saveDraft).toHaveBeenCalledTimes(1);
      actor.send({ type: 'step.next' });
      expect(saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ step: 'project' }));
    });
  });

  it('every state has a description in the product words', () => {
    const missing: string[] = [];
    const visit = (node: { id: string; meta?: unknown; states: Record<string, unknown> }) => {
      const meta = node.meta as { description?: string } | undefined;
      if (!meta?.description) missing.push(node.id);
      for (const child of Object.values(node.states)) visit(child as typeof node);
    };
    for (const child of Object.values(applicationWizardMachine.root.states)) visit(child as never);
    expect(
      missing.filter((id) => !/\.(contact|project|budget|documents|scope|final)$/.test(id)),
    ).toEqual([]);
  });
});

describe('the steps as the machine names them', () => {
  it("WIZARD_STEPS lists the states that carry meta.step, in the chart's order", () => {
    const fromChart = Object.values(applicationWizardMachine.root.states)
      .map((node) => (node.meta as { step?: string } | undefined)?.step)
      .filter((step) => step !== undefined);
    expect(fromChart).toEqual([...WIZARD_STEPS]);
  });

  it('selectStep reads the step from the active states, nested ones included', () => {
    const { context } = start().actor.getSnapshot();
    const at = (value: StateValue) => applicationWizardMachine.resolveState({ value, context });
    expect(selectStep(at('commission'))).toBe('commission');
    expect(selectStep(at({ budget: 'confirmed' }))).toBe('budget');
    expect(selectStep(at({ review: 'failed' }))).toBe('review');
    expect(selectStep(at('draftFound'))).toBeUndefined();
  });
});

describe('the budget table (step 4, issue 48)', () => {
  const atBudget = (answers = TABLE_ANSWERS) =>
    start(
      {},
      {
        draft: {
          version: 1,
          userId: USER_ID,
          grantId: GRANT_ID,
          step: 'budget',
          commissionAcknowledged: true,
          answers,
          savedAt: '2030-01-01T00:00:00.000Z',
        },
      },
    );
  const lines = (actor: Actor) => actor.getSnapshot().context.answers.budget.lines;

  it('adds a line through the line editor, refusing it until it is complete', () => {
    const { actor, saveDraft } = atBudget();
    actor.send({ type: 'draft.resume' });
    expect(matches(actor, { budget: { editing: 'table' } })).toBe(true);
    actor.send({ type: 'line.add' });
    expect(matches(actor, { budget: { editing: 'line' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'step.confirm' })).toBe(false);
    actor.send({ type: 'line.save' });
    expect(actor.getSnapshot().context.lineEditor?.errors).toEqual({
      category: 'Please select a category',
      description: 'Description is required',
      amount: 'Amount is required',
    });
    actor.send({ type: 'line.change', field: 'category', value: 'travel' });
    actor.send({ type: 'line.change', field: 'description', value: ' Site visits ' });
    actor.send({ type: 'line.change', field: 'amount', value: '-5' });
    actor.send({ type: 'line.save' });
    expect(actor.getSnapshot().context.lineEditor?.errors).toEqual({
      amount: 'Please enter a valid amount',
    });
    actor.send({ type: 'line.change', field: 'amount', value: '1,200.10' });
    actor.send({ type: 'line.save' });
    expect(matches(actor, { budget: { editing: 'table' } })).toBe(true);
    expect(actor.getSnapshot().context.lineEditor).toBeNull();
    expect(lines(actor).at(-1)).toMatchObject({
      category: 'travel',
      description: 'Site visits',
      amount: '1,200.10',
      fundedBy: 'grant',
    });
    expect(saveDraft.mock.lastCall?.[0].answers.budget.lines).toHaveLength(4);
  });

  it('edits, moves and removes lines; Cancel keeps the line as it was', () => {
    const { actor } = atBudget();
    actor.send({ type: 'draft.resume' });
    actor.send({ type: 'line.edit', index: 1 });
    actor.send({ type: 'line.change', field: 'amount', value: '1' });
    actor.send({ type: 'line.cancel' });
    expect(lines(actor)[1]?.amount).toBe('8000.55');
    actor.send({ type: 'line.edit', index: 1 });
    actor.send({ type: 'line.change', field: 'amount', value: '9000' });
    actor.send({ type: 'line.save' });
    expect(lines(actor)[1]?.amount).toBe('9000');
    actor.send({ type: 'line.move', index: 2, by: -1 });
    expect(lines(actor).map((line) => line.id)).toEqual(['line-1', 'line-3', 'line-2']);
    actor.send({ type: 'line.remove', index: 0 });
    expect(lines(actor).map((line) => line.id)).toEqual(['line-3', 'line-2']);
    // A line that is not in the table is not edited (the event is refused by its guard).
    expect(actor.getSnapshot().can({ type: 'line.edit', index: 5 })).toBe(false);
  });

  it("refuses totals above the grant's funding size, then confirms once a line is fixed", () => {
    const { actor } = atBudget();
    actor.send({ type: 'draft.resume' });
    actor.send({ type: 'line.edit', index: 0 });
    actor.send({ type: 'line.change', field: 'amount', value: '80000' });
    actor.send({ type: 'line.save' });
    actor.send({ type: 'step.confirm' });
    expect(matches(actor, { budget: { editing: 'invalidTotals' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('invalidTotals')).toBe(true);
    expect(actor.getSnapshot().context.errors.budget.budgetLineItems).toBe(
      "Requested amount cannot exceed the grant's funding size",
    );
    actor.send({ type: 'line.remove', index: 0 });
    expect(matches(actor, { budget: { editing: 'table' } })).toBe(true);
    expect(actor.getSnapshot().context.errors.budget.budgetLineItems).toBeUndefined();
    actor.send({ type: 'step.confirm' });
    expect(matches(actor, { budget: 'confirmed' })).toBe(true);
  });

  it('sends the lines in cents with totals computed from them', async () => {
    const { actor, submitted } = start(
      {},
      {
        draft: {
          version: 1,
          userId: USER_ID,
          grantId: GRANT_ID,
          step: 'review',
          commissionAcknowledged: true,
          answers: TABLE_ANSWERS,
          savedAt: '2030-01-01T00:00:00.000Z',
        },
      },
    );
    actor.send({ type: 'draft.resume' });
    actor.send({ type: 'application.submit' });
    await settle(actor, 'submitted');
    expect(submitted.mock.lastCall?.[0]).toMatchObject({
      totalProjectBudget: 98000.55,
      requestedFundingAmount: 60000.55,
      budgetLineItems: [
        { category: 'equipment', amountCents: 5200000, fundedBy: 'grant' },
        { category: 'supplies', amountCents: 800055, fundedBy: 'grant' },
        { category: 'personnel', amountCents: 3800000, fundedBy: 'costSharing' },
      ],
    });
  });

  it('a draft from before the table keeps its typed totals and breakdown', async () => {
    const { actor, submitted } = start(
      {},
      {
        draft: {
          version: 1,
          userId: USER_ID,
          grantId: GRANT_ID,
          step: 'review',
          commissionAcknowledged: true,
          answers: VALID_ANSWERS,
          savedAt: '2030-01-01T00:00:00.000Z',
        },
      },
    );
    actor.send({ type: 'draft.resume' });
    actor.send({ type: 'application.submit' });
    await settle(actor, 'submitted');
    const payload = submitted.mock.lastCall?.[0] as Record<string, unknown>;
    expect(payload.detailedBudgetBreakdown).toBe(VALID_ANSWERS.budget.detailedBudgetBreakdown);
    expect(payload.totalProjectBudget).toBe(98000);
    expect(payload).not.toHaveProperty('budgetLineItems');
  });
});
