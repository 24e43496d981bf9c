// @vitest-environment node
import { BUDGET_MESSAGES } from '../../src/domain/budget';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  type ApplicationAnswers,
  documentRequiredMessage,
} from '../../src/domain/application';
import { DOCUMENT_SECTIONS } from '../../src/domain/application-steps';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { validateAnswers } from '../../src/mock-server/application-body';
import {
  COMPANY_MESSAGES,
  type CompanyValues,
  toCompanyPayload,
  validateCompany,
} from '../../src/domain/company';
import {
  GRANT_MESSAGES,
  type GrantBasics,
  type GrantDetails,
  buildNewGrant,
  validateGrantBasics,
  validateGrantDetails,
} from '../../src/domain/grant';
import {
  NEWSLETTER_MESSAGES,
  normaliseNewsletter,
  validateNewsletter,
} from '../../src/domain/newsletter';
import {
  PERSONAL_INFO_MESSAGES,
  type PersonalInfoValues,
  buildPersonalInfoUpdate,
  validatePersonalInfo,
} from '../../src/domain/personal-info';
import {
  type AboutYourself,
  type Credentials,
  REGISTRATION_MESSAGES,
  buildRegistrationPayload,
  validateAbout,
  validateCredentials,
} from '../../src/domain/registration';
import { GRANT_ID, USER_ID, VALID_ANSWERS } from './application-fixtures';

// Hostile and odd input for every validator and payload builder of the forms: they never throw,
// speak only the spec's messages, treat whitespace-only as blank, and build JSON without
// NaN or Infinity.

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003'), maxLength: 8 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '1e309',
    '-1e309',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '9'.repeat(400),
    '0000-00-00',
    '9999-12-31',
    '0001-01-01',
    '2026-02-30',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩🏽‍💻',
    '\u202eevil',
    'a'.repeat(10_000),
  ),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    Number.NaN,
    Number.MAX_SAFE_INTEGER + 2,
  ),
);

/** Arbitrary values shaped like `sample`: strings, numbers, booleans and arrays all go wild. */
function shapedLike<T>(sample: T): fc.Arbitrary<T> {
  if (typeof sample === 'string') return hostileString as unknown as fc.Arbitrary<T>;
  if (typeof sample === 'number') return hostileNumber as unknown as fc.Arbitrary<T>;
  if (typeof sample === 'boolean') return fc.boolean() as unknown as fc.Arbitrary<T>;
  if (Array.isArray(sample)) {
    return fc.array(hostileString, { maxLength: 5 }) as unknown as fc.Arbitrary<T>;
  }
  if (sample && typeof sample === 'object') {
    const shape = Object.fromEntries(
      Object.entries(sample).map(([key, value]) => [
        key,
        fc.oneof(fc.constant(value), shapedLike(value)),
      ]),
    );
    return fc.record(shape) as unknown as fc.Arbitrary<T>;
  }
  return fc.constant(sample);
}

const messagesOf = (...sets: Record<string, string>[]) =>
  new Set(sets.flatMap((set) => Object.values(set)));

function expectOnlySpecMessages(errors: Record<string, string | undefined>, allowed: Set<string>) {
  for (const message of Object.values(errors)) {
    if (message !== undefined) expect(allowed).toContain(message);
  }
}

/** Every number in the built body is finite (JSON would turn NaN/Infinity into null). */
function expectFiniteNumbers(value: unknown): void {
  if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  else if (Array.isArray(value)) value.forEach(expectFiniteNumbers);
  else if (value && typeof value === 'object') Object.values(value).forEach(expectFiniteNumbers);
}

/** For each text field: if '' is refused, whitespace only is refused with the same message. */
function expectBlankIsBlank<T extends object>(
  valid: T,
  validate: (values: T) => Record<string, string | undefined>,
) {
  for (const [key, value] of Object.entries(valid)) {
    // Passwords are sent as typed: a space is a character of a password, not a blank.
    if (typeof value !== 'string' || /password/i.test(key)) continue;
    const empty = validate({ ...valid, [key]: '' })[key];
    if (empty === undefined) continue;
    for (const blank of [' ', '\t\n ', '\u00a0\u2003']) {
      expect(validate({ ...valid, [key]: blank })[key], `${key} = ${JSON.stringify(blank)}`).toBe(
        empty,
      );
    }
  }
}

const NOW = new Date('2026-03-01T12:00:00Z');
const RUNS = { numRuns: 150 };

const credentials: Credentials = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  password: 'analytical',
  acceptTerms: true,
  acceptPrivacy: true,
};
const about: AboutYourself = { gender: 'female', ageRange: '25-34', ethnicity: 'other' };
const company: CompanyValues = {
  ein: '12-3456789',
  email: 'info@greenroots.org',
  name: 'Green Roots',
  dba: '',
  address: '1200 Riverside Dr, Austin, TX',
  industry: 'Agriculture',
  website: '',
  organizationType: '',
};
const personal: PersonalInfoValues = {
  firstName: 'Dana',
  lastName: 'Rivera',
  oldPassword: 'old-password',
  password: 'new-password',
  confirmPassword: 'new-password',
};
const basics: GrantBasics = {
  title: 'Coastal Schools Solar',
  sector: 'Energy',
  sectorFocus: 'Solar',
  fundingSize: '42000.50',
  deadline: '2026-03-11',
  organizationType: 'educational',
};
const details: GrantDetails = {
  motive: 'Lower bills',
  description: 'Rooftop solar',
  sectorDescription: 'Clean energy',
  criteria: 'Public district',
  projectStage: 'planning',
};

describe('registration (property-based)', () => {
  const allowed = messagesOf(REGISTRATION_MESSAGES);
  it('validators never throw and speak only the spec', () => {
    fc.assert(
      fc.property(shapedLike(credentials), shapedLike(about), (c, a) => {
        expectOnlySpecMessages(validateCredentials(c), allowed);
        expectOnlySpecMessages(validateAbout(a), allowed);
      }),
      RUNS,
    );
    expectBlankIsBlank(credentials, validateCredentials);
  });
  it('the payload builder never throws and sends finite numbers, trimmed names', () => {
    fc.assert(
      fc.property(shapedLike(credentials), shapedLike(about), hostileString, (c, a, ref) => {
        const body = buildRegistrationPayload(c, a, ref);
        // The form builds the body only once both steps are valid.
        const valid =
          Object.keys(validateCredentials(c)).length === 0 &&
          Object.keys(validateAbout(a)).length === 0;
        if (valid) expectFiniteNumbers(body);
        expect(body.firstName).toBe(body.firstName.trim());
        expect(body.email).toBe(body.email.trim());
      }),
      RUNS,
    );
  });
});

describe('company (property-based)', () => {
  const allowed = messagesOf(COMPANY_MESSAGES);
  it('never throws, speaks only the spec, treats whitespace as blank, trims the payload', () => {
    fc.assert(
      fc.property(shapedLike(company), (values) => {
        expectOnlySpecMessages(validateCompany(values), allowed);
        const body = toCompanyPayload(values);
        for (const value of Object.values(body)) {
          if (typeof value === 'string') expect(value).toBe(value.trim());
        }
      }),
      RUNS,
    );
    expectBlankIsBlank(company, validateCompany);
  });
});

describe('personal information (property-based)', () => {
  const allowed = messagesOf(PERSONAL_INFO_MESSAGES);
  it('never throws, speaks only the spec, never sends a blank name', () => {
    fc.assert(
      fc.property(shapedLike(personal), (values) => {
        expectOnlySpecMessages(validatePersonalInfo(values), allowed);
        const update = buildPersonalInfoUpdate(values);
        if (update.firstName !== undefined) expect(update.firstName.trim()).not.toBe('');
        if (update.lastName !== undefined) expect(update.lastName.trim()).not.toBe('');
      }),
      RUNS,
    );
    expectBlankIsBlank(personal, validatePersonalInfo);
  });
});

describe('create grant (property-based)', () => {
  const allowed = messagesOf(GRANT_MESSAGES);
  it('never throws, speaks only the spec, and a valid amount is a finite number', () => {
    fc.assert(
      fc.property(shapedLike(basics), shapedLike(details), (b, d) => {
        const basicErrors = validateGrantBasics(b, NOW);
        const detailErrors = validateGrantDetails(d);
        expectOnlySpecMessages(basicErrors, allowed);
        expectOnlySpecMessages(detailErrors, allowed);
        if (Object.keys(basicErrors).length === 0 && Object.keys(detailErrors).length === 0) {
          expectFiniteNumbers(buildNewGrant(b, d));
        }
      }),
      RUNS,
    );
    for (const amount of ['1e309', '-0', 'NaN', 'Infinity', '-5']) {
      expect(validateGrantBasics({ ...basics, fundingSize: amount }, NOW).fundingSize).toBe(
        GRANT_MESSAGES.fundingSizeInvalid,
      );
    }
    expectBlankIsBlank(basics, (values) => validateGrantBasics(values, NOW));
    expectBlankIsBlank(details, validateGrantDetails);
  });
});

describe('newsletter (property-based)', () => {
  const allowed = messagesOf(NEWSLETTER_MESSAGES);
  it('never throws, speaks only the spec, normalises to trimmed text', () => {
    fc.assert(
      fc.property(shapedLike({ name: 'Maria', email: 'maria@example.org' }), (form) => {
        expectOnlySpecMessages(validateNewsletter(form), allowed);
        const normal = normaliseNewsletter(form);
        expect(normal.name).toBe(normal.name.trim());
      }),
      RUNS,
    );
    expectBlankIsBlank({ name: 'Maria', email: 'maria@example.org' }, validateNewsletter);
  });
});

describe('application wizard (property-based)', () => {
  const allowed = new Set([
    ...Object.values(APPLICATION_MESSAGES),
    ...Object.values(BUDGET_MESSAGES),
    ...DOCUMENT_SECTIONS.map(documentRequiredMessage),
  ]);
  it('never throws, speaks only the spec, and builds finite numbers from valid answers', () => {
    fc.assert(
      fc.property(shapedLike<ApplicationAnswers>(VALID_ANSWERS), (answers) => {
        const errors = validateAnswers(answers);
        expectOnlySpecMessages(errors, allowed);
        if (Object.keys(errors).length === 0) {
          expectFiniteNumbers(
            buildApplicationPayload(answers, { userId: USER_ID, grantId: GRANT_ID }),
          );
        }
      }),
      RUNS,
    );
    for (const amount of ['1e309', '-0', 'NaN', 'Infinity']) {
      const errors = validateAnswers({
        ...VALID_ANSWERS,
        budget: { ...VALID_ANSWERS.budget, requestedFundingAmount: amount },
      });
      expect(Object.values(errors)).toContain(APPLICATION_MESSAGES.invalidAmount);
    }
  });
});
