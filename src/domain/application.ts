import {
  DOCUMENT_SECTIONS,
  DOCUMENT_SECTION_NAMES,
  type DocumentSection,
  FORM_STEPS,
  type FormStep,
} from './application-steps';
import { type FieldErrors, isBlank, isEmail } from './text';
import { type BudgetLine, budgetTotals, centsToDollars, totalsError } from './budget';
import type {
  ApplicationProjectStage,
  BudgetRange,
  GeographicalScope,
  ProjectTimeline,
} from '../api/schema.gen';

// The grant application wizard's rules (grants-side spec sections 5 and 9): answers of every
// step, their validation with the spec's exact messages, the option lists with their stored
// values and the 20% commission. Field names are the payload's names, so the embedded backend
// reports its errors under the same keys. The steps and their words are application-steps.ts,
// the payload application-payload.ts.

// ───────────── Options (section 9) ─────────────

export const GEOGRAPHICAL_SCOPE_OPTIONS = [
  'Local',
  'Regional',
  'National',
  'International',
] as const satisfies readonly GeographicalScope[];

/** Budget ranges: the visible label and the value stored in the application. */
export const BUDGET_RANGE_OPTIONS = [
  { label: 'Under $10,000', value: 10000 },
  { label: '$10,000 - $50,000', value: 50000 },
  { label: '$50,000 - $100,000', value: 100000 },
  { label: 'Over $100,000', value: 'Over $100,000' },
] as const satisfies readonly { label: string; value: BudgetRange }[];

export const TIMELINE_OPTIONS = [
  'Less than 6 months',
  '6-12 months',
  'More than 12 months',
] as const satisfies readonly ProjectTimeline[];

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
] as const satisfies readonly ApplicationProjectStage[];

/** A form keeps a budget range as the text of its stored value ('10000', 'Over $100,000'). */
export function budgetRangeValue(key: string): BudgetRange | undefined {
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

/**
 * Amounts are kept as typed (text) until they are sent. `lines` is the budget table (issue 48):
 * with it, the totals and the breakdown are computed from the lines; a draft from before the
 * table has no lines and keeps its typed totals and text breakdown (see isLegacyBudget).
 */
export interface BudgetAnswers {
  lines: BudgetLine[];
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
  /** Bytes, when known (an upload or a library document): the printed copy lists it. */
  size?: number;
}

export type DocumentAnswers = Record<DocumentSection, DocumentAnswer | null>;

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
/** The budget step's typed answers (the table's lines change through their own events). */
export type BudgetField = Exclude<keyof BudgetAnswers, 'lines'>;
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
    lines: [],
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

export const CONTACT_FIELDS = ['fullName', 'email', 'phoneNumber', 'location'] as const;

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

/**
 * A budget from before the table (issue 48): no lines, but a typed total, requested amount or
 * text breakdown. It is checked, shown and sent as it was; a first line turns it into a table.
 */
export function isLegacyBudget(values: BudgetAnswers): boolean {
  return (
    values.lines.length === 0 &&
    !(
      isBlank(values.detailedBudgetBreakdown) &&
      isBlank(values.totalProjectBudget) &&
      isBlank(values.requestedFundingAmount)
    )
  );
}

/** The requested amount in dollars: the table's requested lines, or as typed before the table. */
export function requestedAmountOf(values: BudgetAnswers): number {
  return isLegacyBudget(values)
    ? (parseAmount(values.requestedFundingAmount) ?? 0)
    : centsToDollars(budgetTotals(values.lines).requested);
}

/** What the budget step checks against the grant: its funding size, when known. */
export interface BudgetRules {
  fundingSize?: number | undefined;
  /**
   * The budget is typed, whatever it holds: a payload without the table (the server reads a
   * payload's mode from whether it has `budgetLineItems`, not from which fields are blank).
   */
  typed?: boolean;
}

/** The budget step's errors; the table's totals under `budgetLineItems`. */
export type BudgetErrors = FieldErrors<BudgetField | 'budgetLineItems'>;

export function validateBudget(values: BudgetAnswers, rules: BudgetRules = {}): BudgetErrors {
  const m = APPLICATION_MESSAGES;
  if (!(rules.typed ?? isLegacyBudget(values))) {
    const errors: BudgetErrors = {};
    const totals = totalsError(values.lines, rules);
    if (totals) errors.budgetLineItems = totals;
    if (isBlank(values.costSharing)) errors.costSharing = m.costSharingRequired;
    if (isBlank(values.problemStatement)) errors.problemStatement = m.problemRequired;
    if (isBlank(values.projectDescription)) errors.projectDescription = m.descriptionRequired;
    if (isBlank(values.methodology)) errors.methodology = m.methodologyRequired;
    return errors;
  }
  const errors: BudgetErrors = {};
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
  budget: BudgetErrors;
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

/** One step's errors (the budget's against the grant's rules when given). */
export function validateStep<S extends FormStep>(
  step: S,
  answers: ApplicationAnswers,
  rules: BudgetRules = {},
): StepErrors[S] {
  const validators: { [K in FormStep]: (answers: ApplicationAnswers) => StepErrors[K] } = {
    contact: (a) => validateContact(a.contact),
    project: (a) => validateProject(a.project),
    budget: (a) => validateBudget(a.budget, rules),
    documents: (a) => validateDocuments(a.documents),
    scope: (a) => validateScope(a.scope),
    final: (a) => validateFinal(a.final),
  };
  return validators[step](answers);
}

/** The first form step with an error, if any. */
export function firstInvalidStep(
  answers: ApplicationAnswers,
  rules: BudgetRules = {},
): FormStep | undefined {
  return FORM_STEPS.find((step) => Object.keys(validateStep(step, answers, rules)).length > 0);
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

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The file name as shown: its first 10 characters, as a reader counts them (grapheme clusters),
 * so an emoji, a flag or an accent written as two code points is never cut in half.
 */
export function shortFileName(name: string): string {
  let shown = '';
  let count = 0;
  for (const { segment } of graphemes.segment(name)) {
    if (count === 10) break;
    shown += segment;
    count += 1;
  }
  return shown;
}

/** What the grant details' checklist says of the draft's budget (issue 48). */
export type BudgetChecklist =
  { status: 'notStarted' } | { status: 'incomplete'; message: string } | { status: 'complete' };

/**
 * The draft's budget against the grant: not started (no draft, or no line and nothing typed),
 * incomplete with the step's first message about the budget, or complete.
 */
export function budgetChecklist(
  budget: BudgetAnswers | null,
  fundingSize: number,
): BudgetChecklist {
  if (!budget) return { status: 'notStarted' };
  const legacy = isLegacyBudget(budget);
  if (!legacy && budget.lines.length === 0) return { status: 'notStarted' };
  const errors = validateBudget(budget, { fundingSize });
  const message = legacy
    ? (errors.totalProjectBudget ?? errors.requestedFundingAmount ?? errors.detailedBudgetBreakdown)
    : errors.budgetLineItems;
  return message ? { status: 'incomplete', message } : { status: 'complete' };
}
