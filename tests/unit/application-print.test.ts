import { describe, expect, it } from 'vitest';
import {
  formatSize,
  printableFromAnswers,
  printableFromApplication,
} from '../../src/domain/application-print';
import { formatDateTime } from '../../src/domain/format';
import { TABLE_ANSWERS, VALID_ANSWERS, storedApplication } from './application-fixtures';

// The printed copy's content (issue 48): the wizard's order and labels, the budget table or,
// for an application from before it, its text breakdown as written.

const GRANT = { title: 'Community Food Resilience Grant', deadline: '2030-09-30' };

const stored = (answers: typeof VALID_ANSWERS) =>
  storedApplication(answers, { grant: GRANT, generatedDraft: 'Narrative' });

describe('the printed copy', () => {
  it('follows the wizard: its steps in order, each answer under its label', () => {
    const copy = printableFromAnswers(TABLE_ANSWERS, GRANT);
    expect(copy.sections.map((section) => section.title)).toEqual([
      'Step 2: Tell Us About Yourself',
      'Step 3: Project Details',
      'Step 4: Budget & Project Details',
      'Step 7: What are you seeking (scope, budget range and timeline)',
      'Step 8: What are you seeking (focus, requirements, audience and stage)',
    ]);
    expect(copy).toMatchObject({
      grantTitle: GRANT.title,
      deadline: 'Sep 30, 2030',
      applicant: 'Maria Lopez',
      submission: null,
    });
    const budget = copy.sections[2];
    expect(budget?.budgetLines).toHaveLength(3);
    expect(budget?.items.map((item) => item.label)).toEqual([
      'Cost sharing',
      'Problem statement',
      'Project description',
      'Methodology',
    ]);
    expect(copy.documents[0]).toEqual({
      label: 'Resumes or CVs of Key Members',
      name: 'resumes-key-staff.pdf',
      size: null,
    });
  });

  it('keeps a budget from before the table as it was typed, in the wizard and once submitted', () => {
    const draft = printableFromAnswers(VALID_ANSWERS, GRANT).sections[2];
    expect(draft?.budgetLines).toBeUndefined();
    expect(draft?.items.slice(0, 3)).toEqual([
      { label: 'Total project budget', value: '$98,000.00' },
      { label: 'Requested funding amount', value: '$60,000.55' },
      { label: 'Detailed budget breakdown', value: 'Structure $52,000; irrigation $11,000.' },
    ]);
    const submitted = printableFromApplication(stored(VALID_ANSWERS));
    expect(submitted.sections[2]?.items[2]).toEqual({
      label: 'Detailed budget breakdown',
      value: 'Structure $52,000; irrigation $11,000.',
    });
    expect(submitted.submission).toEqual({
      date: formatDateTime(new Date('2030-02-01T10:00:00.000Z')),
      stage: 'Submitted',
      id: 'c2a7e6f1',
      trackingNumber: 'GW-2030-000042',
    });
  });

  it('prints a submitted table from its stored cents', () => {
    const copy = printableFromApplication(stored(TABLE_ANSWERS));
    expect(copy.sections[2]?.budgetLines?.map((line) => line.amount)).toEqual([
      '52000',
      '8000.55',
      '38000',
    ]);
  });

  it("lists a submitted application's documents with the name and size the server kept", () => {
    const application = stored(TABLE_ANSWERS);
    const copy = printableFromApplication({
      ...application,
      documentFiles: { resumes: { fileName: 'Team-resumes.pdf', size: 48_213 } },
    });
    expect(copy.documents[0]).toEqual({
      label: 'Resumes or CVs of Key Members',
      name: 'Team-resumes.pdf',
      size: '47.1 KB',
    });
    // A document the server could not read from the library keeps its address's name, no size.
    expect(copy.documents[1]?.size).toBeNull();
    expect(printableFromApplication(application).documents[0]?.size).toBeNull();
  });

  it('writes sizes for people', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(1_500_000)).toBe('1.4 MB');
  });
});
