import { expect, test } from '@playwright/test';
import { loginInBrowser } from './helpers';
import { browserOf, freshMember } from './members';

const tomas = { login: 'tomas', password: 'Meshwork#2026' };

test('an administrator finds a new member, makes them a moderator, and they see the staff menu', async ({ page, browser, request }) => {
  const newcomer = await freshMember(request, 'Nadia Newcomer');
  await loginInBrowser(page, tomas);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();

  await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/filter=new/);
  await page.getByRole('searchbox', { name: 'Search members' }).fill(newcomer.credentials.login);
  const list = page.getByRole('list', { name: 'Members' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').filter({ hasText: `@${newcomer.credentials.login}` });
  await expect(row.getByRole('link')).toHaveAttribute('href', `/moderation/members/${newcomer.session.user_id}`);

  await row.getByRole('button', { name: /Change role/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role').selectOption('moderator');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(/is now a moderator/)).toBeVisible();
  await expect(row.getByText('Moderator', { exact: true })).toBeVisible();

  const moderatorPage = await browserOf(browser, newcomer);
  await moderatorPage.goto('/newsfeed');
  await expect(moderatorPage.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Moderation' })).toBeVisible();
  // The members list is for administrators only: a moderator lands on the 404 page.
  await moderatorPage.goto('/admin/members');
  await expect(moderatorPage).toHaveURL(/\/404$/);
});
