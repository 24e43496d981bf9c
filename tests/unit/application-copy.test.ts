import { describe, expect, it } from 'vitest';
import { answersOfSubmitted, copyOf, notCopiedText } from '../../src/domain/application-copy';
import { submittedApplication } from '../support/sharing-fixtures';

// What "Start a new application from this" copies (issue 60, part 3), and the words that say
// what it left out: the rule the embedded backend copies by and the dashboard speaks.

const IN_LIBRARY = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const GONE = '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a';
const library = (id: string) =>
  id === IN_LIBRARY ? { fileName: 'cv-2026.pdf', size: 2048 } : undefined;

describe('copying an application', () => {
  it("keeps the answers and lines, leaves out step 1's box and a document no longer in the library, and names a kept file as the library does", () => {
    const lines = [
      { id: 'line-1', category: 'staff', description: 'Tutor', amount: '1000', fundedBy: 'grant' },
    ];
    const { answers, notCopied } = copyOf(
      {
        'project.projectTitle': 'Reading nights',
        'budget.lines': lines,
        'documents.resumes': [{ url: `/api/v1/files/${IN_LIBRARY}/content`, fileName: 'cv.pdf' }],
        'documents.lettersCommitment': [
          { url: `/api/v1/files/${GONE}/content`, fileName: 'letter.pdf' },
        ],
        'documents.organizationalChart': [
          { url: 'https://example.org/chart.pdf', fileName: 'chart.pdf' },
        ],
        commissionAcknowledged: true,
      },
      library,
    );
    expect(answers).toEqual({
      'project.projectTitle': 'Reading nights',
      'budget.lines': lines,
      'documents.resumes': [
        { url: `/api/v1/files/${IN_LIBRARY}/content`, fileName: 'cv-2026.pdf', size: 2048 },
      ],
      'documents.lettersCommitment': [],
      'documents.organizationalChart': [
        { url: 'https://example.org/chart.pdf', fileName: 'chart.pdf' },
      ],
    });
    expect(notCopied).toEqual([
      { field: 'documents.lettersCommitment', reason: 'notInLibrary', fileName: 'letter.pdf' },
      { field: 'commissionAcknowledged', reason: 'askedAgain' },
    ]);
  });

  it('leaves out an answer the new draft cannot hold, and says so', () => {
    const { answers, notCopied } = copyOf({ 'scope.timeline': 'x'.repeat(51) }, library);
    expect(answers).toEqual({});
    expect(notCopied).toEqual([{ field: 'scope.timeline', reason: 'notAsked' }]);
  });

  it("reads a submitted application as a draft's answers, with what the wizard does not ask", () => {
    const application = submittedApplication();
    const { answers, notAsked } = answersOfSubmitted(application);
    expect(answers['contact.fullName']).toBe(application.fullname);
    expect(answers['budget.projectDescription']).toBe(application.projectDesc);
    expect(answers['scope.budgetRange']).toBe(String(application.projectValue));
    expect(answers['final.targetAudience']).toEqual(application.targetAudience.split(','));
    expect(answers.commissionAcknowledged).toBe(true);
    expect(notAsked).toEqual([
      { field: 'sector', reason: 'notAsked' },
      { field: 'generatedDraft', reason: 'notAsked' },
    ]);
    // Without them, nothing is said of them.
    expect(
      answersOfSubmitted({ ...application, sector: '', generatedDraft: ' ' }).notAsked,
    ).toEqual([]);
  });

  it('says each left-out answer by its label and the reason in plain words', () => {
    expect(notCopiedText({ field: 'commissionAcknowledged', reason: 'askedAgain' })).toBe(
      'Commission acknowledgement: you agree to it again for every application',
    );
    expect(
      notCopiedText({ field: 'documents.resumes', reason: 'notInLibrary', fileName: 'cv.pdf' }),
    ).toBe('Resumes or CVs of Key Members (cv.pdf): the file is no longer in your library');
    expect(notCopiedText({ field: 'sector', reason: 'notAsked' })).toBe(
      'Sector: the new application does not ask it',
    );
  });
});
