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

// The saved-search operations (issue 47) have no screen yet: they are called here through the
// page, on the browser's embedded backend, so the whole run exercises every operation until the
// screens that call them arrive (then a screen's test takes this over).
test('the saved-search operations answer through the page: list, save, rename, mark seen, delete', async ({
  page,
  traffic,
}) => {
  await signIn(page);
  const statuses = await page.evaluate(async () => {
    const authorization = `Bearer ${localStorage.getItem('token') ?? ''}`;
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        ...(body === undefined
          ? { headers: { Authorization: authorization } }
          : {
              headers: { Authorization: authorization, 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
    };
    const listed = await call('GET', '/saved-searches');
    const saved = await call('POST', '/saved-searches', {
      name: 'Food security in Texas',
      filters: { q: 'food texas' },
    });
    const id = (saved.body as { id: string }).id;
    const renamed = await call('PATCH', `/saved-searches/${id}`, { alerts: 'daily' });
    const seen = await call('POST', `/saved-searches/${id}/seen`);
    const deleted = await call('DELETE', `/saved-searches/${id}`);
    return [listed, saved, renamed, seen, deleted].map((answer) => answer.status);
  });
  expect(statuses).toEqual([200, 201, 200, 200, 204]);
  await expect
    .poll(() =>
      traffic
        .filter((entry) => /SavedSearch/.test(entry.operationId ?? ''))
        .map((entry) => [entry.operationId, entry.response?.status]),
    )
    .toEqual([
      ['listSavedSearches', 200],
      ['createSavedSearch', 201],
      ['updateSavedSearch', 200],
      ['markSavedSearchSeen', 200],
      ['deleteSavedSearch', 204],
    ]);
});
