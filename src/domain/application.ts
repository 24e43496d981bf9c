import { type FieldErrors, isBlank, isEmail } from './text';

// The grant application wizard's rules (grants-side spec sections 3, 5 and 9): answers of every
// step, their validation with the spec's exact messages, the option lists with their stored
// values, the 20% commission and the payload of POST /grant-applications. Field names are the
// payload's names, so the embedded backend reports its errors under the same keys.

// ───────────── Steps ─────────────

/** The form steps, in order, with the spec's step numbers (there is no step 6). */
export const FORM_STEPS = ['contact', 'project', 'budget', 'documents', 'scope', 'final'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

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

// ───────────── Options (section 9) ─────────────

export const GEOGRAPHICAL_SCOPE_OPTIONS = [
  'Local',
  'Regional',
  'National',
  'International',
] as const;
export type GeographicalScope = (typeof GEOGRAPHICAL_SCOPE_OPTIONS)[number];

/** Budget ranges: the visible label and the value stored in the application. */
export const BUDGET_RANGE_OPTIONS = [
  { label: 'Under $10,000', value: 10000 },
  { label: '$10,000 - $50,000', value: 50000 },
  { label: '$50,000 - $100,000', value: 100000 },
  { label: 'Over $100,000', value: 'Over $100,000' },
] as const;
export type BudgetRangeValue = (typeof BUDGET_RANGE_OPTIONS)[number]['value'];

export const TIMELINE_OPTIONS = [
  'Less than 6 months',
  '6-12 months',
  'More than 12 months',
] as const;
export type Timeline = (typeof TIMELINE_OPTIONS)[number];

export const TARGET_AUDIENCE_OPTIONS = [
  'Children',
  'Low-Income Communities',
  'Small Businesses',
  'Researchers',
  'Veterans',
  'Students',
  'Elderly',
] as const;
export type TargetAudience = (typeof TARGET_AUDIENCE_OPTIONS)[number];

export const PROJECT_STAGE_OPTIONS = [
  'Idea/Concept',
  'Planning',
  'Implementation',
  'Evaluation',
] as const;
export type ProjectStage = (typeof PROJECT_STAGE_OPTIONS)[number];

/** A form keeps a budget range as the text of its stored value ('10000', 'Over $100,000'). */
export function budgetRangeValue(key: string): BudgetRangeValue | undefined {
  return BUDGET_RANGE_OPTIONS.find((option) => String(option.value) === key)?.value;
}

export function budgetRangeLabel(key: string): string {
  return BUDGET_RANGE_OPTIONS.find((option) => String(option.value) === key)?.label ?? '';
}

// ───────────── Answers ─────────────

export interface ContactAnswers {
  fullName: string;
  email: string;
  phoneNumber: string;
  location: string;
}

export interface ProjectAnswers {
  projectTitle: string;
  /** YYYY-MM-DD */
  projectStartDate: string;
  /** YYYY-MM-DD */
  projectEndDate: string;
  projectSummary: string;
  objective: string;
}

/** Amounts are kept as typed (text) until they are sent. */
export interface BudgetAnswers {
  totalProjectBudget: string;
  requestedFundingAmount: string;
  detailedBudgetBreakdown: string;
  costSharing: string;
  problemStatement: string;
  projectDescription: string;
  methodology: string;
}

/** An uploaded (or library) document: the stored URL and the file's name. */
export interface DocumentAnswer {
  url: string;
  fileName: string;
}

export const DOCUMENT_SECTIONS = [
  'resumes',
  'lettersCommitment',
  'organizationalChart',
  'auditedStatement',
] as const;
export type DocumentSection = (typeof DOCUMENT_SECTIONS)[number];

export type DocumentAnswers = Record<DocumentSection, DocumentAnswer | null>;

/** The section's title on the page and its short name in the required message. */
export const DOCUMENT_SECTION_NAMES: Record<DocumentSection, { title: string; short: string }> = {
  resumes: { title: 'Resumes or CVs of Key Members', short: 'Resumes' },
  lettersCommitment: { title: 'Letters of Support or Commitment', short: 'Letters' },
  organizationalChart: { title: 'Organizational Chart', short: 'Chart' },
  auditedStatement: { title: 'Audited Financial Statements', short: 'Statements' },
};

export interface ScopeAnswers {
  geographicalScope: string;
  /** The stored value as text, see budgetRangeValue. */
  budgetRange: string;
  timeline: string;
}

export interface FinalAnswers {
  targetAudience: string[];
  stage: string;
  primaryFocus: string;
  specificReq: string;
}

export interface ApplicationAnswers {
  contact: ContactAnswers;
  project: ProjectAnswers;
  budget: BudgetAnswers;
  documents: DocumentAnswers;
  scope: ScopeAnswers;
  final: FinalAnswers;
}

export type ContactField = keyof ContactAnswers;
export type ProjectField = keyof ProjectAnswers;
export type BudgetField = keyof BudgetAnswers;
export type ScopeField = keyof ScopeAnswers;
export type FinalField = keyof FinalAnswers;

export const EMPTY_ANSWERS: ApplicationAnswers = {
  contact: { fullName: '', email: '', phoneNumber: '', location: '' },
  project: {
    projectTitle: '',
    projectStartDate: '',
    projectEndDate: '',
    projectSummary: '',
    objective: '',
  },
  budget: {
    totalProjectBudget: '',
    requestedFundingAmount: '',
    detailedBudgetBreakdown: '',
    costSharing: '',
    problemStatement: '',
    projectDescription: '',
    methodology: '',
  },
  documents: {
    resumes: null,
    lettersCommitment: null,
    organizationalChart: null,
    auditedStatement: null,
  },
  scope: { geographicalScope: '', budgetRange: '', timeline: '' },
  final: { targetAudience: [], stage: '', primaryFocus: '', specificReq: '' },
};

/** What the signed-in user brings: saved answers first, else the account's name and email. */
export interface ApplicantProfile {
  firstName: string;
  lastName: string;
  email: string;
  savedAnswers?: Partial<ContactAnswers> | null;
}

const CONTACT_FIELDS = ['fullName', 'email', 'phoneNumber', 'location'] as const;

/**
 * Saved answers as the wizard may use them: the contact fields that are text, nothing else.
 * Stored data is read defensively (a value from an older build or another client may be off).
 */
export function savedContactAnswers(value: unknown): Partial<ContactAnswers> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const source = value as Record<string, unknown>;
  const saved: Partial<ContactAnswers> = {};
  for (const field of CONTACT_FIELDS) {
    const text = source[field];
    if (typeof text === 'string') saved[field] = text;
  }
  return saved;
}

/** Why a body's `savedAnswers` breaks the contract's SavedAnswers schema, or undefined. */
export function savedAnswersProblem(value: unknown): string | undefined {
  if (value === null) return undefined;
  const problem = 'Saved answers must hold only fullName, email, phoneNumber and location as text';
  if (typeof value !== 'object' || Array.isArray(value)) return problem;
  const entries = Object.entries(value as Record<string, unknown>);
  const known: readonly string[] = CONTACT_FIELDS;
  if (entries.some(([key, text]) => !known.includes(key) || typeof text !== 'string')) {
    return problem;
  }
  const email = (value as { email?: string }).email;
  return email === undefined || (email.trim() === email && isEmail(email))
    ? undefined
    : APPLICATION_MESSAGES.emailInvalid;
}

export function prefilledAnswers(profile: ApplicantProfile | null): ApplicationAnswers {
  if (!profile) return EMPTY_ANSWERS;
  const saved = savedContactAnswers(profile.savedAnswers);
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return {
    ...EMPTY_ANSWERS,
    contact: {
      fullName: saved.fullName?.trim() || name,
      email: saved.email?.trim() || profile.email,
      phoneNumber: saved.phoneNumber ?? '',
      location: saved.location ?? '',
    },
  };
}

// ───────────── Validation (section 5) ─────────────

export const APPLICATION_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Email address is invalid',
  phoneRequired: 'Phone number is required',
  locationRequired: 'Location is required',
  titleRequired: 'Project title is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'End date must be after start date',
  summaryRequired: 'Project summary is required',
  objectiveRequired: 'Objective is required',
  totalRequired: 'Total project budget is required',
  requestedRequired: 'Requested funding amount is required',
  invalidAmount: 'Please enter a valid amount',
  requestedAboveTotal: 'Requested amount cannot exceed total budget',
  breakdownRequired: 'Detailed budget breakdown is required',
  costSharingRequired: 'Cost sharing information is required',
  problemRequired: 'Problem statement is required',
  descriptionRequired: 'Project description is required',
  methodologyRequired: 'Methodology is required',
  scopeRequired: 'Please select a geographical scope',
  budgetRangeRequired: 'Please select a budget range',
  timelineRequired: 'Please select a timeline',
  audienceRequired: 'Please select at least one target audience',
  stageRequired: 'Please select a project stage',
  primaryFocusRequired: 'Primary focus is required',
  specificReqRequired: 'Specific requirements are required',
  uploadFailed: 'Failed to upload file. Please try again.',
  selectFailed: 'Failed to select file. Please try again.',
  submitFailed: 'Failed! Try again please!',
  createFailed: 'Failed to create grant application',
} as const;

/** '{Section} is required' with Resumes, Letters, Chart, Statements. */
export const documentRequiredMessage = (section: DocumentSection) =>
  `${DOCUMENT_SECTION_NAMES[section].short} is required`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date typed as YYYY-MM-DD that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An amount: a number above 0 (anything else is 'Please enter a valid amount'). */
export function parseAmount(value: string): number | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

export function validateContact(values: ContactAnswers): FieldErrors<ContactField> {
  const m = APPLICATION_MESSAGES;
  const errors: FieldErrors<ContactField> = {};
  if (isBlank(values.fullName)) errors.fullName = m.fullNameRequired;
  if (isBlank(values.email)) errors.email = m.emailRequired;
  else if (!isEmail(values.email)) errors.email = m.emailInvalid;
  if (isBlank(values.phoneNumber)) errors.phoneNumber = m.phoneRequired;
  if (isBlank(values.location)) errors.location = m.locationRequired;
  return errors;
}

export function validateProject(values: ProjectAnswers): FieldErrors<ProjectField> {
  const m = APPLICATION_MESSAGES;
  const errors: FieldErrors<ProjectField> = {};
  const start = values.projectStartDate.trim();
  const end = values.projectEndDate.trim();
  if (isBlank(values.projectTitle)) errors.projectTitle = m.titleRequired;
  if (!isCalendarDate(start)) errors.projectStartDate = m.startRequired;
  if (!isCalendarDate(end)) errors.projectEndDate = m.endRequired;
  else if (isCalendarDate(start) && end <= start) errors.projectEndDate = m.endBeforeStart;
  if (isBlank(values.projectSummary)) errors.projectSummary = m.summaryRequired;
  if (isBlank(values.objective)) errors.objective = m.objectiveRequired;
  return errors;
}

export function validateBudget(values: BudgetAnswers): FieldErrors<BudgetField> {
  const m = APPLICATION_MESSAGES;
  const errors: FieldErrors<BudgetField> = {};
  const total = parseAmount(values.totalProjectBudget);
  const requested = parseAmount(values.requestedFundingAmount);
  if (isBlank(values.totalProjectBudget)) errors.totalProjectBudget = m.totalRequired;
  else if (total === undefined) errors.totalProjectBudget = m.invalidAmount;
  if (isBlank(values.requestedFundingAmount)) errors.requestedFundingAmount = m.requestedRequired;
  else if (requested === undefined) errors.requestedFundingAmount = m.invalidAmount;
  else if (total !== undefined && requested > total)
    errors.requestedFundingAmount = m.requestedAboveTotal;
  if (isBlank(values.detailedBudgetBreakdown)) errors.detailedBudgetBreakdown = m.breakdownRequired;
  if (isBlank(values.costSharing)) errors.costSharing = m.costSharingRequired;
  if (isBlank(values.problemStatement)) errors.problemStatement = m.problemRequired;
  if (isBlank(values.projectDescription)) errors.projectDescription = m.descriptionRequired;
  if (isBlank(values.methodology)) errors.methodology = m.methodologyRequired;
  return errors;
}

export function validateDocuments(values: DocumentAnswers): FieldErrors<DocumentSection> {
  const errors: FieldErrors<DocumentSection> = {};
  for (const section of DOCUMENT_SECTIONS) {
    if (isBlank(values[section]?.url)) errors[section] = documentRequiredMessage(section);
  }
  return errors;
}

const isOneOf = (options: readonly string[], value: string) => options.includes(value);

export function validateScope(values: ScopeAnswers): FieldErrors<ScopeField> {
  const m = APPLICATION_MESSAGES;
  const errors: FieldErrors<ScopeField> = {};
  if (!isOneOf(GEOGRAPHICAL_SCOPE_OPTIONS, values.geographicalScope))
    errors.geographicalScope = m.scopeRequired;
  if (budgetRangeValue(values.budgetRange) === undefined)
    errors.budgetRange = m.budgetRangeRequired;
  if (!isOneOf(TIMELINE_OPTIONS, values.timeline)) errors.timeline = m.timelineRequired;
  return errors;
}

export function validateFinal(values: FinalAnswers): FieldErrors<FinalField> {
  const m = APPLICATION_MESSAGES;
  const errors: FieldErrors<FinalField> = {};
  if (
    values.targetAudience.length === 0 ||
    !values.targetAudience.every((audience) => isOneOf(TARGET_AUDIENCE_OPTIONS, audience))
  )
    errors.targetAudience = m.audienceRequired;
  if (!isOneOf(PROJECT_STAGE_OPTIONS, values.stage)) errors.stage = m.stageRequired;
  if (isBlank(values.primaryFocus)) errors.primaryFocus = m.primaryFocusRequired;
  if (isBlank(values.specificReq)) errors.specificReq = m.specificReqRequired;
  return errors;
}

export interface StepErrors {
  contact: FieldErrors<ContactField>;
  project: FieldErrors<ProjectField>;
  budget: FieldErrors<BudgetField>;
  documents: FieldErrors<DocumentSection>;
  scope: FieldErrors<ScopeField>;
  final: FieldErrors<FinalField>;
}

export const NO_STEP_ERRORS: StepErrors = {
  contact: {},
  project: {},
  budget: {},
  documents: {},
  scope: {},
  final: {},
};

/** One step's errors. */
export function validateStep<S extends FormStep>(
  step: S,
  answers: ApplicationAnswers,
): StepErrors[S] {
  const validators: { [K in FormStep]: (answers: ApplicationAnswers) => StepErrors[K] } = {
    contact: (a) => validateContact(a.contact),
    project: (a) => validateProject(a.project),
    budget: (a) => validateBudget(a.budget),
    documents: (a) => validateDocuments(a.documents),
    scope: (a) => validateScope(a.scope),
    final: (a) => validateFinal(a.final),
  };
  return validators[step](answers);
}

/** Every step's errors flattened under the payload's field names (the backend's 422 shape). */
export function validateAnswers(answers: ApplicationAnswers): Record<string, string> {
  const all: Record<string, string> = {};
  for (const step of FORM_STEPS) {
    for (const [field, message] of Object.entries(validateStep(step, answers))) {
      if (message) all[field] = message;
    }
  }
  return all;
}

/** The first form step with an error, if any. */
export function firstInvalidStep(answers: ApplicationAnswers): FormStep | undefined {
  return FORM_STEPS.find((step) => Object.keys(validateStep(step, answers)).length > 0);
}

// ───────────── Commission ─────────────

/** Account type Company pays a fixed 20% commission (the only account type shown). */
export const ACCOUNT_TYPE = 'Company';
export const COMMISSION_RATE = 0.2;

/** 20% of an amount in US dollars, rounded to cents (half up). */
export function commissionOf(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  // amount × 20 is the commission in cents; rounding there avoids binary fractions of cents.
  return Math.round(Number((amount * COMMISSION_RATE * 100).toPrecision(12))) / 100;
}

/** The file name as shown: its first 10 characters. */
export const shortFileName = (name: string) => name.slice(0, 10);

// ───────────── Payload (section 3) ─────────────

/** The body of POST /grant-applications (matches the contract's GrantApplicationCreate). */
export interface ApplicationPayload {
  userId: string;
  grantId: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  location: string;
  projectTitle: string;
  projectStartDate: string;
  projectEndDate: string;
  projectSummary: string;
  objective: string;
  totalProjectBudget: number;
  requestedFundingAmount: number;
  detailedBudgetBreakdown: string;
  detailedBudgedBreakdown: string;
  costSharing: string;
  problemStatement: string;
  projectDescription: string;
  projectDesc: string;
  methodology: string;
  resumes: string;
  lettersCommitment: string;
  organizationalChart: string;
  auditedStatement: string;
  geographicalScope: GeographicalScope;
  geoScope: GeographicalScope;
  budgetRange: BudgetRangeValue;
  projectValue: BudgetRangeValue;
  timeline: Timeline;
  projectLocation: string;
  targetAudience: string;
  stage: ProjectStage;
  primaryFocus: string;
  specificReq: string;
  commissionAcknowledged: true;
  commissionRate: typeof COMMISSION_RATE;
}

/**
 * Every answer trimmed, plus the live API's copies: detailedBudgedBreakdown (sic), projectDesc,
 * geoScope, projectValue (the numeric budget range), projectLocation, targetAudience joined with
 * commas, and userId and grantId. Call it with valid answers (the wizard validates each step).
 */
export function buildApplicationPayload(
  answers: ApplicationAnswers,
  ids: { userId: string; grantId: string },
): ApplicationPayload {
  const { contact, project, budget, documents, scope, final } = answers;
  const budgetRange = budgetRangeValue(scope.budgetRange) as BudgetRangeValue;
  const geographicalScope = scope.geographicalScope as GeographicalScope;
  const breakdown = budget.detailedBudgetBreakdown.trim();
  const description = budget.projectDescription.trim();
  const location = contact.location.trim();
  return {
    userId: ids.userId,
    grantId: ids.grantId,
    fullName: contact.fullName.trim(),
    email: contact.email.trim(),
    phoneNumber: contact.phoneNumber.trim(),
    location,
    projectTitle: project.projectTitle.trim(),
    projectStartDate: project.projectStartDate.trim(),
    projectEndDate: project.projectEndDate.trim(),
    projectSummary: project.projectSummary.trim(),
    objective: project.objective.trim(),
    totalProjectBudget: Number(budget.totalProjectBudget.trim()),
    requestedFundingAmount: Number(budget.requestedFundingAmount.trim()),
    detailedBudgetBreakdown: breakdown,
    detailedBudgedBreakdown: breakdown,
    costSharing: budget.costSharing.trim(),
    problemStatement: budget.problemStatement.trim(),
    projectDescription: description,
    projectDesc: description,
    methodology: budget.methodology.trim(),
    resumes: documents.resumes?.url ?? '',
    lettersCommitment: documents.lettersCommitment?.url ?? '',
    organizationalChart: documents.organizationalChart?.url ?? '',
    auditedStatement: documents.auditedStatement?.url ?? '',
    geographicalScope,
    geoScope: geographicalScope,
    budgetRange,
    projectValue: budgetRange,
    timeline: scope.timeline as Timeline,
    projectLocation: location,
    targetAudience: final.targetAudience.join(','),
    stage: final.stage as ProjectStage,
    primaryFocus: final.primaryFocus.trim(),
    specificReq: final.specificReq.trim(),
    commissionAcknowledged: true,
    commissionRate: COMMISSION_RATE,
  };
}

/** The answers a payload carries (the backend validates a payload with the wizard's rules). */
export function answersFromPayload(body: Record<string, unknown>): ApplicationAnswers {
  const text = (key: string) => {
    const value = body[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  };
  const document = (key: string): DocumentAnswer | null =>
    text(key).trim() === '' ? null : { url: text(key), fileName: '' };
  const audience = body.targetAudience;
  return {
    contact: {
      fullName: text('fullName'),
      email: text('email'),
      phoneNumber: text('phoneNumber'),
      location: text('location'),
    },
    project: {
      projectTitle: text('projectTitle'),
      projectStartDate: text('projectStartDate'),
      projectEndDate: text('projectEndDate'),
      projectSummary: text('projectSummary'),
      objective: text('objective'),
    },
    budget: {
      totalProjectBudget:
        typeof body.totalProjectBudget === 'number' ? text('totalProjectBudget') : '',
      requestedFundingAmount:
        typeof body.requestedFundingAmount === 'number' ? text('requestedFundingAmount') : '',
      detailedBudgetBreakdown: text('detailedBudgetBreakdown'),
      costSharing: text('costSharing'),
      problemStatement: text('problemStatement'),
      projectDescription: text('projectDescription'),
      methodology: text('methodology'),
    },
    documents: {
      resumes: document('resumes'),
      lettersCommitment: document('lettersCommitment'),
      organizationalChart: document('organizationalChart'),
      auditedStatement: document('auditedStatement'),
    },
    scope: {
      geographicalScope: text('geographicalScope'),
      budgetRange: text('budgetRange'),
      timeline: text('timeline'),
    },
    final: {
      targetAudience:
        typeof audience === 'string' && audience.trim() !== ''
          ? audience.split(',').map((item) => item.trim())
          : [],
      stage: text('stage'),
      primaryFocus: text('primaryFocus'),
      specificReq: text('specificReq'),
    },
  };
}
