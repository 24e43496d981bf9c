import type { ApplicationAnswers } from '../../src/domain/application';

// Shared fixtures of the application wizard's tests: a complete, valid set of answers.

export const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
export const USER_ID = '3f6c2a9e-8b1d-4c7a-9e2f-5a1b7c3d9e01';

export const VALID_ANSWERS: ApplicationAnswers = {
  contact: {
    fullName: ' Maria Lopez ',
    email: 'maria.lopez@example.com',
    phoneNumber: '+1 512 555 0142',
    location: 'Austin, TX',
  },
  project: {
    projectTitle: 'East Austin Community Greenhouse',
    projectStartDate: '2030-01-15',
    projectEndDate: '2030-12-15',
    projectSummary: 'A greenhouse supplying two food pantries.',
    objective: 'Deliver 20,000 lb of produce per year.',
  },
  // A budget from before the table (issue 48): typed totals and a text breakdown.
  budget: {
    lines: [],
    totalProjectBudget: '98000',
    requestedFundingAmount: '60000.55',
    detailedBudgetBreakdown: 'Structure $52,000; irrigation $11,000.',
    costSharing: '$38,000 from the city.',
    problemStatement: '41% of households report food insecurity.',
    projectDescription: 'A year-round greenhouse run with volunteers.',
    methodology: 'Phased build, planting, distribution.',
  },
  documents: {
    resumes: { url: '/api/v1/files/a/content', fileName: 'resumes-key-staff.pdf' },
    lettersCommitment: { url: '/api/v1/files/b/content', fileName: 'letters.pdf' },
    organizationalChart: { url: '/api/v1/files/c/content', fileName: 'chart.docx' },
    auditedStatement: { url: '/api/v1/files/d/content', fileName: 'audit.doc' },
  },
  scope: { geographicalScope: 'Local', budgetRange: '100000', timeline: '6-12 months' },
  final: {
    targetAudience: ['Low-Income Communities', 'Children'],
    stage: 'Implementation',
    primaryFocus: 'Food security',
    specificReq: 'ADA accessible.',
  },
};

/** The same application made with the budget table (issue 48): its lines add up. */
export const TABLE_ANSWERS: ApplicationAnswers = {
  ...VALID_ANSWERS,
  budget: {
    ...VALID_ANSWERS.budget,
    totalProjectBudget: '',
    requestedFundingAmount: '',
    detailedBudgetBreakdown: '',
    lines: [
      {
        id: 'line-1',
        category: 'equipment',
        description: 'Greenhouse structure',
        amount: '52,000',
        fundedBy: 'grant',
      },
      {
        id: 'line-2',
        category: 'supplies',
        description: 'Irrigation',
        amount: '8000.55',
        fundedBy: 'grant',
      },
      {
        id: 'line-3',
        category: 'personnel',
        description: 'Volunteer coordination',
        amount: '38000',
        fundedBy: 'costSharing',
      },
    ],
  },
};
