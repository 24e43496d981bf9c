// Option lists of the account side (spec section 3): stored value and visible label.

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const satisfies readonly Option[];

export const AGE_RANGE_OPTIONS = [
  { value: '18-24', label: '18-24' },
  { value: '25-34', label: '25-34' },
  { value: '35-44', label: '35-44' },
  { value: '45-54', label: '45-54' },
  { value: '55-64', label: '55-64' },
  { value: '65+', label: '65+' },
] as const satisfies readonly Option[];

export const ETHNICITY_OPTIONS = [
  { value: 'asian', label: 'Asian' },
  { value: 'black', label: 'Black or African American' },
  { value: 'hispanic', label: 'Hispanic or Latino' },
  { value: 'white', label: 'White' },
  { value: 'native', label: 'Native American or Alaska Native' },
  { value: 'pacific', label: 'Native Hawaiian or Pacific Islander' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const satisfies readonly Option[];

export type Gender = (typeof GENDER_OPTIONS)[number]['value'];
export type AgeRange = (typeof AGE_RANGE_OPTIONS)[number]['value'];
export type Ethnicity = (typeof ETHNICITY_OPTIONS)[number]['value'];

/** The ages the API accepts: the integer that starts each range. */
export const AGE_STARTS = [18, 25, 35, 45, 55, 65] as const;
export type AgeStart = (typeof AGE_STARTS)[number];

/** The age sent to the API is the integer that starts the range text ("25-34" -> 25, "65+" -> 65). */
export function ageFromRange(range: string): AgeStart {
  return Number.parseInt(range, 10) as AgeStart;
}
