import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, loginInBrowser, useTheme, type Theme } from './helpers';

const guestPages = [
  '/auth/login',
  '/auth/register',
  '/forgot-password',
  '/reset-password?token=e2e',
  '/auth/verify-email?token=e2e',
  '/404',
  '/error/404',
];
const memberPages = ['/newsfeed', '/profile/ava', '/profile/ava/about', '/profile/kenji/gallery', '/account-deactivated'];

async function scan(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
}

for (const theme of ['light', 'dark'] satisfies Theme[]) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    for (const path of guestPages) {
      test(`guest page ${path} has no serious accessibility issue`, ({ page }) => scan(page, path));
    }

    test('the session-expired prompt has no serious accessibility issue', async ({ page }) => {
      await page.goto('/?login=show');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });

    test('member pages have no serious accessibility issue', async ({ page }) => {
      await loginInBrowser(page);
      for (const path of memberPages) await scan(page, path);
    });

    test('the open menus and drawers have no serious accessibility issue', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginInBrowser(page);
      await page.goto('/newsfeed');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });
  });
}
