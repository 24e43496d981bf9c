import {
  APPLICATION_MESSAGES,
  type ApplicationAnswers,
  CONTACT_FIELDS,
  type DocumentAnswer,
  validateStep,
} from '../domain/application';
import { FORM_STEPS } from '../domain/application-steps';
import { isEmail } from '../domain/text';

// What the embedded backend reads of an application's body with the wizard's own rules: the
// answers a POST /grant-applications body carries and their errors (the contract's 422 shape),
// and whether a profile's saved answers fit the contract. The app itself never needs these.

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
