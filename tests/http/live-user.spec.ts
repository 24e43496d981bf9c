import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import type { TrafficEntry } from '../../src/mock-server/recorder';
import { SIGN_IN_LIMIT } from '../../src/domain/sign-in';
import { PREFLIGHT_MAX_AGE } from '../../server/cors';
import { FULL_BROWSER } from '../e2e/browsers';
import { DEMO, TENANT_HEADER, expect, signIn, test } from '../e2e/fixtures';
import {
  GRANT_ID,
  SECTIONS,
  chooseScope,
  confirmAndNext,
  fillBudget,
  fillContact,
  fillFinal,
  fillProject,
  upload,
} from '../e2e/wizard-steps';

// What only a live user meets: a new account on a real server across origins, whose data goes
// from one screen to the next through the server alone (playwright.http.config.ts). The tests
// of tests/e2e tagged @live-api run beside these on the same build and server.

// The full browser: the dashboard's Open shows the library's PDF in a tab of Chromium's PDF
// viewer (the headless shell the pass runs in downloads it instead).
test.use({ launchOptions: FULL_BROWSER });

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const LIBRARY_DOCUMENT = 'key-staff-resumes.pdf';
const FOLDER = 'Team documents';

/** The id of the file the library stored, from its upload's answer. */
function storedDocumentId(traffic: TrafficEntry[]): string {
  const body = traffic.find(
    (entry) => entry.operationId === 'uploadFile' && entry.response?.status === 201,
  )?.response?.body;
  return body?.kind === 'json' ? (body.value as { id: string }).id : '';
}

/** Registers a new account over the API (registration through the screens: auth.spec.ts). */
async function newAccount(page: Page, api: string, tenant: string) {
  const account = {
    email: `live-${randomUUID().slice(0, 8)}@example.org`,
    password: 'Greenhouse-2030',
    firstName: 'Imani',
    lastName: 'Okafor',
  };
  const registered = await page.request.post(`${api}/auth/email/register`, {
    headers: { [TENANT_HEADER]: tenant },
    data: { ...account, gender: 'female', age: 35, ethnicity: 'black' },
  });
  expect(registered.status(), 'register').toBe(201);
  return account;
}

test("a new user's first application: a library document goes into the wizard, the application onto the dashboard and into the report @live-api", async ({
  page,
  httpApiBase,
  tenant,
  traffic,
}) => {
  test.setTimeout(120_000);
  const account = await newAccount(page, httpApiBase, tenant);
  await signIn(page, account);

  // The library of a new account is empty: a folder of its own, and a document in it.
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  await page.getByRole('button', { name: 'Create folder' }).click();
  const create = page.getByRole('dialog', { name: 'Create folder' });
  await create.getByLabel('Folder name').fill(FOLDER);
  await create.getByRole('button', { name: 'Create Folder' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: new RegExp(`^${FOLDER} 0 files$`) }).click();
  await page.getByRole('button', { name: 'Upload file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload file' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: LIBRARY_DOCUMENT,
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: LIBRARY_DOCUMENT })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${FOLDER} 1 file$`) })).toBeVisible();
  // The exchange is recorded once the browser has it whole.
  await expect
    .poll(() => storedDocumentId(traffic), { message: 'the stored document' })
    .toMatch(/^[0-9a-f-]{36}$/);
  const documentId = storedDocumentId(traffic);

  // The wizard, with the library document for the resumes and uploads for the rest.
  await page.goto(`/grant?id=${GRANT_ID}`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await fillContact(page);
  await confirmAndNext(page, 'Tell Us About Yourself');
  await fillProject(page);
  await confirmAndNext(page, 'Project Details');
  await fillBudget(page);
  await confirmAndNext(page, 'Budget & Project Details');
  const [resumes, ...others] = SECTIONS;
  const resumesSection = page.getByRole('region', { name: resumes });
  await resumesSection.getByRole('button', { name: 'From library' }).click();
  const picker = page.getByRole('dialog', { name: `Choose from your library: ${resumes}` });
  await picker.getByRole('button', { name: new RegExp(LIBRARY_DOCUMENT) }).click();
  await expect(picker).toBeHidden();
  await expect(
    resumesSection.getByLabel(`Selected file: ${LIBRARY_DOCUMENT}`, { exact: true }),
  ).toBeVisible();
  for (const [index, title] of others.entries()) {
    const section = page.getByRole('region', { name: title });
    await upload(section, `document-${index}.pdf`);
    await expect(section.getByLabel(`Selected file: document-${index}.pdf`)).toBeVisible();
  }
  await confirmAndNext(page, 'Gather the essentials');
  await chooseScope(page);
  await confirmAndNext(page, 'What are you seeking');
  await fillFinal(page);
  await confirmAndNext(page, 'What are you seeking');
  await page.getByRole('button', { name: 'Acknowledge and submit' }).click();
  const submissionId =
    (await page
      .getByText(/^Submission ID:/)
      .locator('strong')
      .textContent()) ?? '';
  expect(submissionId).toHaveLength(8);
  await page.getByRole('button', { name: 'Yes, Save Answers' }).click();

  // The dashboard lists it; its resumes open from the library document's own content.
  await expect(page).toHaveURL(/\/grants/);
  await page.getByRole('button', { name: `View application ${submissionId}` }).click();
  const details = page.getByRole('dialog');
  const popup = page.waitForEvent('popup');
  await details.getByRole('button', { name: 'Open Resumes', exact: true }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/^blob:/);
  await expect
    .poll(() =>
      traffic.some(
        (entry) =>
          entry.operationId === 'getFileContent' &&
          entry.path.endsWith(`/files/${documentId}/content`) &&
          entry.response?.status === 200,
      ),
    )
    .toBe(true);
  await tab.close();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The report has the application, under the new user's name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const workbook = XLSX.read(readFileSync(await (await downloading).path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(
    workbook.Sheets['Grants Data'] as XLSX.WorkSheet,
    { header: 1 },
  );
  expect(rows.slice(1)).toHaveLength(1);
  expect(String(rows[1]?.[0])).toMatch(new RegExp(`^${submissionId}`));
  expect(rows[1]?.slice(1, 3)).toEqual([`${account.firstName} ${account.lastName}`, account.email]);
});

test("a page on the app's origin reads the API's Retry-After and Content-Disposition across origins @live-api", async ({
  page,
  httpApiBase,
}) => {
  // The browser's own preflights reach the server (nothing in this pass answers them for it):
  // Chromium reports them to DevTools only.
  const preflights: { status: number; headers: Record<string, string> }[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.responseReceived', (event) => {
    if (event.type === 'Preflight' && event.response.url.startsWith(httpApiBase)) {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      preflights.push({ status: event.response.status, headers });
    }
  });
  await devtools.send('Network.enable');
  await page.goto('/sign-in');
  // The browser enforces CORS: a header the server does not expose reads as null here.
  const read = await page.evaluate(
    async ({ api, failures, demo }) => {
      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${api}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const signedIn = await post('/auth/email/login', demo);
      const { token } = (await signedIn.json()) as { token: string };
      const files = await fetch(`${api}/resources/folder/uploads`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const [first] = (await files.json()) as { id: string }[];
      const content = await fetch(`${api}/files/${first?.id}/content`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      let refused: Response | null = null;
      for (let attempt = 0; attempt <= failures && refused?.status !== 429; attempt += 1) {
        refused = await post('/auth/email/login', { ...demo, password: 'wrong-password' });
      }
      return {
        contentDisposition: content.headers.get('Content-Disposition'),
        status: refused?.status,
        retryAfter: refused?.headers.get('Retry-After'),
      };
    },
    {
      api: httpApiBase,
      failures: SIGN_IN_LIMIT.freeFailures,
      demo: { email: DEMO.email, password: DEMO.password },
    },
  );
  expect(read.contentDisposition).toMatch(/^inline; filename="/);
  expect(read.status).toBe(429);
  expect(Number(read.retryAfter)).toBeGreaterThan(0);
  expect(preflights.length, 'preflights answered').toBeGreaterThan(0);
  for (const { status, headers } of preflights) {
    // api:serve's answer (Playwright's own, while a route is set, allows credentials and any header).
    expect(status).toBe(204);
    expect(headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE));
    expect(headers['access-control-allow-credentials']).toBeUndefined();
  }
});

// Lighthouse's "errors in console" failed the live build's /opportunities: the demo account has
// no company, and the server's 404 for it was logged by the browser as an error. The server
// answers 204 for "none yet"; no page the bench audits logs an error over real HTTP.
test('the audited pages log no error in the console over real HTTP @live-api', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(`${page.url()}: ${message.text()}`);
  });
  await signIn(page);
  for (const path of ['/', '/opportunities', '/grants', '/resources', `/grant?id=${GRANT_ID}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-requests'));
  }
  expect(logged).toEqual([]);
});
