// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS } from '../../src/domain/application';
import {
  type ApplicationDraft,
  parseDraft,
  serializeDraft,
} from '../../src/domain/application-draft';
import { draftKey } from '../../src/domain/draft-key';
import { generateApplicationNarrative } from '../../src/domain/application-narrative';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { GRANT_ID, USER_ID, VALID_ANSWERS } from './application-fixtures';

const ids = { userId: USER_ID, grantId: GRANT_ID };
const draft: ApplicationDraft = {
  version: 1,
  ...ids,
  step: 'budget',
  commissionAcknowledged: true,
  answers: VALID_ANSWERS,
  savedAt: '2030-01-01T10:00:00.000Z',
};

describe('the local draft', () => {
  it('is kept per user and grant', () => {
    expect(draftKey(USER_ID, GRANT_ID)).toBe(`grantwise.application-draft.${USER_ID}.${GRANT_ID}`);
  });
  it('round-trips every answer', () => {
    expect(parseDraft(serializeDraft(draft), ids)).toEqual(draft);
  });
  it('ignores missing, broken, foreign and old drafts', () => {
    expect(parseDraft(null, ids)).toBeNull();
    expect(parseDraft('{not json', ids)).toBeNull();
    expect(parseDraft(serializeDraft({ ...draft, userId: 'someone-else' }), ids)).toBeNull();
    expect(parseDraft(serializeDraft({ ...draft, grantId: 'other-grant' }), ids)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, version: 0 }), ids)).toBeNull();
  });
  it('repairs what storage may have damaged', () => {
    const parsed = parseDraft(
      JSON.stringify({
        ...draft,
        step: 'nowhere',
        answers: {
          contact: { fullName: 7 },
          documents: { resumes: { url: 5 } },
          final: { targetAudience: ['Children', 3] },
        },
      }),
      ids,
    );
    expect(parsed?.step).toBe('commission');
    expect(parsed?.answers.contact).toEqual(EMPTY_ANSWERS.contact);
    expect(parsed?.answers.documents.resumes).toBeNull();
    expect(parsed?.answers.final.targetAudience).toEqual(['Children']);
  });
});

describe('the generated application draft (AI-assisted step)', () => {
  it('is assembled from the answers and the grant', () => {
    const text = generateApplicationNarrative(buildApplicationPayload(VALID_ANSWERS, ids), {
      title: 'Community Food Resilience Grant',
      motive: 'Strengthen local food systems.',
    });
    expect(text).toContain('Project narrative — East Austin Community Greenhouse.');
    expect(text).toContain('requests $60,001 from the Community Food Resilience Grant');
    expect(text).toContain('Low-Income Communities, Children');
    expect(text).toContain('Strengthen local food systems.');
    expect(text).toContain('$12,000.11');
  });
});
