import type { components } from '../../api/schema.gen';
import type { ApplicationRecord, GrantRecord, MockDatabase, UserRecord } from '../db';
import { fileContentUrl, storeFile } from '../routes/files';
import { makePdf } from './library';

// Demo application history: every stage (Submitted, Under Review, Completed, Cancel) spread
// over the last fifteen months, for the grants the grants seed created. Without grants there is
// nothing to apply to, and this seed does nothing.

type Schemas = components['schemas'];
const DAY = 24 * 60 * 60 * 1000;

interface ProjectTemplate {
  projectTitle: string;
  projectSummary: string;
  objective: string;
  totalProjectBudget: number;
  requestedFundingAmount: number;
  detailedBudgedBreakdown: string;
  costSharing: string;
  problemStatement: string;
  projectDesc: string;
  methodology: string;
  geoScope: Schemas['GeographicalScope'];
  projectValue: Schemas['BudgetRange'];
  timeline: Schemas['ProjectTimeline'];
  targetAudience: string;
  primaryFocus: string;
  specificReq: string;
  projectStage: Schemas['ApplicationProjectStage'];
}

const PROJECTS: readonly ProjectTemplate[] = [
  {
    projectTitle: 'Neighbourhood Greenhouse and Food Hub',
    projectSummary:
      'Build a year-round greenhouse that supplies fresh produce to two local food pantries.',
    objective: 'Deliver 20,000 lb of fresh produce per year to food-insecure households.',
    totalProjectBudget: 98000,
    requestedFundingAmount: 60000,
    detailedBudgedBreakdown:
      'Structure $52,000; irrigation $11,000; staff $30,000; outreach $5,000.',
    costSharing: '$38,000 from the city sustainability fund and volunteer labour.',
    problemStatement: '41% of households in the area report food insecurity.',
    projectDesc: 'A greenhouse run with neighbourhood volunteers and weekly produce drops.',
    methodology: 'Build (Q1), planting and training (Q2), distribution and monitoring (Q3-Q4).',
    geoScope: 'Local',
    projectValue: 100000,
    timeline: '6-12 months',
    targetAudience: 'Low-Income Communities,Children',
    primaryFocus: 'Food security',
    specificReq: 'Greenhouse must be wheelchair accessible.',
    projectStage: 'Implementation',
  },
  {
    projectTitle: 'Rooftop Solar for the Packing Shed',
    projectSummary: 'Install 80 kW of rooftop solar with battery storage on the packing shed.',
    objective: 'Cut grid electricity use by 60% and publish a year of metered savings.',
    totalProjectBudget: 185000,
    requestedFundingAmount: 120000,
    detailedBudgedBreakdown:
      'Panels $90,000; storage $55,000; installation $30,000; metering $10,000.',
    costSharing: '35% cost share from company reserves.',
    problemStatement: 'Energy is our second-largest cost and prices rose 30% in two years.',
    projectDesc: 'Solar generation with storage sized for the evening cooling load.',
    methodology: 'Design and permits, installation, twelve months of metering and reporting.',
    geoScope: 'Regional',
    projectValue: 'Over $100,000',
    timeline: 'More than 12 months',
    targetAudience: 'Small Businesses',
    primaryFocus: 'Clean energy',
    specificReq: 'Installer must be licensed in the state.',
    projectStage: 'Planning',
  },
  {
    projectTitle: 'Veterans Coding Bootcamp',
    projectSummary: 'A 16-week evening coding course for veterans moving into civilian careers.',
    objective: 'Place 70% of graduates in technology jobs within six months.',
    totalProjectBudget: 64000,
    requestedFundingAmount: 45000,
    detailedBudgedBreakdown: 'Instructors $38,000; laptops $16,000; venue $6,000; outreach $4,000.',
    costSharing: 'Venue donated by the community college.',
    problemStatement: 'Veterans in the county face twice the regional unemployment rate.',
    projectDesc: 'Project-based lessons with mentors from local employers.',
    methodology: 'Two cohorts a year, weekly mentor sessions, job placement tracking.',
    geoScope: 'National',
    projectValue: 50000,
    timeline: 'Less than 6 months',
    targetAudience: 'Veterans,Students',
    primaryFocus: 'Workforce development',
    specificReq: '=HYPERLINK("https://example.com") must appear as text in reports.',
    projectStage: 'Idea/Concept',
  },
  {
    projectTitle: 'Telehealth Kiosks for Rural Clinics',
    projectSummary: 'Set up telehealth kiosks in four rural clinics for specialist consultations.',
    objective: 'Offer 2,000 specialist consultations a year without a long drive.',
    totalProjectBudget: 9500,
    requestedFundingAmount: 8000,
    detailedBudgedBreakdown: 'Kiosks $6,000; connectivity $2,000; training $1,500.',
    costSharing: 'Clinics provide space and staff time.',
    problemStatement: 'Patients travel three hours on average to see a specialist.',
    projectDesc: 'Private kiosks with video, vitals devices and nurse support.',
    methodology: 'Pilot in one clinic, then roll out to three more with monthly reviews.',
    geoScope: 'International',
    projectValue: 10000,
    timeline: '6-12 months',
    targetAudience: 'Elderly,Low-Income Communities',
    primaryFocus: 'Rural health',
    specificReq: 'Kiosks must meet patient privacy rules.',
    projectStage: 'Evaluation',
  },
];

type Stage = Schemas['ApplicationStage'];

/** Days before "now" each demo application was created, and its stage. */
const DEMO_HISTORY: readonly [number, Stage][] = [
  [1, 'Submitted'],
  [4, 'Submitted'],
  [9, 'Under Review'],
  [17, 'Submitted'],
  [28, 'Completed'],
  [45, 'Under Review'],
  [70, 'Cancel'],
  [96, 'Completed'],
  [131, 'Submitted'],
  [175, 'Completed'],
  [214, 'Cancel'],
  [262, 'Under Review'],
  [318, 'Completed'],
  [352, 'Submitted'],
  [410, 'Completed'],
  [455, 'Cancel'],
];

const SECOND_USER_HISTORY: readonly [number, Stage][] = [
  [3, 'Submitted'],
  [38, 'Completed'],
  [120, 'Cancel'],
  [300, 'Under Review'],
];

/** 32-bit FNV-1a, as 8 hex digits: spreads the seeded ids' first 8 characters (SUBMISSION ID). */
function hash8(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A stable id per user and position, so links survive a demo reset. */
function seedId(userId: string, index: number): string {
  const position = index.toString(16).padStart(3, '0');
  return `${hash8(`${userId}:${index}`)}-5eed-4${position}-8${userId.slice(1, 4)}-${userId.slice(-12)}`;
}

interface Documents {
  resumes: string;
  lettersCommitment: string;
  organizationalChart: string;
  auditedStatement: string;
}

async function storeDocuments(db: MockDatabase, user: UserRecord, now: Date): Promise<Documents> {
  const name = `${user.firstName} ${user.lastName}`;
  const createdAt = new Date(now.getTime() - 400 * DAY).toISOString();
  const store = async (fileName: string, title: string, lines: string[]) => {
    const record = await storeFile(db, {
      userId: user.id,
      folderName: 'grants',
      fileName,
      blob: makePdf(title, lines),
      appUse: true,
      createdAt,
    });
    return fileContentUrl(record.id);
  };
  return {
    resumes: await store('Team-resumes.pdf', 'Team resumes', [
      `${name}, project lead: 12 years in community programmes.`,
    ]),
    lettersCommitment: await store('Letters-of-commitment.pdf', 'Letters of commitment', [
      'Two partner organisations commit staff time and space.',
    ]),
    organizationalChart: await store('Organizational-chart.pdf', 'Organizational chart', [
      'Board, executive director, programme and finance teams.',
    ]),
    auditedStatement: await store('Audited-statement.pdf', 'Audited financial statement', [
      'Unqualified opinion for the last fiscal year.',
    ]),
  };
}

const NO_DOCUMENTS: Documents = {
  resumes: '',
  lettersCommitment: '',
  organizationalChart: '',
  auditedStatement: '',
};

function draftFor(project: ProjectTemplate, grant: GrantRecord, name: string): string {
  return [
    `Project narrative: ${project.projectTitle}.`,
    `${name} requests $${project.requestedFundingAmount.toLocaleString('en-US')} from the ${grant.title} to ${project.objective.charAt(0).toLowerCase()}${project.objective.slice(1)}`,
    project.problemStatement,
    `Approach: ${project.methodology}`,
  ].join('\n\n');
}

function buildApplication(
  user: UserRecord,
  grant: GrantRecord,
  project: ProjectTemplate,
  id: string,
  created: Date,
  stage: Stage,
  documents: Documents,
  now: Date,
): ApplicationRecord {
  const name = `${user.firstName} ${user.lastName}`;
  const start = new Date(created.getTime() + 30 * DAY).toISOString().slice(0, 10);
  const end = new Date(created.getTime() + 300 * DAY).toISOString().slice(0, 10);
  const updated = stage === 'Submitted' ? created : new Date(created.getTime() + 3 * DAY);
  return {
    id,
    userId: user.id,
    grantId: grant.id,
    fullname: name,
    email: user.email,
    phoneNumber: '+1 512 555 0142',
    location: 'Austin, TX',
    projectTitle: project.projectTitle,
    projectStartDate: start,
    projectEndDate: end,
    projectLocation: 'Austin, TX',
    targetAudience: project.targetAudience,
    projectSummary: project.projectSummary,
    objective: project.objective,
    totalProjectBudget: project.totalProjectBudget,
    requestedFundingAmount: project.requestedFundingAmount,
    detailedBudgedBreakdown: project.detailedBudgedBreakdown,
    costSharing: project.costSharing,
    problemStatement: project.problemStatement,
    projectDesc: project.projectDesc,
    methodology: project.methodology,
    ...documents,
    geoScope: project.geoScope,
    projectValue: project.projectValue,
    timeline: project.timeline,
    primaryFocus: project.primaryFocus,
    sector: grant.sector ?? null,
    specificReq: project.specificReq,
    projectStage: project.projectStage,
    stage,
    commission: Math.round(project.requestedFundingAmount * 0.2 * 100) / 100,
    generatedDraft: draftFor(project, grant, name),
    created_at: created.toISOString(),
    updated_at: (updated.getTime() > now.getTime() ? created : updated).toISOString(),
  };
}

async function grantsInOrder(db: MockDatabase): Promise<GrantRecord[]> {
  return db.grants.orderBy('createdAt').toArray();
}

export async function seedApplications(
  db: MockDatabase,
  users: UserRecord[],
  now: Date,
): Promise<void> {
  const grants = await grantsInOrder(db);
  if (grants.length === 0) return;
  const histories = [DEMO_HISTORY, SECOND_USER_HISTORY];
  for (const [userIndex, user] of users.entries()) {
    const history = histories[userIndex] ?? [];
    if (history.length === 0) continue;
    const documents = await storeDocuments(db, user, now);
    const records = history.map(([daysAgo, stage], index) => {
      const grant = grants[(index + userIndex) % grants.length] as GrantRecord;
      const project = PROJECTS[(index + userIndex) % PROJECTS.length] as ProjectTemplate;
      // Mid-morning UTC, so the day is the same in every time zone of the Americas and Europe.
      const created = new Date(now.getTime() - daysAgo * DAY);
      created.setUTCHours(14, 30, 0, 0);
      return buildApplication(
        user,
        grant,
        project,
        seedId(user.id, index),
        created,
        stage,
        documents,
        now,
      );
    });
    await db.applications.bulkAdd(records);
  }
}

const PRESET_STAGES: readonly Stage[] = [
  'Submitted',
  'Submitted',
  'Under Review',
  'Completed',
  'Submitted',
  'Cancel',
  'Under Review',
  'Completed',
  'Submitted',
  'Completed',
];

/**
 * Performance preset: `count` applications for one user, spread over the last 400 days, written
 * in one bulk insert per 2,000 records. No documents (the report shows N/A for them).
 */
export async function seedManyApplications(
  db: MockDatabase,
  userId: string,
  count: number,
  now: Date,
): Promise<number> {
  const user = await db.users.get(userId);
  const grants = await grantsInOrder(db);
  if (!user || grants.length === 0 || count <= 0) return 0;
  const span = 400 * DAY;
  const batch: ApplicationRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const grant = grants[index % grants.length] as GrantRecord;
    const project = PROJECTS[index % PROJECTS.length] as ProjectTemplate;
    const created = new Date(now.getTime() - Math.floor((index / count) * span) - 60_000);
    const record = buildApplication(
      user,
      grant,
      { ...project, projectTitle: `${project.projectTitle} #${index + 1}` },
      crypto.randomUUID(),
      created,
      PRESET_STAGES[index % PRESET_STAGES.length] as Stage,
      NO_DOCUMENTS,
      now,
    );
    record.generatedDraft = `Project narrative: ${record.projectTitle}.`;
    batch.push(record);
  }
  for (let start = 0; start < batch.length; start += 2000) {
    await db.applications.bulkAdd(batch.slice(start, start + 2000));
  }
  return count;
}
