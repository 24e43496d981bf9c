// The seeded demo account and a seeded grant (the demo's embedded backend and `npm run api:serve`
// carry the same seed), and signing in through a build's own sign-in page.
export const GRANT_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

export const DEMO_USER = {
  id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
  email: 'demo@grantwise.app',
  password: 'Demo1234!',
};

/** Signs `account` (the demo user unless given) in on `origin` and waits for the signed-in shell. */
export async function signIn(page, origin, account = DEMO_USER) {
  await page.goto(origin + '/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 60_000 });
}
