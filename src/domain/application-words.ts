// The application wizard's words for its answers: the label of every field, which the forms,
// the read-only summaries, the testers' plans and the model tests share.

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
