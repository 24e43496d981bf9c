import {
  type ApplicationAnswers,
  budgetRangeLabel,
  isLegacyBudget,
  parseAmount,
} from './application';
import {
  DOCUMENT_SECTIONS,
  DOCUMENT_SECTION_NAMES,
  FIELD_LABELS,
  STEP_NUMBERS,
  STEP_TITLES,
} from './application-steps';
import { type BudgetLine, fromLineItems } from './budget';
import { formatDate, formatDateTime, formatUsdWithCents } from './format';
import type { GrantApplication } from '../api/schema.gen';

// The printable copy of an application (issue 48): the grant, its deadline, every answer with
// its label in the wizard's order, the budget table, the documents, and for a submitted one its
// date and stage. Built from the wizard's answers (before submitting) or from a stored
// application (the dashboard), so both print the same layout.

export interface PrintItem {
  label: string;
  value: string;
}

export interface PrintSection {
  title: string;
  items: PrintItem[];
  /** The budget table, when the application has one (its section only). */
  budgetLines?: Omit<BudgetLine, 'id'>[];
}

export interface PrintDocument {
  label: string;
  name: string;
  /** '1.2 MB', or null when the size is not known. */
  size: string | null;
}

export interface PrintableApplication {
  projectTitle: string;
  grantTitle: string;
  deadline: string;
  applicant: string;
  sections: PrintSection[];
  documents: PrintDocument[];
  /**
   * A submitted application's receipt (when the server took it, and its tracking number), stage
   * and id; null before submitting.
   */
  submission: {
    date: string;
    stage: string;
    id: string;
    trackingNumber: string;
  } | null;
}

export const PRINT_BUTTON_LABEL = 'Print or save as PDF';

/**
 * What two steps that share a title ask, so the printed copy's headings tell them apart (issue
 * 64: "What are you seeking" printed twice).
 */
const SEEKING_PARTS: Partial<Record<keyof typeof STEP_NUMBERS, string>> = {
  scope: 'scope, budget range and timeline',
  final: 'focus, requirements, audience and stage',
};

const sectionTitle = (step: keyof typeof STEP_NUMBERS) =>
  `Step ${STEP_NUMBERS[step]}: ${STEP_TITLES[step]}${SEEKING_PARTS[step] ? ` (${SEEKING_PARTS[step]})` : ''}`;

const money = (value: string) => {
  const amount = parseAmount(value);
  return amount === undefined ? value : formatUsdWithCents(amount);
};

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 1234567 -> '1.2 MB'. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The copy of answers still in the wizard (the review step). */
export function printableFromAnswers(
  answers: ApplicationAnswers,
  grant: { title: string; deadline: string },
): PrintableApplication {
  const { contact, project, budget, scope, final } = answers;
  const labels = FIELD_LABELS;
  const table = !isLegacyBudget(budget);
  const budgetItems: PrintItem[] = [
    ...(table
      ? []
      : [
          { label: labels.budget.totalProjectBudget, value: money(budget.totalProjectBudget) },
          {
            label: labels.budget.requestedFundingAmount,
            value: money(budget.requestedFundingAmount),
          },
          { label: labels.budget.detailedBudgetBreakdown, value: budget.detailedBudgetBreakdown },
        ]),
    { label: labels.budget.costSharing, value: budget.costSharing },
    { label: labels.budget.problemStatement, value: budget.problemStatement },
    { label: labels.budget.projectDescription, value: budget.projectDescription },
    { label: labels.budget.methodology, value: budget.methodology },
  ];
  return {
    projectTitle: project.projectTitle.trim(),
    grantTitle: grant.title,
    deadline: formatDate(grant.deadline),
    applicant: contact.fullName.trim(),
    sections: [
      {
        title: sectionTitle('contact'),
        items: (['fullName', 'email', 'phoneNumber', 'location'] as const).map((field) => ({
          label: labels.contact[field],
          value: contact[field],
        })),
      },
      {
        title: sectionTitle('project'),
        items: [
          { label: labels.project.projectTitle, value: project.projectTitle },
          { label: labels.project.projectStartDate, value: formatDate(project.projectStartDate) },
          { label: labels.project.projectEndDate, value: formatDate(project.projectEndDate) },
          { label: labels.project.projectSummary, value: project.projectSummary },
          { label: labels.project.objective, value: project.objective },
        ],
      },
      {
        title: sectionTitle('budget'),
        items: budgetItems,
        ...(table ? { budgetLines: budget.lines } : {}),
      },
      {
        title: sectionTitle('scope'),
        items: [
          { label: labels.scope.geographicalScope, value: scope.geographicalScope },
          { label: labels.scope.budgetRange, value: budgetRangeLabel(scope.budgetRange) },
          { label: labels.scope.timeline, value: scope.timeline },
        ],
      },
      {
        title: sectionTitle('final'),
        items: [
          { label: labels.final.primaryFocus, value: final.primaryFocus },
          { label: labels.final.specificReq, value: final.specificReq },
          { label: labels.final.targetAudience, value: final.targetAudience.join(', ') },
          { label: labels.final.stage, value: final.stage },
        ],
      },
    ],
    documents: DOCUMENT_SECTIONS.map((section) => {
      const document = answers.documents[section];
      return {
        label: DOCUMENT_SECTION_NAMES[section].title,
        name: document?.fileName || (document ? 'Attached' : 'Not attached'),
        size: document?.size === undefined ? null : formatSize(document.size),
      };
    }),
    submission: null,
  };
}

/** The last part of a document's address, when it names a file (not '.../content'). */
const nameOf = (url: string) => {
  const last = decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '');
  return /\.[a-z0-9]{2,5}$/i.test(last) ? last : 'Attached';
};

/** The copy of a submitted application (the dashboard's details). */
export function printableFromApplication(application: GrantApplication): PrintableApplication {
  const a = application;
  const labels = FIELD_LABELS;
  const lines = a.budgetLineItems ? fromLineItems(a.budgetLineItems) : null;
  const usd = (value: number) => formatUsdWithCents(value);
  return {
    projectTitle: a.projectTitle,
    grantTitle: a.grant.title,
    deadline: formatDate(a.grant.deadline),
    applicant: a.fullname,
    sections: [
      {
        title: sectionTitle('contact'),
        items: [
          { label: labels.contact.fullName, value: a.fullname },
          { label: labels.contact.email, value: a.email },
          { label: labels.contact.phoneNumber, value: a.phoneNumber },
          { label: labels.contact.location, value: a.location },
        ],
      },
      {
        title: sectionTitle('project'),
        items: [
          { label: labels.project.projectTitle, value: a.projectTitle },
          { label: labels.project.projectStartDate, value: formatDate(a.projectStartDate) },
          { label: labels.project.projectEndDate, value: formatDate(a.projectEndDate) },
          { label: labels.project.projectSummary, value: a.projectSummary },
          { label: labels.project.objective, value: a.objective },
        ],
      },
      {
        title: sectionTitle('budget'),
        items: [
          ...(lines
            ? []
            : [
                { label: labels.budget.totalProjectBudget, value: usd(a.totalProjectBudget) },
                {
                  label: labels.budget.requestedFundingAmount,
                  value: usd(a.requestedFundingAmount),
                },
                // As it was written: an application from before the table keeps its text.
                { label: labels.budget.detailedBudgetBreakdown, value: a.detailedBudgedBreakdown },
              ]),
          { label: labels.budget.costSharing, value: a.costSharing },
          { label: labels.budget.problemStatement, value: a.problemStatement },
          { label: labels.budget.projectDescription, value: a.projectDesc },
          { label: labels.budget.methodology, value: a.methodology },
        ],
        ...(lines ? { budgetLines: lines } : {}),
      },
      {
        title: sectionTitle('scope'),
        items: [
          { label: labels.scope.geographicalScope, value: a.geoScope },
          {
            label: labels.scope.budgetRange,
            value:
              typeof a.projectValue === 'number'
                ? budgetRangeLabel(String(a.projectValue))
                : a.projectValue,
          },
          { label: labels.scope.timeline, value: a.timeline },
        ],
      },
      {
        title: sectionTitle('final'),
        items: [
          { label: labels.final.primaryFocus, value: a.primaryFocus },
          { label: labels.final.specificReq, value: a.specificReq },
          {
            label: labels.final.targetAudience,
            value: a.targetAudience.split(',').join(', '),
          },
          { label: labels.final.stage, value: a.projectStage },
        ],
      },
    ],
    documents: DOCUMENT_SECTIONS.map((section) => {
      // The name and size the server read from the library at submission, when it could.
      const file = a.documentFiles?.[section];
      return {
        label: DOCUMENT_SECTION_NAMES[section].title,
        name: file ? file.fileName : a[section] ? nameOf(a[section]) : 'Not attached',
        size: file && a[section] ? formatSize(file.size) : null,
      };
    }),
    submission: {
      date: formatDateTime(new Date(a.submittedAt)),
      stage: a.stage,
      id: a.id.slice(0, 8),
      trackingNumber: a.trackingNumber,
    },
  };
}
