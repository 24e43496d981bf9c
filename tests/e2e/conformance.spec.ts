import { DEMO, expect, signIn, test } from './fixtures';

// The suite's traffic is checked against openapi.yaml (the `traffic` fixture, summed up by
// tests/e2e/traffic-reporter.ts), and the whole run must exercise every operation. getMe has no
// screen (the app restores a session from storage), so it is called here through the page, with
// the session's token, as a client of the API would.

test('getMe answers the signed-in user, and 401 without a token; both exchanges are recorded', async ({
  page,
  traffic,
}) => {
  await signIn(page);
  const answers = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const call = async (headers: Record<string, string>) => {
      const response = await fetch('/api/v1/auth/me', { headers });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    return {
      signedIn: await call({ Authorization: `Bearer ${token ?? ''}` }),
      anonymous: await call({}),
    };
  });
  expect(answers.signedIn.status).toBe(200);
  expect(answers.signedIn.body).toMatchObject({ id: DEMO.id, email: DEMO.email });
  expect(answers.anonymous).toEqual({
    status: 401,
    body: { status: 401, message: 'Unauthorized' },
  });

  // The recorder saw them as they went over the wire (whether a token went along, never its value).
  await expect
    .poll(() =>
      traffic
        .filter((entry) => entry.operationId === 'getMe')
        .map((entry) => [entry.request.authorization, entry.response?.status]),
    )
    .toEqual([
      [true, 200],
      [false, 401],
    ]);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const requests = traffic.filter((entry) => entry.request.authorization).map((e) => e.request);
  expect(requests.length).toBeGreaterThan(0);
  expect(JSON.stringify(requests)).not.toContain(token);
});

// The wizard's autosave (issue 60) opens a draft and saves on the version it names; here the two
// operations are called through the page, with the session's token, on the seeded draft itself, so
// the answers of an existing draft (200) and a save on a stale version are checked too.
test('the shared draft opens and takes a save on the version it names', async ({
  page,
  traffic,
}) => {
  await signIn(page);
  const answers = await page.evaluate(async (grantId) => {
    const token = localStorage.getItem('token') ?? '';
    const call = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const opened = await call('POST', '/shared-applications', { grantId });
    const id = opened.body.id as string;
    const version = opened.body.version as number;
    const saved = await call('PATCH', `/shared-applications/${id}`, {
      baseVersion: version,
      changes: { 'project.projectTitle': 'Family Reading Nights, all year' },
    });
    return { opened, saved };
  }, '8c0d2e4f-9a1b-4cd3-8e5f-7a8b9c0d1e2f');
  // Dana's seeded draft for the grant: opening it again returns it (one per owner and grant).
  expect(answers.opened.status).toBe(200);
  expect(answers.opened.body).toMatchObject({ role: 'owner', state: 'draft' });
  expect(answers.saved.status).toBe(200);
  expect(answers.saved.body).toMatchObject({
    version: (answers.opened.body.version as number) + 1,
    answers: { 'project.projectTitle': 'Family Reading Nights, all year' },
  });
  await expect
    .poll(() =>
      traffic
        .filter((entry) => /SharedApplication$/.test(entry.operationId ?? ''))
        .map((entry) => [entry.operationId, entry.response?.status]),
    )
    .toEqual([
      ['openSharedApplication', 200],
      ['saveSharedApplication', 200],
    ]);
});
