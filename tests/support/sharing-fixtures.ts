import { TEST_USER } from './render';
import type {
  ActivityEntry,
  GrantApplication,
  Invitation,
  Member,
  ReceivedInvitation,
  SharedApplication,
  SharedApplicationSummary,
} from '../../src/api/schema.gen';

// Applying together (issue 46): Dana's shared draft with Priya as editor and one pending
// invitation, its log, and an invitation to Priya, for the sharing tests (screen, machine, model).

export const DANA = { userId: TEST_USER.id, name: 'Dana Rivera' };
export const PRIYA = { userId: '5b2d8f4a-6c1e-4d3b-9a7f-2e8c4b6d1a03', name: 'Priya Raman' };
export const SHARED_ID = '7a1c9e2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d';
export const GRANT_ID = '8c0d2e4f-9a1b-4cd3-8e5f-7a8b9c0d1e2f';
export const INVITATION_ID = '2a6d9e4c-1f3b-4a5c-8d7e-9f0a1b2c3d4e';
export const RECEIVED_ID = '3b7e0f5d-2a4c-4b6d-9e8f-0a1b2c3d4e5f';

export const DANA_MEMBER: Member = {
  ...DANA,
  email: 'demo@grantwise.app',
  role: 'owner',
  joinedAt: '2026-11-20T09:00:00Z',
};
export const PRIYA_MEMBER: Member = {
  ...PRIYA,
  email: 'priya@grantwise.app',
  role: 'editor',
  joinedAt: '2026-11-21T15:30:00Z',
};
export const SAM_INVITATION: Invitation = {
  id: INVITATION_ID,
  email: 'sam@example.org',
  role: 'viewer',
  status: 'pending',
  sentAt: '2026-11-22T09:00:00Z',
  expiresAt: '2026-12-06T09:00:00Z',
};

/** Dana's draft as its owner sees it (`as` another member: their role, no invitations). */
export function sharedApplication(
  overrides: Partial<SharedApplication> = {},
  as: 'owner' | 'editor' | 'viewer' = 'owner',
): SharedApplication {
  return {
    id: SHARED_ID,
    grantId: GRANT_ID,
    grantTitle: 'Early Childhood Literacy Grant',
    state: 'draft',
    version: 3,
    answers: {},
    fieldVersions: {},
    step: 'budget',
    role: as,
    owner: DANA,
    members: [DANA_MEMBER, PRIYA_MEMBER],
    invitations: as === 'owner' ? [SAM_INVITATION] : [],
    presence: [],
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: '2026-11-24T10:12:00Z',
    ...overrides,
  };
}

export const summary = (
  overrides: Partial<SharedApplicationSummary> = {},
): SharedApplicationSummary => ({
  id: SHARED_ID,
  grantId: GRANT_ID,
  grantTitle: 'Early Childhood Literacy Grant',
  grantDeadline: '2027-01-15',
  projectTitle: 'Family Reading Nights at the Food Hub',
  role: 'owner',
  state: 'draft',
  owner: DANA,
  others: [PRIYA],
  lastActivity: { at: '2026-11-24T10:12:00Z', summary: 'Priya Raman changed Budget table' },
  updatedAt: '2026-11-24T10:12:00Z',
  ...overrides,
});

export const ACTIVITY: ActivityEntry[] = [
  {
    id: 'e5000000-0000-4000-8000-000000000005',
    at: '2026-11-24T10:12:00Z',
    actor: PRIYA,
    kind: 'saved',
    fields: ['budget.lines', 'project.projectSummary'],
  },
  {
    id: 'e4000000-0000-4000-8000-000000000004',
    at: '2026-11-23T08:00:00Z',
    actor: DANA,
    kind: 'documentAttached',
    detail: 'org-chart.pdf',
  },
  {
    id: 'e3000000-0000-4000-8000-000000000003',
    at: '2026-11-21T15:30:00Z',
    actor: PRIYA,
    kind: 'memberJoined',
    detail: 'editor',
  },
  {
    id: 'e2000000-0000-4000-8000-000000000002',
    at: '2026-11-21T09:00:00Z',
    actor: DANA,
    kind: 'memberInvited',
    detail: 'priya@grantwise.app',
  },
  {
    id: 'e1000000-0000-4000-8000-000000000001',
    at: '2026-11-20T09:00:00Z',
    actor: DANA,
    kind: 'created',
  },
];

export const RECEIVED: ReceivedInvitation = {
  id: RECEIVED_ID,
  applicationId: SHARED_ID,
  grantTitle: 'Early Childhood Literacy Grant',
  projectTitle: 'Family Reading Nights at the Food Hub',
  role: 'editor',
  from: { name: 'Dana Rivera' },
  sentAt: '2026-11-22T09:00:00Z',
  expiresAt: '2026-12-06T09:00:00Z',
};

/** Dana's application submitted from the shared draft: its `draftId` and last activity. */
export function submittedApplication(overrides: Partial<GrantApplication> = {}): GrantApplication {
  return {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    userId: DANA.userId,
    grantId: GRANT_ID,
    draftId: SHARED_ID,
    lastActivity: { at: '2026-11-25T16:45:00Z', summary: 'Dana Rivera submitted the application' },
    fullname: 'Dana Rivera',
    email: 'demo@grantwise.app',
    phoneNumber: '+1 512 555 0142',
    location: 'Austin, TX',
    grant: {
      id: GRANT_ID,
      title: 'Early Childhood Literacy Grant',
      deadline: '2026-12-05',
      fundingSize: 10000,
    },
    projectTitle: 'Family Reading Nights at the Food Hub',
    projectStartDate: '2027-01-10',
    projectEndDate: '2027-07-10',
    projectLocation: 'Austin, TX',
    targetAudience: 'Children',
    projectSummary: 'Monthly reading evenings.',
    objective: 'Read with 120 families a year.',
    totalProjectBudget: 9600,
    requestedFundingAmount: 8500,
    detailedBudgedBreakdown: 'Books and meals',
    costSharing: 'Volunteers',
    problemStatement: 'Few books at home.',
    projectDesc: 'Reading nights.',
    methodology: 'Monthly evenings.',
    resumes: '',
    lettersCommitment: '',
    organizationalChart: '',
    auditedStatement: '',
    geoScope: 'Local',
    projectValue: 10000,
    timeline: '6-12 months',
    primaryFocus: 'Literacy',
    sector: 'Education',
    specificReq: 'None',
    projectStage: 'Planning',
    stage: 'Submitted',
    commission: 1700,
    generatedDraft: 'Draft',
    created_at: '2026-11-25T16:45:00Z',
    updated_at: '2026-11-25T16:45:00Z',
    trackingNumber: 'GW-2026-000042',
    submittedAt: '2026-11-25T16:45:00Z',
    ...overrides,
  };
}
