import { documentFilesOf } from '../document-files';
import type { GrantRecord, MockDatabase, UserRecord } from '../db';
import { type UnnumberedApplication, giveReceipts } from '../tracking-numbers';
import { fileContentUrl, storeFile } from '../routes/files';
import { makePdf } from './library';
import { DEMO_USERS } from './users';
import { addDays, addMonths, localDay } from '../../domain/grant-reports';
import { SAM_INTERIM_DUE_IN_DAYS } from '../routes/grant-reports';
import type {
  ApplicationProjectStage,
  ApplicationStage,
  BudgetLineItem,
  BudgetRange,
  GeographicalScope,
  ProjectTimeline,
} from '../../api/schema.gen';

// Demo application history: each demo account's applications, every one a project of that
// account's organisation that fits its grant (sector, size, purpose), at every stage (Submitted,
// Under Review, Completed, Cancel) over the last fifteen months. Grants run yearly rounds, so an
// application older than a grant's current round was made to its round of last year. Without
// grants there is nothing to apply to, and this seed does nothing.
const DAY = 24 * 60 * 60 * 1000;

interface Documents {
  resumes: string;
  lettersCommitment: string;
  organizationalChart: string;
  auditedStatement: string;
}

const line = (
  category: BudgetLineItem['category'],
  description: string,
  dollars: number,
  fundedBy: BudgetLineItem['fundedBy'],
): BudgetLineItem => ({ category, description, amountCents: dollars * 100, fundedBy });

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
  geoScope: GeographicalScope;
  timeline: ProjectTimeline;
  targetAudience: string;
  primaryFocus: string;
  specificReq: string;
  projectStage: ApplicationProjectStage;
  /** The budget table, on applications made since it exists (the others keep their text). */
  budgetLineItems?: BudgetLineItem[];
}

/** One seeded application: when it was made, its stage, the grant (by title) and the project. */
interface SeededApplication {
  daysAgo: number;
  stage: ApplicationStage;
  grant: string;
  project: ProjectTemplate;
  /** The decision's words on the timeline (the funder's note, a withdrawal's reason). */
  note?: string;
  /** When the decision came, when not 3 days after the application (the default). */
  decidedAt?: (now: Date) => Date;
}

/** The stages that end an application: each seeded one carries its timeline (stageHistory). */
const DECIDED: ReadonlySet<ApplicationStage> = new Set(['Completed', 'Cancel', 'Withdrawn']);

/**
 * Sam's retrofit was awarded 6 months before its interim report is due, 5 days after the seed's
 * day (the report story of issue 66, parts 4 and 5; routes/grant-reports.ts seeds the report).
 */
const awardedForInterimDueSoon = (now: Date): Date =>
  new Date(`${addMonths(addDays(localDay(now), SAM_INTERIM_DUE_IN_DAYS), -6)}T14:30:00Z`);

/** Who applies: the organisation the account's documents and applications belong to. */
interface Applicant {
  organisation: string;
  phoneNumber: string;
  location: string;
  /** The lines of the four documents every application of the account carries. */
  documents: Record<keyof Documents, readonly string[]>;
  applications: readonly SeededApplication[];
}

/**
 * Dana Rivera (demo@grantwise.app) directs Eastside Food Collective, a food-security non-profit
 * in Austin: a greenhouse and food hub, a community kitchen that trains cooks, classes for older
 * neighbours and help for newly arrived families. Non-profit grants only.
 */
const EASTSIDE: Applicant = {
  organisation: 'Eastside Food Collective',
  phoneNumber: '+1 512 555 0142',
  location: 'Austin, TX',
  documents: {
    resumes: [
      'Dana Rivera, executive director: 12 years running community food programmes.',
      'Luis Ortega, kitchen manager: chef and certified food-safety trainer.',
    ],
    lettersCommitment: [
      'Central Texas Food Bank and Eastside Senior Centre commit staff time and space.',
    ],
    organizationalChart: ['Board, executive director, food hub, kitchen and programmes teams.'],
    auditedStatement: [
      'Eastside Food Collective, a 501(c)(3) non-profit: unqualified opinion for the last fiscal year.',
    ],
  },
  applications: [
    {
      daysAgo: 1,
      stage: 'Submitted',
      grant: 'Community Solar Access Grant',
      project: {
        projectTitle: 'Shared Solar on the Food Hub Roof',
        projectSummary:
          'A 120 kW community solar array on the food hub, with subscriptions for 80 low-income households nearby.',
        objective: 'Cut the electricity bills of 80 low-income households by 15% for 20 years.',
        totalProjectBudget: 240000,
        requestedFundingAmount: 180000,
        detailedBudgedBreakdown:
          'Panels and inverters $150,000; roof works $40,000; installation $35,000; enrolment $15,000.',
        costSharing: '$60,000 from the city sustainability fund.',
        problemStatement: 'Renters in East Austin spend 9% of their income on energy.',
        projectDesc: 'Shared solar whose credits go to the households that subscribe, for free.',
        methodology: 'Permits and roof works, installation, enrolment with the pantry visits.',
        geoScope: 'Local',
        timeline: 'More than 12 months',
        targetAudience: 'Low-Income Communities,Elderly',
        primaryFocus: 'Energy justice',
        specificReq: 'At least half of the subscriptions reserved for low-income households.',
        projectStage: 'Planning',
      },
    },
    {
      daysAgo: 4,
      stage: 'Submitted',
      grant: 'Workforce Reentry Training Grant',
      project: {
        projectTitle: 'Community Kitchen Reentry Apprenticeship',
        projectSummary:
          'Paid 16-week culinary apprenticeships in the collective’s kitchen for people leaving incarceration.',
        objective: 'Place 24 apprentices a year in restaurant and catering jobs.',
        totalProjectBudget: 96000,
        requestedFundingAmount: 70000,
        detailedBudgedBreakdown:
          'Apprentice wages $52,000; chef instructors $28,000; certifications $8,000; outreach $8,000.',
        costSharing:
          'Kitchen and equipment provided by the collective; two employers fund interviews.',
        problemStatement: 'Two in three people leaving county jail have no job offer on release.',
        projectDesc:
          'Apprentices cook the meals the food hub hands out, and earn food-handler cards.',
        methodology: 'Two cohorts a year, a mentor per apprentice, placement tracked for a year.',
        geoScope: 'Local',
        timeline: '6-12 months',
        targetAudience: 'Low-Income Communities',
        primaryFocus: 'Workforce development',
        specificReq: 'Two employer partners committed to interviewing every graduate.',
        projectStage: 'Implementation',
      },
    },
    {
      daysAgo: 9,
      stage: 'Under Review',
      grant: 'Community Food Resilience Grant',
      project: {
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
        timeline: '6-12 months',
        targetAudience: 'Low-Income Communities,Children',
        primaryFocus: 'Food security',
        specificReq: 'Greenhouse must be wheelchair accessible.',
        projectStage: 'Implementation',
      },
    },
    {
      daysAgo: 28,
      stage: 'Completed',
      grant: 'Digital Literacy for Older Adults',
      project: {
        projectTitle: 'Seniors Online at the Eastside Centre',
        projectSummary:
          'Free weekly classes on phones, video calls, online banking and scams for neighbours over 60.',
        objective: 'Teach 150 older neighbours to book appointments and shop for food online.',
        totalProjectBudget: 31000,
        requestedFundingAmount: 24000,
        detailedBudgedBreakdown:
          'Instructors $16,000; tablets $9,000; connectivity $3,000; outreach $3,000.',
        costSharing: 'Classroom and volunteers from the collective.',
        problemStatement: 'Half of the pantry’s older visitors have never used online services.',
        projectDesc: 'Small classes after the weekly senior meal, with a tablet lending library.',
        methodology: 'Eight-week courses, a skills check at the start and end, follow-up calls.',
        geoScope: 'Local',
        timeline: '6-12 months',
        targetAudience: 'Elderly',
        primaryFocus: 'Digital inclusion',
        specificReq: 'Classes are free to participants.',
        projectStage: 'Implementation',
      },
    },
    {
      daysAgo: 96,
      stage: 'Cancel',
      grant: 'Early Childhood Literacy Grant',
      note: 'Strong community need, but this round funds programmes run inside schools and libraries.',
      project: {
        projectTitle: 'Books with Every Pantry Visit',
        projectSummary:
          'A children’s book for every family with young children at each pantry visit.',
        objective: 'Hand out 3,000 books a year to families with children under five.',
        totalProjectBudget: 9800,
        requestedFundingAmount: 8000,
        detailedBudgedBreakdown: 'Books $7,000; shelving $1,200; volunteer training $1,600.',
        costSharing: 'Volunteers and storage from the collective.',
        problemStatement: 'Most pantry families with toddlers own fewer than ten children’s books.',
        projectDesc: 'Book corners at both pantries, with reading tips in English and Spanish.',
        methodology: 'Monthly book orders, a count per visit, a family survey after six months.',
        geoScope: 'Local',
        timeline: 'Less than 6 months',
        targetAudience: 'Children,Low-Income Communities',
        primaryFocus: 'Early literacy',
        specificReq: 'Books in English and Spanish.',
        projectStage: 'Idea/Concept',
      },
    },
    {
      daysAgo: 330,
      stage: 'Completed',
      grant: 'Digital Literacy for Older Adults',
      project: {
        projectTitle: 'Smartphone Basics for Seniors',
        projectSummary: 'A pilot of smartphone classes for older pantry visitors.',
        objective: 'Teach 60 older neighbours to use a smartphone with confidence.',
        totalProjectBudget: 22000,
        requestedFundingAmount: 18000,
        detailedBudgedBreakdown:
          'Instructor $10,000; phones $7,000; materials $2,000; outreach $3,000.',
        costSharing: 'Classroom from the collective.',
        problemStatement: 'Older neighbours miss pantry and clinic notices sent by text.',
        projectDesc: 'Two-hour classes twice a week for six weeks.',
        methodology: 'Three cohorts, a skills check, follow-up calls after a month.',
        geoScope: 'Local',
        timeline: 'Less than 6 months',
        targetAudience: 'Elderly',
        primaryFocus: 'Digital inclusion',
        specificReq: 'Classes are free to participants.',
        projectStage: 'Evaluation',
      },
    },
    {
      daysAgo: 352,
      stage: 'Completed',
      grant: 'Refugee Family Integration Grant',
      project: {
        projectTitle: 'Welcome Table: Meals and English for New Families',
        projectSummary:
          'Weekly shared meals with English conversation and job coaching for newly arrived families.',
        objective: 'Welcome 40 refugee families a year and help 25 adults into work.',
        totalProjectBudget: 64000,
        requestedFundingAmount: 48000,
        detailedBudgedBreakdown:
          'Caseworker $30,000; food $12,000; English tutors $14,000; transport $8,000.',
        costSharing: 'Kitchen, food donations and volunteers from the collective.',
        problemStatement: 'Families resettled in East Austin wait months for English classes.',
        projectDesc: 'A weekly evening of food, conversation practice and job coaching.',
        methodology:
          'Referrals from the resettlement agency, a caseworker per family, monthly reviews.',
        geoScope: 'Local',
        timeline: '6-12 months',
        targetAudience: 'Low-Income Communities,Children',
        primaryFocus: 'Refugee integration',
        specificReq: 'Staff who speak Dari, Pashto and Spanish.',
        projectStage: 'Evaluation',
      },
    },
    {
      daysAgo: 380,
      stage: 'Completed',
      grant: 'Community Food Resilience Grant',
      project: {
        projectTitle: 'Food Hub Cold Storage',
        projectSummary: 'A walk-in cooler so the food hub can accept fresh donations year-round.',
        objective: 'Rescue 30,000 lb of fresh food a year that pantries had to turn away.',
        totalProjectBudget: 58000,
        requestedFundingAmount: 45000,
        detailedBudgedBreakdown:
          'Cooler $36,000; electrical work $9,000; shelving $5,000; staff $8,000.',
        costSharing: '$13,000 from a local grocer.',
        problemStatement: 'Pantries refuse fresh donations for lack of cold storage.',
        projectDesc: 'A cooler at the food hub, shared by the two pantries it supplies.',
        methodology: 'Installation, food safety training, a monthly tally of food rescued.',
        geoScope: 'Local',
        timeline: 'Less than 6 months',
        targetAudience: 'Low-Income Communities',
        primaryFocus: 'Food security',
        specificReq: 'Cooler must meet the county food safety code.',
        projectStage: 'Evaluation',
      },
    },
    {
      daysAgo: 410,
      stage: 'Cancel',
      grant: 'Community Solar Access Grant',
      note: 'This round funds installations only; feasibility studies are not eligible.',
      project: {
        projectTitle: 'Solar Feasibility Study for the Food Hub',
        projectSummary: 'A structural and energy study of the food hub roof for shared solar.',
        objective: 'Know whether the roof can carry a community solar array.',
        totalProjectBudget: 48000,
        requestedFundingAmount: 40000,
        detailedBudgedBreakdown: 'Engineering study $30,000; energy audit $10,000; surveys $8,000.',
        costSharing: 'Staff time from the collective.',
        problemStatement: 'Renters nearby cannot put solar on their own homes.',
        projectDesc: 'A study before any installation.',
        methodology: 'Roof survey, load study, a survey of interested households.',
        geoScope: 'Local',
        timeline: 'Less than 6 months',
        targetAudience: 'Low-Income Communities',
        primaryFocus: 'Energy justice',
        specificReq: 'A licensed structural engineer signs the study.',
        projectStage: 'Idea/Concept',
      },
    },
    {
      daysAgo: 455,
      stage: 'Completed',
      grant: 'Workforce Reentry Training Grant',
      project: {
        projectTitle: 'Kitchen Skills for Reentry, First Cohort',
        projectSummary:
          'A first 12-week culinary training cohort for people leaving incarceration.',
        objective: 'Train 10 people and place 7 of them in kitchen jobs.',
        totalProjectBudget: 72000,
        requestedFundingAmount: 60000,
        detailedBudgedBreakdown:
          'Trainee stipends $36,000; chef instructor $24,000; certifications $12,000.',
        costSharing: 'Kitchen and equipment provided by the collective.',
        problemStatement: 'Returning citizens in the county face twice the unemployment rate.',
        projectDesc: 'Daily kitchen training, food-handler certification and job search support.',
        methodology: 'One cohort, weekly mentor sessions, placement tracked for six months.',
        geoScope: 'Local',
        timeline: 'Less than 6 months',
        targetAudience: 'Low-Income Communities',
        primaryFocus: 'Workforce development',
        specificReq: 'Two employer partners committed to interviewing every graduate.',
        projectStage: 'Evaluation',
      },
    },
    {
      // Withdrawn before a decision (issue 66, part 3), with the reason on its timeline.
      daysAgo: 45,
      stage: 'Withdrawn',
      grant: 'Refugee Family Integration Grant',
      note: 'The city’s newcomer fund now pays for the second year of Welcome Table.',
      project: {
        projectTitle: 'Welcome Table, Second Year',
        projectSummary:
          'A second year of shared meals and English practice for newly arrived families.',
        objective: 'Welcome 80 more families and move 30 adults up one English level.',
        totalProjectBudget: 36000,
        requestedFundingAmount: 28000,
        detailedBudgedBreakdown:
          'Meals $14,000; tutors $12,000; childcare $6,000; outreach $4,000.',
        costSharing: 'Kitchen, hall and volunteers from the collective.',
        problemStatement: 'Newly arrived families wait months for a place in an English class.',
        projectDesc:
          'Weekly dinners followed by small English conversation groups, childcare on site.',
        methodology: 'Two evenings a week, a placement check every term, referrals to classes.',
        geoScope: 'Local',
        timeline: '6-12 months',
        targetAudience: 'Low-Income Communities,Children',
        primaryFocus: 'Integration',
        specificReq: 'Interpreters for Spanish, Dari and Ukrainian.',
        projectStage: 'Implementation',
      },
    },
  ],
};

/**
 * Sam Okafor (sam@grantwise.app) runs Okafor Fabrication LLC, a metal fabricator of 40 people in
 * Pittsburgh (for-profit, Manufacturing): clean energy and circular manufacturing grants only.
 */
const OKAFOR: Applicant = {
  organisation: 'Okafor Fabrication LLC',
  phoneNumber: '+1 412 555 0187',
  location: 'Pittsburgh, PA',
  documents: {
    resumes: [
      'Sam Okafor, owner: 18 years in structural steel fabrication.',
      'Grace Lin, plant engineer: PE, energy and process improvement.',
    ],
    lettersCommitment: ['Six Pittsburgh machine shops commit their steel offcuts to the project.'],
    organizationalChart: ['Owner, plant engineer, three shop leads, office and finance.'],
    auditedStatement: ['Okafor Fabrication LLC: unqualified opinion for the last fiscal year.'],
  },
  applications: [
    {
      daysAgo: 3,
      stage: 'Submitted',
      grant: 'Circular Economy Manufacturing Grant',
      project: {
        projectTitle: 'Reclaimed Steel Feedstock Line',
        projectSummary:
          'A sorting and cutting line that turns offcuts from local shops into the shop’s own feedstock.',
        objective: 'Make 35% of the steel the shop uses from reclaimed offcuts.',
        totalProjectBudget: 220000,
        requestedFundingAmount: 110000,
        detailedBudgedBreakdown:
          'Sorting conveyor $95,000; plasma cutter $70,000; installation $30,000; training $25,000.',
        costSharing: '1:1 cost share from company reserves ($110,000).',
        problemStatement: 'Steel prices rose 40% while local shops landfill their offcuts.',
        projectDesc: 'A collection round with six partner shops and an in-house sorting line.',
        methodology: 'Install, trial runs with partner offcuts, twelve months of metered use.',
        geoScope: 'Regional',
        timeline: 'More than 12 months',
        targetAudience: 'Small Businesses',
        primaryFocus: 'Circular manufacturing',
        specificReq: 'Production stays at the Pittsburgh facility.',
        projectStage: 'Planning',
        // Made with the budget table: $110,000 requested and $110,000 cost-shared add up to
        // the $220,000 total (the tour shows this table and its printed copy).
        budgetLineItems: [
          line('equipment', 'Sorting conveyor', 95_000, 'grant'),
          line('equipment', 'Plasma cutter', 70_000, 'costSharing'),
          line('contractual', 'Installation by a licensed contractor', 30_000, 'costSharing'),
          line('personnel', 'Training for the shop crews', 15_000, 'grant'),
          line(
            'personnel',
            'Training hours of the crews, paid by the company',
            10_000,
            'costSharing',
          ),
        ],
      },
    },
    {
      daysAgo: 38,
      stage: 'Completed',
      grant: 'Small Business Clean Energy Innovation Award',
      project: {
        projectTitle: 'Rooftop Solar and Storage for the Fabrication Shop',
        projectSummary:
          'Install 80 kW of rooftop solar with battery storage on the fabrication shop.',
        objective: 'Cut grid electricity use by 60% and publish a year of metered savings.',
        totalProjectBudget: 185000,
        requestedFundingAmount: 120000,
        detailedBudgedBreakdown:
          'Panels $90,000; storage $55,000; installation $30,000; metering $10,000.',
        costSharing: '35% cost share from company reserves.',
        problemStatement: 'Energy is our second-largest cost and prices rose 30% in two years.',
        projectDesc: 'Solar generation with storage sized for the welding bays’ peak load.',
        methodology: 'Design and permits, installation, twelve months of metering and reporting.',
        geoScope: 'Local',
        timeline: 'More than 12 months',
        targetAudience: 'Small Businesses',
        primaryFocus: 'Clean energy',
        specificReq: 'Installer must be licensed in the state.',
        projectStage: 'Implementation',
      },
    },
    {
      daysAgo: 120,
      stage: 'Cancel',
      grant: 'Circular Economy Manufacturing Grant',
      note: 'The panel preferred projects already sorting at production scale.',
      project: {
        projectTitle: 'Scrap Sorting Cell Pilot',
        projectSummary: 'A manual sorting cell to test reclaimed offcuts before a full line.',
        objective: 'Learn which offcuts partner shops can supply, and at what quality.',
        totalProjectBudget: 60000,
        requestedFundingAmount: 30000,
        detailedBudgedBreakdown: 'Sorting cell $32,000; testing $12,000; staff $16,000.',
        costSharing: '1:1 cost share from company reserves ($30,000).',
        problemStatement: 'We do not yet know the quality of local offcuts.',
        projectDesc: 'A three-month pilot with two partner shops.',
        methodology: 'Collect, sort and test offcuts; report yields and defects.',
        geoScope: 'Local',
        timeline: 'Less than 6 months',
        targetAudience: 'Small Businesses',
        primaryFocus: 'Circular manufacturing',
        specificReq: 'Production stays at the Pittsburgh facility.',
        projectStage: 'Idea/Concept',
      },
    },
    {
      daysAgo: 300,
      stage: 'Completed',
      grant: 'Small Business Clean Energy Innovation Award',
      decidedAt: awardedForInterimDueSoon,
      project: {
        projectTitle: 'LED Lighting and Compressor Efficiency Retrofit',
        projectSummary: 'LED high-bay lighting and a variable-speed air compressor for the shop.',
        objective: 'Cut the shop’s electricity use by 25%.',
        totalProjectBudget: 64000,
        requestedFundingAmount: 48000,
        detailedBudgedBreakdown: 'LED fixtures $26,000; compressor $30,000; installation $8,000.',
        costSharing: '25% cost share from company reserves.',
        problemStatement: 'Lighting and compressed air use half of the shop’s electricity.',
        projectDesc: 'An efficiency retrofit ahead of rooftop solar.',
        methodology: 'Audit, installation over two weekends, six months of metering.',
        geoScope: 'Local',
        timeline: 'Less than 6 months',
        targetAudience: 'Small Businesses',
        primaryFocus: 'Energy efficiency',
        specificReq: 'Installer must be licensed in the state.',
        projectStage: 'Evaluation',
      },
    },
  ],
};

/** Each demo account's organisation and applications, by the account's email. */
export const APPLICANTS: Record<string, Applicant> = {
  [DEMO_USERS[0].email]: EASTSIDE,
  [DEMO_USERS[1].email]: OKAFOR,
};

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

async function storeDocuments(
  db: MockDatabase,
  user: UserRecord,
  applicant: Applicant,
  now: Date,
): Promise<Documents> {
  const createdAt = new Date(now.getTime() - 460 * DAY).toISOString();
  const store = async (section: keyof Documents, fileName: string, title: string) => {
    const record = await storeFile(db, {
      userId: user.id,
      folderName: 'grants',
      fileName,
      blob: makePdf(`${title}: ${applicant.organisation}`, applicant.documents[section]),
      appUse: true,
      createdAt,
    });
    return fileContentUrl(record.id);
  };
  return {
    resumes: await store('resumes', 'Team-resumes.pdf', 'Team resumes'),
    lettersCommitment: await store(
      'lettersCommitment',
      'Letters-of-commitment.pdf',
      'Letters of commitment',
    ),
    organizationalChart: await store(
      'organizationalChart',
      'Organizational-chart.pdf',
      'Organizational chart',
    ),
    auditedStatement: await store('auditedStatement', 'Audited-statement.pdf', 'Audited statement'),
  };
}

const NO_DOCUMENTS: Documents = {
  resumes: '',
  lettersCommitment: '',
  organizationalChart: '',
  auditedStatement: '',
};

function draftFor(project: ProjectTemplate, grant: GrantRecord, organisation: string): string {
  return [
    `Project narrative: ${project.projectTitle}.`,
    `${organisation} requests $${project.requestedFundingAmount.toLocaleString('en-US')} from the ${grant.title} to ${project.objective.charAt(0).toLowerCase()}${project.objective.slice(1)}`,
    project.problemStatement,
    `Approach: ${project.methodology}`,
  ].join('\n\n');
}

/** The budget range option a total budget falls in, as the wizard stores it. */
function budgetRangeOf(total: number): BudgetRange {
  if (total <= 10000) return 10000;
  if (total <= 50000) return 50000;
  if (total <= 100000) return 100000;
  return 'Over $100,000';
}

/** Days a project runs, by its timeline option. */
const TIMELINE_DAYS: Record<ProjectTimeline, number> = {
  'Less than 6 months': 150,
  '6-12 months': 300,
  'More than 12 months': 540,
};

function buildApplication(
  user: UserRecord,
  applicant: Applicant,
  grant: GrantRecord,
  project: ProjectTemplate,
  id: string,
  created: Date,
  stage: ApplicationStage,
  documents: Documents,
  now: Date,
): UnnumberedApplication {
  const name = `${user.firstName} ${user.lastName}`;
  const startsAt = created.getTime() + 30 * DAY;
  const start = new Date(startsAt).toISOString().slice(0, 10);
  const end = new Date(startsAt + TIMELINE_DAYS[project.timeline] * DAY).toISOString().slice(0, 10);
  const updated = stage === 'Submitted' ? created : new Date(created.getTime() + 3 * DAY);
  return {
    id,
    userId: user.id,
    grantId: grant.id,
    fullname: name,
    email: user.email,
    phoneNumber: applicant.phoneNumber,
    location: applicant.location,
    projectTitle: project.projectTitle,
    projectStartDate: start,
    projectEndDate: end,
    projectLocation: applicant.location,
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
    projectValue: budgetRangeOf(project.totalProjectBudget),
    timeline: project.timeline,
    primaryFocus: project.primaryFocus,
    sector: grant.sector ?? null,
    specificReq: project.specificReq,
    projectStage: project.projectStage,
    stage,
    commission: Math.round(project.requestedFundingAmount * 0.2 * 100) / 100,
    ...(project.budgetLineItems ? { budgetLineItems: project.budgetLineItems } : {}),
    generatedDraft: draftFor(project, grant, applicant.organisation),
    created_at: created.toISOString(),
    updated_at: (updated.getTime() > now.getTime() ? created : updated).toISOString(),
  };
}

/** A decided application with its timeline: the decision, when it came, and its words. */
function decided(
  record: UnnumberedApplication,
  { stage, note, decidedAt }: SeededApplication,
  now: Date,
): UnnumberedApplication {
  const at = decidedAt ? decidedAt(now).toISOString() : record.updated_at;
  const change = { stage: stage as 'Completed' | 'Cancel' | 'Withdrawn', at };
  return { ...record, updated_at: at, stageHistory: [note ? { ...change, note } : change] };
}

/** The grant an application names, by its title (a seed that names no grant fails loudly). */
function grantTitled(grants: readonly GrantRecord[], title: string): GrantRecord {
  const grant = grants.find((candidate) => candidate.title === title);
  if (!grant) throw new Error(`The demo seed names a grant it did not create: ${title}`);
  return grant;
}

export async function seedApplications(
  db: MockDatabase,
  users: UserRecord[],
  now: Date,
): Promise<void> {
  const grants = await db.grants.toArray();
  if (grants.length === 0) return;
  // Every applicant's, numbered together in order of submission (their receipts).
  const all: UnnumberedApplication[] = [];
  for (const user of users) {
    const applicant = APPLICANTS[user.email];
    if (!applicant) continue;
    const documents = await storeDocuments(db, user, applicant, now);
    const documentFiles = await documentFilesOf(db, user.id, documents);
    const records = applicant.applications.map((seeded, index) => {
      const { daysAgo, stage, grant, project } = seeded;
      // Mid-morning UTC, so the day is the same in every time zone of the Americas and Europe.
      const created = new Date(now.getTime() - daysAgo * DAY);
      created.setUTCHours(14, 30, 0, 0);
      const record = buildApplication(
        user,
        applicant,
        grantTitled(grants, grant),
        project,
        seedId(user.id, index),
        created,
        stage,
        documents,
        now,
      );
      return DECIDED.has(stage) ? decided(record, seeded, now) : record;
    });
    all.push(...records.map((record) => ({ ...record, documentFiles })));
  }
  await db.applications.bulkAdd(await giveReceipts(db, all));
}

const PRESET_STAGES: readonly ApplicationStage[] = [
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
  const grants = await db.grants.toArray();
  // The account's own projects, each with its grant, in turn.
  const applicant = user ? APPLICANTS[user.email] : undefined;
  if (!user || !applicant || grants.length === 0 || count <= 0) return 0;
  const projects = applicant.applications.map(({ grant, project }) => ({
    grant: grantTitled(grants, grant),
    project,
  }));
  const span = 400 * DAY;
  const unnumbered: UnnumberedApplication[] = [];
  for (let index = 0; index < count; index += 1) {
    const { grant, project } = projects[index % projects.length] as (typeof projects)[number];
    const created = new Date(now.getTime() - Math.floor((index / count) * span) - 60_000);
    const record = buildApplication(
      user,
      applicant,
      grant,
      { ...project, projectTitle: `${project.projectTitle} #${index + 1}` },
      crypto.randomUUID(),
      created,
      PRESET_STAGES[index % PRESET_STAGES.length] as ApplicationStage,
      NO_DOCUMENTS,
      now,
    );
    record.generatedDraft = `Project narrative: ${record.projectTitle}.`;
    unnumbered.push(record);
  }
  const batch = await giveReceipts(db, unnumbered);
  for (let start = 0; start < batch.length; start += 2000) {
    await db.applications.bulkAdd(batch.slice(start, start + 2000));
  }
  return count;
}
