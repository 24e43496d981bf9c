// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS } from '../../src/domain/application';
import { answersFrom } from '../../src/domain/application-draft';
import {
  dirtyChanges,
  draftOfferOf,
  fieldsOfWizard,
  draftStartOf,
  isFreshStart,
  parseStoredDraft,
  remoteChanges,
} from '../../src/domain/draft-sync';
import { DANA, GRANT_ID, SHARED_ID, sharedApplication } from '../support/sharing-fixtures';
import { VALID_ANSWERS } from './application-fixtures';

// The pure part of a draft that lives on the server (issue 60): what the browser keeps unsent,
// the offer the wizard makes on opening (a draft kept from before is moved, never dropped), and
// which fields a save sends or takes from someone else.

const IDS = { userId: DANA.userId, grantId: GRANT_ID };
const TITLE = 'project.projectTitle';

const unsent = (changes: Record<string, unknown>, baseVersion = 2) =>
  JSON.stringify({
    version: 2,
    ...IDS,
    draftId: SHARED_ID,
    baseVersion,
    step: 'budget',
    changes,
    savedAt: '2026-11-30T10:00:00.000Z',
  });

describe('what the browser keeps unsent', () => {
  it('reads its changes, drops a path or value the contract refuses, and refuses another user', () => {
    const stored = parseStoredDraft(
      unsent({ [TITLE]: 'Reading nights', __proto__x: 'x', 'project.objective': 42 }),
      IDS,
    );
    expect(stored).toEqual({
      kind: 'unsent',
      unsent: expect.objectContaining({
        draftId: SHARED_ID,
        baseVersion: 2,
        step: 'budget',
        changes: { [TITLE]: 'Reading nights' },
      }),
    });
    expect(parseStoredDraft(unsent({}), { ...IDS, userId: 'someone-else' })).toBeNull();
    expect(parseStoredDraft('not json', IDS)).toBeNull();
  });
});

describe('the offer the wizard makes on opening', () => {
  const server = sharedApplication({
    version: 5,
    step: 'project',
    answers: { [TITLE]: 'On the server', 'project.objective': 'Read together' },
  });

  it("is the server's answers with the unsent changes on top, at the step they were made on", () => {
    const offer = draftOfferOf(
      server,
      parseStoredDraft(unsent({ [TITLE]: 'Typed offline' }), IDS),
      IDS,
    );
    expect(offer?.answers.project).toMatchObject({
      projectTitle: 'Typed offline',
      objective: 'Read together',
    });
    expect(offer?.step).toBe('budget');
    // The first save is made on the version the changes were made on: a field someone else
    // wrote since is a conflict to show, not one to overwrite.
    expect(draftStartOf(server, parseStoredDraft(unsent({}), IDS)).version).toBe(2);
  });

  it("moves a draft kept in the browser from before: it is offered, its answers over the server's", () => {
    const legacy = JSON.stringify({
      version: 1,
      ...IDS,
      step: 'scope',
      commissionAcknowledged: true,
      answers: answersFrom({ project: { projectTitle: 'Kept in this browser' } }),
      savedAt: '2026-11-01T10:00:00.000Z',
    });
    const stored = parseStoredDraft(legacy, IDS);
    expect(stored?.kind).toBe('legacy');
    const offer = draftOfferOf(null, stored, IDS);
    expect(offer).toMatchObject({ step: 'scope', commissionAcknowledged: true });
    expect(offer?.answers.project.projectTitle).toBe('Kept in this browser');
    // Resumed, every answer it holds is sent (none is on the server yet).
    expect(dirtyChanges({}, { [TITLE]: 'Kept in this browser' })).toEqual({
      [TITLE]: 'Kept in this browser',
    });
  });

  it("tells a draft that holds nothing of the caller's (as after Start over) from one that does", () => {
    const fresh = {
      ...EMPTY_ANSWERS,
      contact: { ...EMPTY_ANSWERS.contact, fullName: 'Dana Rivera', email: 'demo@grantwise.app' },
    };
    const draft = {
      version: 1 as const,
      ...IDS,
      step: 'commission' as const,
      commissionAcknowledged: false,
      answers: fresh,
      savedAt: '2026-11-01T10:00:00.000Z',
    };
    expect(isFreshStart(draft, fresh)).toBe(true);
    // Read back from the server, as the wizard's opening read makes it.
    expect(isFreshStart({ ...draft, answers: answersFrom(fresh) }, fresh)).toBe(true);
    expect(isFreshStart({ ...draft, commissionAcknowledged: true }, fresh)).toBe(false);
    expect(isFreshStart({ ...draft, answers: EMPTY_ANSWERS }, fresh)).toBe(false);
    expect(isFreshStart({ ...draft, answers: VALID_ANSWERS }, fresh)).toBe(false);
    expect(
      isFreshStart(
        { ...draft, answers: { ...fresh, final: { ...fresh.final, targetAudience: ['Youth'] } } },
        fresh,
      ),
    ).toBe(false);
  });

  it('offers nothing for a new draft, and speaks to a member who joined', () => {
    expect(draftOfferOf(null, null, IDS)).toBeNull();
    expect(draftOfferOf(sharedApplication({ version: 0 }), null, IDS)).toBeNull();
    const start = draftStartOf(sharedApplication({ version: 3 }, 'editor'), null);
    expect(start).toMatchObject({ draftId: SHARED_ID, role: 'editor', joined: true, version: 3 });
  });
});

describe('what a save sends and takes', () => {
  it('sends only the fields changed here, never an empty field that was never answered', () => {
    const local = { [TITLE]: 'Mine', 'project.objective': '', 'budget.lines': [] };
    expect(dirtyChanges({}, local)).toEqual({ [TITLE]: 'Mine' });
  });

  it('sends every answered field emptied when the owner starts over', () => {
    const answered = fieldsOfWizard(VALID_ANSWERS, true);
    const changes = dirtyChanges(answered, fieldsOfWizard(EMPTY_ANSWERS, false));
    // Each field the server holds an answer in goes back to empty: none of them is left behind.
    const answeredPaths = Object.entries(answered)
      .filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0))
      .map(([path]) => path);
    expect(answeredPaths.length).toBeGreaterThan(10);
    expect(Object.keys(changes).sort()).toEqual(answeredPaths.sort());
    expect(changes['commissionAcknowledged']).toBe(false);
    expect(changes[TITLE]).toBe('');
  });

  it("takes what someone else changed in fields not changed here, and keeps the applicant's own", () => {
    const before = { [TITLE]: 'Old', 'project.objective': 'Old objective' };
    const after = { [TITLE]: 'Theirs', 'project.objective': 'Their objective' };
    const local = { [TITLE]: 'Old', 'project.objective': 'My objective' };
    expect(remoteChanges(before, after, local)).toEqual({ [TITLE]: 'Theirs' });
  });
});
