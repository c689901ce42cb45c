import { expect, test } from '@playwright/test';
import { cspRefusals } from './helpers';

// `meshwork.test` resolves to 127.0.0.1 (playwright.config.ts): a plain-HTTP server opened by a
// name other than localhost, as from another machine, where a browser upgrades nothing by itself.
test('a plain-HTTP server opened by its host name shows the login page', async ({ page, baseURL }) => {
  const refusals = cspRefusals(page);
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`));

  await page.goto(`http://meshwork.test:${new URL(baseURL!).port}/`);

  await expect(page).toHaveURL(/^http:\/\/meshwork\.test:\d+\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(failedRequests).toEqual([]);
  expect(refusals).toEqual([]);
});
