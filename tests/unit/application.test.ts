// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGE_OPTIONS,
  EMPTY_ANSWERS,
  GEOGRAPHICAL_SCOPE_OPTIONS,
  PROJECT_STAGE_OPTIONS,
  TARGET_AUDIENCE_OPTIONS,
  TIMELINE_OPTIONS,
  budgetRangeValue,
  commissionOf,
  firstInvalidStep,
  prefilledAnswers,
  shortFileName,
  validateBudget,
  validateContact,
  validateDocuments,
  validateFinal,
  validateProject,
  validateScope,
} from '../../src/domain/application';
import {
  answersFromPayload,
  budgetModeOf,
  validateAnswers,
} from '../../src/mock-server/application-body';
import { buildApplicationPayload } from '../../src/domain/application-payload';
import { GRANT_ID, USER_ID, VALID_ANSWERS } from './application-fixtures';

const A = VALID_ANSWERS;

describe('step 2, Tell Us About Yourself', () => {
  it('accepts complete contact details', () => {
    expect(validateContact(A.contact)).toEqual({});
  });
  it('requires every field, trimmed', () => {
    expect(
      validateContact({ fullName: '  ', email: '', phoneNumber: '\t', location: ' ' }),
    ).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      phoneNumber: 'Phone number is required',
      location: 'Location is required',
    });
  });
  it.each(['maria', 'maria@', 'maria@example', 'a b@example.com'])(
    'rejects the email %s',
    (email) => {
      expect(validateContact({ ...A.contact, email }).email).toBe('Email address is invalid');
    },
  );
  it('accepts an email with surrounding spaces', () => {
    expect(validateContact({ ...A.contact, email: ' maria@example.com ' })).toEqual({});
  });
});

describe('step 3, Project Details', () => {
  it('accepts a project that ends after it starts', () => {
    expect(validateProject(A.project)).toEqual({});
  });
  it('requires every field', () => {
    expect(
      validateProject({
        projectTitle: ' ',
        projectStartDate: '',
        projectEndDate: '',
        projectSummary: '',
        objective: ' ',
      }),
    ).toEqual({
      projectTitle: 'Project title is required',
      projectStartDate: 'Start date is required',
      projectEndDate: 'End date is required',
      projectSummary: 'Project summary is required',
      objective: 'Objective is required',
    });
  });
  it('rejects an end on the start date or before it', () => {
    const same = { ...A.project, projectEndDate: A.project.projectStartDate };
    expect(validateProject(same).projectEndDate).toBe('End date must be after start date');
    const before = { ...A.project, projectEndDate: '2029-12-31' };
    expect(validateProject(before).projectEndDate).toBe('End date must be after start date');
  });
  it('treats a date that does not exist as missing', () => {
    expect(validateProject({ ...A.project, projectStartDate: '2030-02-30' }).projectStartDate).toBe(
      'Start date is required',
    );
  });
});

describe('step 4, Budget & Project Details', () => {
  it('accepts valid amounts with cents', () => {
    expect(validateBudget(A.budget)).toEqual({});
  });
  it('requires every field of a typed budget (a draft or payload from before the table)', () => {
    expect(validateBudget(EMPTY_ANSWERS.budget, { typed: true })).toEqual({
      totalProjectBudget: 'Total project budget is required',
      requestedFundingAmount: 'Requested funding amount is required',
      detailedBudgetBreakdown: 'Detailed budget breakdown is required',
      costSharing: 'Cost sharing information is required',
      problemStatement: 'Problem statement is required',
      projectDescription: 'Project description is required',
      methodology: 'Methodology is required',
    });
  });
  it.each(['0', '-5', 'abc', '1e', 'NaN', 'Infinity'])(
    'rejects %s as an amount on both budgets',
    (amount) => {
      const errors = validateBudget({
        ...A.budget,
        totalProjectBudget: amount,
        requestedFundingAmount: amount,
      });
      expect(errors.totalProjectBudget).toBe('Please enter a valid amount');
      expect(errors.requestedFundingAmount).toBe('Please enter a valid amount');
    },
  );
  it('rejects a requested amount above the total budget, accepts it equal', () => {
    expect(
      validateBudget({ ...A.budget, totalProjectBudget: '100', requestedFundingAmount: '100.01' })
        .requestedFundingAmount,
    ).toBe('Requested amount cannot exceed total budget');
    expect(
      validateBudget({ ...A.budget, totalProjectBudget: '100', requestedFundingAmount: '100' }),
    ).toEqual({});
  });
});

describe('step 5, Gather the essentials', () => {
  it('needs every document with the short section name', () => {
    expect(validateDocuments(EMPTY_ANSWERS.documents)).toEqual({
      resumes: 'Resumes is required',
      lettersCommitment: 'Letters is required',
      organizationalChart: 'Chart is required',
      auditedStatement: 'Statements is required',
    });
    expect(validateDocuments(A.documents)).toEqual({});
  });
  it('shows the first 10 characters of a file name', () => {
    expect(shortFileName('resumes-key-staff.pdf')).toBe('resumes-ke');
    expect(shortFileName('cv.pdf')).toBe('cv.pdf');
  });
  it('counts characters as a reader does: an emoji, a flag or a decomposed accent is never cut', () => {
    // 👩‍👩‍👧 is five code points and eight UTF-16 units; 🇺🇸 two and four; é here is e + U+0301.
    expect(shortFileName('budget-👩‍👩‍👧-final.pdf')).toBe('budget-👩‍👩‍👧-f');
    expect(shortFileName('🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸.pdf')).toBe('🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸🇺🇸');
    expect(shortFileName('re\u0301sume\u0301-2026.pdf')).toBe('re\u0301sume\u0301-202');
    expect(shortFileName('')).toBe('');
  });
});

describe('step 7 and step 8, What are you seeking', () => {
  it('offers the option lists of the spec with their stored values', () => {
    expect(GEOGRAPHICAL_SCOPE_OPTIONS).toEqual(['Local', 'Regional', 'National', 'International']);
    expect(TIMELINE_OPTIONS).toEqual(['Less than 6 months', '6-12 months', 'More than 12 months']);
    expect(TARGET_AUDIENCE_OPTIONS).toEqual([
      'Children',
      'Low-Income Communities',
      'Small Businesses',
      'Researchers',
      'Veterans',
      'Students',
      'Elderly',
    ]);
    expect(PROJECT_STAGE_OPTIONS).toEqual([
      'Idea/Concept',
      'Planning',
      'Implementation',
      'Evaluation',
    ]);
    expect(BUDGET_RANGE_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Under $10,000', 10000],
      ['$10,000 - $50,000', 50000],
      ['$50,000 - $100,000', 100000],
      ['Over $100,000', 'Over $100,000'],
    ]);
    expect(budgetRangeValue('50000')).toBe(50000);
    expect(budgetRangeValue('Over $100,000')).toBe('Over $100,000');
    expect(budgetRangeValue('75000')).toBeUndefined();
  });
  it('requires a scope, a budget range and a timeline from the lists', () => {
    expect(validateScope(EMPTY_ANSWERS.scope)).toEqual({
      geographicalScope: 'Please select a geographical scope',
      budgetRange: 'Please select a budget range',
      timeline: 'Please select a timeline',
    });
    expect(
      validateScope({ geographicalScope: 'Galactic', budgetRange: '1', timeline: 'soon' }),
    ).toEqual({
      geographicalScope: 'Please select a geographical scope',
      budgetRange: 'Please select a budget range',
      timeline: 'Please select a timeline',
    });
    expect(validateScope(A.scope)).toEqual({});
  });
  it('requires an audience, a stage, a focus and requirements', () => {
    expect(validateFinal(EMPTY_ANSWERS.final)).toEqual({
      targetAudience: 'Please select at least one target audience',
      stage: 'Please select a project stage',
      primaryFocus: 'Primary focus is required',
      specificReq: 'Specific requirements are required',
    });
    expect(validateFinal({ ...A.final, targetAudience: ['Aliens'] }).targetAudience).toBe(
      'Please select at least one target audience',
    );
    expect(validateFinal(A.final)).toEqual({});
  });
});

describe('the whole application', () => {
  it('flattens every error under the payload names and finds the first invalid step', () => {
    expect(validateAnswers(A)).toEqual({});
    expect(firstInvalidStep(A)).toBeUndefined();
    const broken = {
      ...A,
      budget: { ...A.budget, methodology: '' },
      final: { ...A.final, stage: '' },
    };
    expect(validateAnswers(broken)).toEqual({
      methodology: 'Methodology is required',
      stage: 'Please select a project stage',
    });
    expect(firstInvalidStep(broken)).toBe('budget');
  });
});

describe('the commission', () => {
  it.each([
    [75000, 15000],
    [60000.55, 12000.11],
    [0.03, 0.01],
    [0.02, 0],
    [1.01, 0.2],
    [12345.67, 2469.13],
    [0, 0],
    [-10, 0],
    [Number.NaN, 0],
  ])('is 20%% of %d rounded to cents: %d', (amount, commission) => {
    expect(commissionOf(amount)).toBe(commission);
  });
});

describe('prefill', () => {
  it('uses saved answers first, else the account name and email', () => {
    expect(
      prefilledAnswers({ firstName: 'Demo', lastName: 'User', email: 'demo@grantwise.app' })
        .contact,
    ).toEqual({
      fullName: 'Demo User',
      email: 'demo@grantwise.app',
      phoneNumber: '',
      location: '',
    });
    expect(
      prefilledAnswers({
        firstName: 'Demo',
        lastName: 'User',
        email: 'demo@grantwise.app',
        savedAnswers: { fullName: 'D. User', phoneNumber: '555', location: 'Austin' },
      }).contact,
    ).toEqual({
      fullName: 'D. User',
      email: 'demo@grantwise.app',
      phoneNumber: '555',
      location: 'Austin',
    });
    expect(prefilledAnswers(null)).toEqual(EMPTY_ANSWERS);
  });

  it('ignores saved answers that are not text instead of failing', () => {
    const profile = { firstName: 'Demo', lastName: 'User', email: 'demo@grantwise.app' };
    const odd = [
      { fullName: 42, email: ['x'], phoneNumber: { n: 1 }, location: null },
      'not an object',
      [1, 2],
    ];
    for (const savedAnswers of odd) {
      expect(prefilledAnswers({ ...profile, savedAnswers } as never).contact).toEqual({
        fullName: 'Demo User',
        email: 'demo@grantwise.app',
        phoneNumber: '',
        location: '',
      });
    }
  });
});

describe('the payload of POST /grant-applications', () => {
  const payload = buildApplicationPayload(A, { userId: USER_ID, grantId: GRANT_ID });

  it('carries every answer, trimmed, with numbers for the amounts', () => {
    expect(payload).toMatchObject({
      userId: USER_ID,
      grantId: GRANT_ID,
      fullName: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      phoneNumber: '+1 512 555 0142',
      location: 'Austin, TX',
      projectTitle: 'East Austin Community Greenhouse',
      projectStartDate: '2030-01-15',
      projectEndDate: '2030-12-15',
      projectSummary: 'A greenhouse supplying two food pantries.',
      objective: 'Deliver 20,000 lb of produce per year.',
      totalProjectBudget: 98000,
      requestedFundingAmount: 60000.55,
      detailedBudgetBreakdown: 'Structure $52,000; irrigation $11,000.',
      costSharing: '$38,000 from the city.',
      problemStatement: '41% of households report food insecurity.',
      projectDescription: 'A year-round greenhouse run with volunteers.',
      methodology: 'Phased build, planting, distribution.',
      resumes: '/api/v1/files/a/content',
      lettersCommitment: '/api/v1/files/b/content',
      organizationalChart: '/api/v1/files/c/content',
      auditedStatement: '/api/v1/files/d/content',
      geographicalScope: 'Local',
      budgetRange: 100000,
      timeline: '6-12 months',
      stage: 'Implementation',
      primaryFocus: 'Food security',
      specificReq: 'ADA accessible.',
      commissionAcknowledged: true,
      commissionRate: 0.2,
    });
  });

  it('adds the copies and renames of the live API', () => {
    expect(payload.detailedBudgedBreakdown).toBe(payload.detailedBudgetBreakdown);
    expect(payload.projectDesc).toBe(payload.projectDescription);
    expect(payload.geoScope).toBe('Local');
    expect(payload.projectValue).toBe(100000);
    expect(payload.projectLocation).toBe('Austin, TX');
    expect(payload.targetAudience).toBe('Low-Income Communities,Children');
  });

  it('stores the text budget range as text', () => {
    const over = buildApplicationPayload(
      { ...A, scope: { ...A.scope, budgetRange: 'Over $100,000' } },
      { userId: USER_ID, grantId: GRANT_ID },
    );
    expect(over.budgetRange).toBe('Over $100,000');
    expect(over.projectValue).toBe('Over $100,000');
  });

  it('reads back into answers that pass the same rules', () => {
    const back = answersFromPayload(payload as unknown as Record<string, unknown>);
    expect(validateAnswers(back)).toEqual({});
    expect(back.final.targetAudience).toEqual(['Low-Income Communities', 'Children']);
    const typed = { totalProjectBudget: '5' };
    expect(validateAnswers(answersFromPayload(typed), budgetModeOf(typed)).totalProjectBudget).toBe(
      'Total project budget is required',
    );
  });
});
