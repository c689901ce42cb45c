import { expect, test } from '@playwright/test';
import { domainPolicyCopy } from '@meshwork/contracts';
import { cspRefusals, expectNoSeriousA11yIssues, loginInBrowser } from './helpers';

const tomas = { login: 'tomas', password: 'Meshwork#2026' };

test('an administrator suspends another server from the staff menu, sees it listed, and lifts the policy', async ({ page }) => {
  const refusals = cspRefusals(page);
  await loginInBrowser(page, tomas);
  await page.goto('/newsfeed');
  await page.getByRole('link', { name: 'Other servers' }).click();
  await expect(page.getByRole('heading', { name: domainPolicyCopy.title, level: 1 })).toBeVisible();

  const host = `spam-${Date.now()}.example`;
  await page.getByLabel(domainPolicyCopy.hostLabel).fill(host.toUpperCase());
  await page.getByRole('radio', { name: domainPolicyCopy.severities.suspend }).check();
  await page.getByLabel(domainPolicyCopy.reasonLabel).fill('Spam waves');
  await page.getByRole('button', { name: domainPolicyCopy.save }).click();
  await expect(page.getByText(domainPolicyCopy.saved(host))).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: host });
  await expect(row.getByText(domainPolicyCopy.severityNames.suspend)).toBeVisible();
  await expect(row.getByText('Spam waves')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await row.getByRole('button', { name: domainPolicyCopy.remove(host) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: domainPolicyCopy.liftLabel }).click();
  await expect(page.getByText(domainPolicyCopy.removed(host))).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(refusals).toEqual([]);
});
