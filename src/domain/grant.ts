import type { FieldErrors } from './text';
import { isBlank } from './text';

// Create-grant rules (grants-side sections 5 and 9). Every message is the spec's, word for word.
// The wizard and the embedded backend run the same functions.

export const GRANT_MESSAGES = {
  titleRequired: 'Title is required',
  sectorRequired: 'Sector is required',
  sectorFocusRequired: 'Sector focus is required',
  fundingSizeRequired: 'Funding size is required',
  fundingSizeInvalid: 'Please enter a valid amount',
  deadlineRequired: 'Deadline is required',
  deadlineNotFuture: 'Deadline must be in the future',
  organizationTypeRequired: 'Organization type is required',
  motiveRequired: 'Motive is required',
  descriptionRequired: 'Description is required',
  sectorDescriptionRequired: 'Sector description is required',
  criteriaRequired: 'Criteria is required',
  projectStageRequired: 'Project stage is required',
  createFailed: 'Failed to create grant',
  fetchFailed: 'Failed to fetch grants',
} as const;

export const ORGANIZATION_TYPE_OPTIONS = [
  { value: 'nonprofit', label: 'Non-Profit' },
  { value: 'forprofit', label: 'For-Profit' },
  { value: 'government', label: 'Government' },
  { value: 'educational', label: 'Educational' },
] as const;

export const GRANT_PROJECT_STAGE_OPTIONS = [
  { value: 'idea', label: 'Idea' },
  { value: 'planning', label: 'Planning' },
  { value: 'development', label: 'Development' },
  { value: 'implementation', label: 'Implementation' },
  { value: 'scaling', label: 'Scaling' },
] as const;

export type OrganizationType = (typeof ORGANIZATION_TYPE_OPTIONS)[number]['value'];
export type GrantProjectStage = (typeof GRANT_PROJECT_STAGE_OPTIONS)[number]['value'];

/** The label of a stored value; an unknown value is shown as it is. */
export function organizationTypeLabel(value: string): string {
  return ORGANIZATION_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function projectStageLabel(value: string): string {
  return GRANT_PROJECT_STAGE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export const isOrganizationType = (value: string): value is OrganizationType =>
  ORGANIZATION_TYPE_OPTIONS.some((o) => o.value === value);
const isProjectStage = (value: string): value is GrantProjectStage =>
  GRANT_PROJECT_STAGE_OPTIONS.some((o) => o.value === value);

/** Step 1 as typed: every value a string, as the inputs hold them. */
export interface GrantBasics {
  title: string;
  sector: string;
  sectorFocus: string;
  fundingSize: string;
  deadline: string;
  organizationType: string;
}

/** Step 2 as typed. */
export interface GrantDetails {
  motive: string;
  description: string;
  sectorDescription: string;
  criteria: string;
  projectStage: string;
}

export type GrantBasicsField = keyof GrantBasics;
export type GrantDetailsField = keyof GrantDetails;

export const EMPTY_GRANT_BASICS: GrantBasics = {
  title: '',
  sector: '',
  sectorFocus: '',
  fundingSize: '',
  deadline: '',
  organizationType: '',
};

export const EMPTY_GRANT_DETAILS: GrantDetails = {
  motive: '',
  description: '',
  sectorDescription: '',
  criteria: '',
  projectStage: '',
};

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today's local calendar date as 'YYYY-MM-DD'. */
export function localDateString(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A deadline is a calendar date; "after the current moment" means a later day than today
 * (a deadline of today has already begun, so it is not in the future).
 */
export function isFutureDeadline(deadline: string, now: Date): boolean {
  return isCalendarDate(deadline) && deadline > localDateString(now);
}

/** A funding size is a number greater than 0 (the input allows cents). */
export function parseAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

export function validateGrantBasics(values: GrantBasics, now: Date): FieldErrors<GrantBasicsField> {
  const m = GRANT_MESSAGES;
  const errors: FieldErrors<GrantBasicsField> = {};
  if (isBlank(values.title)) errors.title = m.titleRequired;
  if (isBlank(values.sector)) errors.sector = m.sectorRequired;
  if (isBlank(values.sectorFocus)) errors.sectorFocus = m.sectorFocusRequired;
  if (isBlank(values.fundingSize)) errors.fundingSize = m.fundingSizeRequired;
  else if (parseAmount(values.fundingSize) === null) errors.fundingSize = m.fundingSizeInvalid;
  if (isBlank(values.deadline)) errors.deadline = m.deadlineRequired;
  else if (!isFutureDeadline(values.deadline.trim(), now)) errors.deadline = m.deadlineNotFuture;
  if (!isOrganizationType(values.organizationType.trim()))
    errors.organizationType = m.organizationTypeRequired;
  return errors;
}

export function validateGrantDetails(values: GrantDetails): FieldErrors<GrantDetailsField> {
  const m = GRANT_MESSAGES;
  const errors: FieldErrors<GrantDetailsField> = {};
  if (isBlank(values.motive)) errors.motive = m.motiveRequired;
  if (isBlank(values.description)) errors.description = m.descriptionRequired;
  if (isBlank(values.sectorDescription)) errors.sectorDescription = m.sectorDescriptionRequired;
  if (isBlank(values.criteria)) errors.criteria = m.criteriaRequired;
  if (!isProjectStage(values.projectStage.trim())) errors.projectStage = m.projectStageRequired;
  return errors;
}

/** The body of POST /grants: trimmed texts, the amount as a number, status active. */
export interface NewGrant {
  title: string;
  sector: string;
  sectorFocus: string;
  fundingSize: number;
  deadline: string;
  organizationType: OrganizationType;
  status: 'active';
  motive: string;
  description: string;
  sectorDescription: string;
  criteria: string;
  projectStage: GrantProjectStage;
}

/** Builds the body from valid steps (call after both validators answered no error). */
export function buildNewGrant(basics: GrantBasics, details: GrantDetails): NewGrant {
  return {
    title: basics.title.trim(),
    sector: basics.sector.trim(),
    sectorFocus: basics.sectorFocus.trim(),
    fundingSize: parseAmount(basics.fundingSize) ?? 0,
    deadline: basics.deadline.trim(),
    organizationType: basics.organizationType.trim() as OrganizationType,
    status: 'active',
    motive: details.motive.trim(),
    description: details.description.trim(),
    sectorDescription: details.sectorDescription.trim(),
    criteria: details.criteria.trim(),
    projectStage: details.projectStage.trim() as GrantProjectStage,
  };
}

/** The create-grant form's fields as the screen labels them. */
export const CREATE_GRANT_LABELS: Record<GrantBasicsField | GrantDetailsField, string> = {
  title: 'Title',
  sector: 'Sector',
  sectorFocus: 'Sector Focus',
  fundingSize: 'Funding Size (USD)',
  deadline: 'Deadline',
  organizationType: 'Organization Type',
  motive: 'Motive',
  description: 'Description',
  sectorDescription: 'Sector Description',
  criteria: 'Criteria',
  projectStage: 'Project Stage',
};
