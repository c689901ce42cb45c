import { expect, test } from '@playwright/test';
import { messages, authCopy } from '@meshwork/contracts';
import { demoCredentials, loginInBrowser } from './helpers';

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a failing preload goes to /error/404', async ({ page }) => {
  await loginInBrowser(page);
  await page.route('**/api/social/social-feed**', (route) =>
    route.fulfill({ status: 500, json: { status_code: 500, error: 'internal', message: 'Boom' } }),
  );
  await page.goto('/newsfeed');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { name: 'We could not load that page' })).toBeVisible();
});

test('an expired session opens the login prompt and returns to the page after login', async ({ page }) => {
  const session = await loginInBrowser(page);
  await page.goto(`/profile/${session.username}/about`);
  await expect(page.getByRole('heading', { level: 1, name: session.fullname })).toBeVisible();

  // The next preload finds the session expired.
  await page.route('**/api/social/social-feed**', (route) =>
    route.fulfill({ status: 401, json: { status_code: 401, error: 'token_expired', message: messages.tokenExpired } }),
  );
  await page.reload();

  await expect(page).toHaveURL(/\/\?login=show$/);
  const prompt = page.getByRole('dialog', { name: authCopy.sessionExpired });
  await expect(prompt).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('meshwork.session'))).toBeNull();

  await page.unroute('**/api/social/social-feed**');
  await prompt.getByLabel('Email or username').fill(demoCredentials.login);
  await prompt.getByLabel('Password', { exact: true }).fill(demoCredentials.password);
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${session.username}/about$`));
});

test('a logged-out visitor of /?login=show sees the prompt, and closing it goes to login', async ({ page }) => {
  await page.goto('/?login=show');
  const prompt = page.getByRole('dialog', { name: authCopy.sessionExpired });
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
