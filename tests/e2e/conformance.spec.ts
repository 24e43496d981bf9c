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
