// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '../../src/domain/draft-key';
import { daysBetween } from '../../src/domain/notifications';
import { addDays, localDay } from '../../src/domain/grant-reports';
import { SEED_GRANTS } from '../../src/mock-server/seed/grants';
import { restoreSeededDrafts, seededDrafts } from '../../src/mock-server/seed/drafts';
import { validateBudget } from '../../src/domain/application';
import { budgetTotals } from '../../src/domain/budget';
import { DEMO_USERS } from '../../src/mock-server/seed/users';
import { type TestBackend, createTestBackend } from '../support/mock-backend';
import type {
  Grant,
  GrantApplication,
  GrantReportList,
  Resource,
  UserMission,
} from '../../src/api/schema.gen';

// Each demo account tells one story: its company (or none yet), its organisation's documents, and
// applications that are projects of that organisation fitting their grants (who may apply, the
// sector, the amount), with dates relative to the day the data was made.

const ACCOUNTS = [
  {
    user: DEMO_USERS[0],
    organisation: 'Eastside Food Collective',
    organizationType: 'nonprofit',
    location: 'Austin, TX',
    company: null,
  },
  {
    user: DEMO_USERS[1],
    organisation: 'Okafor Fabrication LLC',
    organizationType: 'forprofit',
    location: 'Pittsburgh, PA',
    company: { industry: 'Manufacturing', organizationType: 'forprofit' },
  },
] as const;

const grantById = new Map(SEED_GRANTS.map((grant) => [grant.id, grant]));

const budgetRange = (total: number) =>
  total <= 10000 ? 10000 : total <= 50000 ? 50000 : total <= 100000 ? 100000 : 'Over $100,000';

describe('the demo accounts tell one story each', () => {
  let backend: TestBackend;
  beforeEach(async () => {
    backend = await createTestBackend({ now: new Date('2026-03-10T12:00:00Z') });
  });
  afterEach(() => backend.close());

  for (const account of ACCOUNTS) {
    it(`${account.user.email}: applications fit their grants, documents and company agree`, async () => {
      const token = await backend.signIn(account.user.email, account.user.password);
      const company = await backend.request('get', '/companies/my-company', { token });
      if (account.company) expect(company.body).toMatchObject(account.company);
      else expect(company.status).toBe(204);

      const applications = (
        await backend.request('post', '/grant-applications/get', {
          token,
          body: { startDate: '2000-01-01', endDate: '2026-03-10' },
        })
      ).body as GrantApplication[];
      expect(applications.length).toBeGreaterThan(3);
      const titles = new Set<string>();
      for (const application of applications) {
        const grant = grantById.get(application.grantId);
        const where = `${application.projectTitle} (${grant?.title})`;
        // Who may apply, the sector, the amount.
        expect(grant?.organizationType, where).toBe(account.organizationType);
        expect(application.sector, where).toBe(grant?.sector);
        expect(application.requestedFundingAmount, where).toBeLessThanOrEqual(
          grant?.fundingSize ?? 0,
        );
        expect(application.requestedFundingAmount, where).toBeLessThan(
          application.totalProjectBudget,
        );
        expect(application.projectValue, where).toBe(budgetRange(application.totalProjectBudget));
        expect(application.projectEndDate > application.projectStartDate, where).toBe(true);
        // The applicant is the account, where its organisation is.
        expect(application.fullname, where).toBe(
          `${account.user.firstName} ${account.user.lastName}`,
        );
        expect([application.location, application.projectLocation], where).toEqual([
          account.location,
          account.location,
        ]);
        expect(application.generatedDraft, where).toContain(account.organisation);
        titles.add(application.projectTitle);
      }
      // The bell names an application by its title: each names one application.
      expect(titles.size).toBe(applications.length);

      // Every document an application carries is the account's own, and names its organisation.
      const urls = new Set(
        applications.flatMap((a) => [
          a.resumes,
          a.lettersCommitment,
          a.organizationalChart,
          a.auditedStatement,
        ]),
      );
      for (const url of urls) {
        const id = /\/files\/([0-9a-f-]{36})\/content$/.exec(url)?.[1] ?? '';
        const file = await backend.request('get', `/files/${id}/content`, { token });
        expect(file.status, url).toBe(200);
        const text = await (file.body as Blob).text();
        expect(text, url).toContain(account.organisation);
      }
    });
  }

  it("documents: the non-profit's tax-exempt letter, none in the manufacturer's library", async () => {
    const names = async (email: string, password: string) => {
      const token = await backend.signIn(email, password);
      const folder = await backend.request('get', '/resources/folder/Tax documents', { token });
      return (folder.body as Resource[]).map((file) => file.fileName);
    };
    expect(await names(DEMO_USERS[0].email, DEMO_USERS[0].password)).toEqual([
      'irs-determination-letter.pdf',
    ]);
    expect(await names(DEMO_USERS[1].email, DEMO_USERS[1].password)).not.toContain(
      'irs-determination-letter.pdf',
    );
  });

  it('missions agree with the accounts: a first application, a saved grant, a company profile', async () => {
    const done = async (email: string, password: string) => {
      const token = await backend.signIn(email, password);
      const missions = (await backend.request('get', '/user-missions', { token }))
        .body as UserMission[];
      return missions.filter((m) => m.completed).map((m) => m.mission.name);
    };
    const dana = await done(DEMO_USERS[0].email, DEMO_USERS[0].password);
    expect(dana).toEqual(
      expect.arrayContaining(['Apply for your first grant', 'Save a grant to your list']),
    );
    expect(dana).not.toContain('Complete your company profile');
    const sam = await done(DEMO_USERS[1].email, DEMO_USERS[1].password);
    expect(sam).toEqual(
      expect.arrayContaining(['Apply for your first grant', 'Complete your company profile']),
    );
    expect(sam).not.toContain('Save a grant to your list');
  });

  it("decisions and reports: every decided application's timeline, Sam's interim report due in 5 days half written", async () => {
    for (const user of DEMO_USERS.slice(0, 2)) {
      const token = await backend.signIn(user.email, user.password);
      const applications = (
        await backend.request('post', '/grant-applications/get', {
          token,
          body: { startDate: '2000-01-01', endDate: '2026-03-10' },
        })
      ).body as GrantApplication[];
      for (const application of applications.filter((a) => a.stage !== 'Submitted')) {
        if (application.stage === 'Under Review') continue;
        const last = application.stageHistory?.at(-1);
        expect(last?.stage, application.projectTitle).toBe(application.stage);
        expect(last!.at >= application.submittedAt, application.projectTitle).toBe(true);
        expect(last!.at <= backend.now.toISOString(), application.projectTitle).toBe(true);
      }
      if (user === DEMO_USERS[0]) {
        // Dana: a declined one with the funder's words, a withdrawn one with its reason.
        for (const stage of ['Cancel', 'Withdrawn'] as const) {
          const found = applications.find((a) => a.stage === stage);
          expect(found?.stageHistory?.at(-1)?.note, stage).toMatch(/\w{3}/);
        }
      }
    }
    const sam = await backend.signIn(DEMO_USERS[1].email, DEMO_USERS[1].password);
    const { items } = (await backend.request('get', '/grant-reports', { token: sam }))
      .body as GrantReportList;
    const open = items.filter((report) => report.status !== 'submitted');
    expect(open[0]).toMatchObject({
      kind: 'interim',
      projectTitle: 'LED Lighting and Compressor Efficiency Retrofit',
      status: 'inProgress',
      dueDate: addDays(localDay(backend.now), 5),
    });
    expect(Object.keys(open[0]!.answers)).toEqual(['progress']);
    expect(open[0]!.documentLinks).toEqual({});
  });

  it('the demo account saved a grant and keeps a draft, both due within 14 days of the day', async () => {
    const token = await backend.signIn();
    const saved = (await backend.request('get', '/saved-grants', { token })).body as Grant[];
    const [draft] = seededDrafts(backend.now);
    const drafted = await backend.request('get', `/grants/${draft?.grantId}`, { token });
    const today = '2026-03-10';
    expect(saved).toHaveLength(1);
    for (const grant of [...saved, drafted.body as Grant]) {
      const days = daysBetween(today, grant.deadline);
      expect(days, grant.title).toBeGreaterThanOrEqual(1);
      expect(days, grant.title).toBeLessThanOrEqual(14);
    }
  });
});

describe('the seeded draft in the page storage', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {
      get length() {
        return map.size;
      },
      key: (index: number) => [...map.keys()][index] ?? null,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
      clear: () => map.clear(),
    } satisfies Storage;
  };

  it("lives on the server: a reset clears the demo accounts' unsent drafts in this browser, writes none and leaves other accounts' alone; its budget adds up", () => {
    const store = storage();
    const dana = DEMO_USERS[0].id;
    const now = new Date('2026-03-10T12:00:00Z');
    const [seeded] = seededDrafts(now);
    const own = draftKey(dana, seeded?.grantId ?? '');
    const other = draftKey(dana, '11111111-1111-4111-8111-111111111111');
    store.setItem(own, '{}');
    store.setItem(other, '{}');
    store.setItem('grantwise.application-draft.someone-else.x', '{}');
    restoreSeededDrafts(store, now);
    expect(store.getItem(own)).toBeNull();
    expect(store.getItem(other)).toBeNull();
    expect(store.getItem('grantwise.application-draft.someone-else.x')).toBe('{}');
    expect(seeded?.answers.project.projectStartDate).toBe('2026-04-24');
    // Its budget table adds up within the grant's $10,000 (issue 48).
    const budget = seeded?.answers.budget;
    expect(
      budget && validateBudget(budget, { fundingSize: 10000 }).budgetLineItems,
    ).toBeUndefined();
    expect(budget && budgetTotals(budget.lines)).toMatchObject({
      requested: 850000,
      costShared: 110000,
      total: 960000,
    });
  });
});
