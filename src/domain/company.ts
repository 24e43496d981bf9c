import { type OrganizationType, isOrganizationType } from './grant';
import { type FieldErrors, isBlank, isEmail } from './text';

// Company form rules (account-side section 5). Values are trimmed before every check; the same
// rules run in the form and in the embedded backend.

export const COMPANY_MESSAGES = {
  einRequired: 'EIN is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  nameRequired: 'Legal name is required',
  addressRequired: 'HQ address is required',
  industryRequired: 'Industry is required',
  websiteInvalid: 'Website URL is invalid',
  organizationTypeInvalid: 'Organisation type is invalid',
  created: 'Company created successfully',
  updated: 'Company updated successfully',
  createFailed: 'Failed to create company',
  updateFailed: 'Failed to update company',
  fetchFailed: 'Failed to fetch company',
  alreadyExists: 'User already has a company',
} as const;

/** How long the green banner stays after a create or update. */
export const COMPANY_SUCCESS_MS = 3000;

/** What the form edits: every field as text ('' for an empty DBA or website). */
export interface CompanyValues {
  ein: string;
  email: string;
  name: string;
  dba: string;
  address: string;
  industry: string;
  website: string;
  /** One of the four organisation types, or '' when not recorded. */
  organizationType: string;
}

export type CompanyField = keyof CompanyValues;

export const COMPANY_FIELDS: readonly CompanyField[] = [
  'ein',
  'email',
  'name',
  'dba',
  'address',
  'industry',
  'website',
  'organizationType',
];

export const EMPTY_COMPANY: CompanyValues = {
  ein: '',
  email: '',
  name: '',
  dba: '',
  address: '',
  industry: '',
  website: '',
  organizationType: '',
};

/** The stored company as the API returns it. */
export interface CompanyLike {
  ein: string;
  email: string;
  name: string;
  dba?: string | null;
  address: string;
  industry: string;
  website?: string | null;
  organizationType?: string | null;
}

/** The body of POST /companies and PATCH /companies/{id}. */
export interface CompanyPayload {
  ein: string;
  email: string;
  name: string;
  dba: string | null;
  address: string;
  industry: string;
  website: string | null;
  organizationType: OrganizationType | null;
}

// An optional http(s):// prefix, a domain whose last label has 2-6 letters, an optional path.
const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,6}(?:\/\S*)?$/;

export function isWebsite(value: string): boolean {
  return WEBSITE_PATTERN.test(value.trim());
}

export function validateCompany(values: CompanyValues): FieldErrors<CompanyField> {
  const m = COMPANY_MESSAGES;
  const errors: FieldErrors<CompanyField> = {};
  if (isBlank(values.ein)) errors.ein = m.einRequired;
  if (isBlank(values.email)) errors.email = m.emailRequired;
  else if (!isEmail(values.email)) errors.email = m.emailInvalid;
  if (isBlank(values.name)) errors.name = m.nameRequired;
  if (isBlank(values.address)) errors.address = m.addressRequired;
  if (isBlank(values.industry)) errors.industry = m.industryRequired;
  if (!isBlank(values.website) && !isWebsite(values.website)) errors.website = m.websiteInvalid;
  if (!isBlank(values.organizationType) && !isOrganizationType(values.organizationType.trim()))
    errors.organizationType = m.organizationTypeInvalid;
  return errors;
}

const organizationTypeOf = (value: string): OrganizationType | null => {
  const trimmed = value.trim();
  return isOrganizationType(trimmed) ? trimmed : null;
};

/** Trimmed values; an empty DBA or website (or organisation type) is sent as null. */
export function toCompanyPayload(values: CompanyValues): CompanyPayload {
  const optional = (value: string) => (isBlank(value) ? null : value.trim());
  return {
    ein: values.ein.trim(),
    email: values.email.trim(),
    name: values.name.trim(),
    dba: optional(values.dba),
    address: values.address.trim(),
    industry: values.industry.trim(),
    website: optional(values.website),
    organizationType: organizationTypeOf(values.organizationType),
  };
}

/** The form's values for a saved company, or empty ones when there is none. */
export function companyValuesOf(company: CompanyLike | null): CompanyValues {
  if (!company) return EMPTY_COMPANY;
  return {
    ein: company.ein,
    email: company.email,
    name: company.name,
    dba: company.dba ?? '',
    address: company.address,
    industry: company.industry,
    website: company.website ?? '',
    organizationType: company.organizationType ?? '',
  };
}

/** Home's company form fields as the screen labels them. */
export const COMPANY_LABELS: Record<CompanyField, string> = {
  ein: 'Company EIN',
  email: 'Company E-mail',
  name: 'Company Legal Name',
  dba: 'DBA (Doing Business As)',
  address: 'Company HQ Address',
  industry: 'Company Industry',
  website: 'Company Website',
  organizationType: 'Organisation Type',
};
