import type { ApplicationAnswers } from '../../src/domain/application';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import type { GrantApplication } from '../../src/api/schema.gen';

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

/**
 * The application the server stores for these answers, with its receipt (issue 66): what the
 * dashboard reads and the wizard's submission answers.
 */
export const storedApplication = (
  answers: ApplicationAnswers,
  { grant, generatedDraft }: { grant: { title: string; deadline: string }; generatedDraft: string },
): GrantApplication => {
  const p = buildApplicationPayload(answers, { userId: USER_ID, grantId: GRANT_ID });
  return {
    id: 'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c',
    userId: USER_ID,
    grantId: GRANT_ID,
    fullname: p.fullName,
    email: p.email,
    phoneNumber: p.phoneNumber,
    location: p.location,
    grant: { id: GRANT_ID, ...grant, fundingSize: 75000 },
    projectTitle: p.projectTitle,
    projectStartDate: p.projectStartDate,
    projectEndDate: p.projectEndDate,
    projectLocation: p.projectLocation,
    targetAudience: p.targetAudience,
    projectSummary: p.projectSummary,
    objective: p.objective,
    totalProjectBudget: p.totalProjectBudget,
    requestedFundingAmount: p.requestedFundingAmount,
    detailedBudgedBreakdown: p.detailedBudgedBreakdown,
    costSharing: p.costSharing,
    problemStatement: p.problemStatement,
    projectDesc: p.projectDesc,
    methodology: p.methodology,
    resumes: p.resumes,
    lettersCommitment: p.lettersCommitment,
    organizationalChart: p.organizationalChart,
    auditedStatement: p.auditedStatement,
    geoScope: p.geoScope,
    projectValue: p.projectValue,
    timeline: p.timeline,
    primaryFocus: p.primaryFocus,
    sector: 'Agriculture',
    specificReq: p.specificReq,
    projectStage: p.stage,
    stage: 'Submitted',
    commission: 12000.11,
    generatedDraft,
    trackingNumber: 'GW-2030-000042',
    submittedAt: '2030-02-01T10:00:00.000Z',
    created_at: '2030-02-01T10:00:00.000Z',
    updated_at: '2030-02-01T10:00:00.000Z',
    ...(p.budgetLineItems ? { budgetLineItems: p.budgetLineItems } : {}),
  };
};
