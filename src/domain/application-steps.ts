// The grant application wizard's steps and their words (grants-side spec sections 3 and 9): the
// steps in order with their numbers and titles, the document sections, and the label of every
// answer, which the forms, the read-only summaries, the testers' plans and the model tests share.

/**
 * The form steps, in the order the wizard takes them: the one statement of that order (the
 * wizard's statechart, its progress bar and the review derive theirs from it).
 */
export const FORM_STEPS = ['contact', 'project', 'budget', 'documents', 'scope', 'final'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** The spec's number of each step (there is no step 6). */
export const STEP_NUMBERS = {
  commission: 1,
  contact: 2,
  project: 3,
  budget: 4,
  documents: 5,
  scope: 7,
  final: 8,
  review: 9,
  submitted: 10,
} as const;
export type WizardStep = keyof typeof STEP_NUMBERS;

export const STEP_TITLES: Record<WizardStep, string> = {
  commission: 'Commission acknowledgement',
  contact: 'Tell Us About Yourself',
  project: 'Project Details',
  budget: 'Budget & Project Details',
  documents: 'Gather the essentials',
  scope: 'What are you seeking',
  final: 'What are you seeking',
  review: 'Review and submit',
  submitted: 'Application complete',
};

/** Each step's short name (the step list, and where a co-applicant is: "Priya is on Budget"). */
export const SHORT_STEP_NAMES: Record<WizardStep, string> = {
  commission: 'Commission',
  contact: 'About you',
  project: 'Project',
  budget: 'Budget',
  documents: 'Documents',
  scope: 'Scope',
  final: 'Focus',
  review: 'Review',
  submitted: 'Done',
};

export const DOCUMENT_SECTIONS = [
  'resumes',
  'lettersCommitment',
  'organizationalChart',
  'auditedStatement',
] as const;
export type DocumentSection = (typeof DOCUMENT_SECTIONS)[number];

/** The section's title on the page and its short name in the required message. */
export const DOCUMENT_SECTION_NAMES: Record<DocumentSection, { title: string; short: string }> = {
  resumes: { title: 'Resumes or CVs of Key Members', short: 'Resumes' },
  lettersCommitment: { title: 'Letters of Support or Commitment', short: 'Letters' },
  organizationalChart: { title: 'Organizational Chart', short: 'Chart' },
  auditedStatement: { title: 'Audited Financial Statements', short: 'Statements' },
};

/** Labels of every answer, by step and field (the payload's field names). */
export const FIELD_LABELS = {
  contact: {
    fullName: 'Full name',
    email: 'Email address',
    phoneNumber: 'Phone number',
    location: 'Location',
  },
  project: {
    projectTitle: 'Project title',
    projectStartDate: 'Project start date',
    projectEndDate: 'Project end date',
    projectSummary: 'Project summary',
    objective: 'Objective',
  },
  budget: {
    totalProjectBudget: 'Total project budget',
    requestedFundingAmount: 'Requested funding amount',
    detailedBudgetBreakdown: 'Detailed budget breakdown',
    costSharing: 'Cost sharing',
    problemStatement: 'Problem statement',
    projectDescription: 'Project description',
    methodology: 'Methodology',
  },
  scope: {
    geographicalScope: 'Geographical scope',
    budgetRange: 'Budget range',
    timeline: 'Timeline',
  },
  final: {
    primaryFocus: 'Primary focus',
    specificReq: 'Specific requirements',
    targetAudience: 'Target audience',
    stage: 'Project stage',
  },
} as const;
