import type { GrantReport, Resource } from '../../src/api/schema.gen';

// A grant report as the server answers it (issue 66, part 5): Sam's interim report, half written.

export const REPORT_ID = '6d1f0a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';
export const LIBRARY_FILE: Resource = {
  id: '7b0c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a',
  fileName: 'Expense summary.pdf',
  folderName: 'Finance',
  fileType: 'pdf',
  fileUrl: '/api/v1/files/7b0c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a/content',
  size: 2048,
  appUse: false,
  createdAt: '2026-11-20T10:00:00Z',
};

export function grantReport(overrides: Partial<GrantReport> = {}): GrantReport {
  return {
    id: REPORT_ID,
    applicationId: 'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c',
    grant: { id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', title: 'Clean Energy Community Grant' },
    projectTitle: 'LED lighting for the community hall',
    trackingNumber: 'GW-2026-00042',
    kind: 'interim',
    title: 'Interim report',
    awardedAt: '2026-06-08T09:00:00Z',
    dueDate: '2026-12-08',
    status: 'inProgress',
    questions: [
      {
        key: 'progress',
        label: 'What has the project achieved so far?',
        help: 'Milestones reached, people served.',
        required: true,
        maxLength: 2000,
      },
      {
        key: 'spending',
        label: 'How has the funding been spent so far?',
        help: 'The main costs, against the budget.',
        required: true,
        maxLength: 2000,
      },
      {
        key: 'challenges',
        label: 'What has been harder than planned, and what are you doing about it?',
        help: 'Delays, costs, partners.',
        required: false,
        maxLength: 2000,
      },
    ],
    documents: [{ key: 'expenseSummary', label: 'Expense summary', required: true }],
    answers: { progress: 'The hall has new LED fittings in the main room.' },
    documentLinks: {},
    role: 'owner',
    ownerName: 'Sam Carter',
    submittedAt: null,
    submittedBy: null,
    updated_at: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}
