import { expect, test } from '@playwright/test';
import { moderationQueueCopy, postsCopy, reportCategoryCopy, reportEntryCopy, reportsCopy } from '@meshwork/contracts';
import { chooseFromMenu, expectNoSeriousA11yIssues, loginInBrowser } from './helpers';
import { freshMember } from './members';

const moderator = { login: 'hana', password: 'Meshwork#2026' };

test('a member reports a post and a moderator finds it in the queue with the report', async ({ page, browser }) => {
  // Two browsers and three accessibility scans, each of several seconds on the demo network's pages: about 60 s in CI.
  test.setTimeout(120_000);
  const author = await freshMember(page.request, 'Sam Spammer');
  const text = `Cheap followers at a great price ${Date.now().toString(36)}`;
  const post = await author.call<{ id: string }>('POST', '/posts', { text, visibility: 'public' });

  // Ava reports the post from its menu.
  await loginInBrowser(page);
  await page.goto(`/post/${post.id}`);
  await expect(page.getByText(text)).toBeVisible();
  await chooseFromMenu(page, page.getByRole('button', { name: postsCopy.postActions }).first(), reportEntryCopy.reportPost);
  const dialog = page.getByRole('dialog', { name: reportEntryCopy.reportPost });
  await dialog.getByRole('button', { name: reportEntryCopy.reportButton }).click();
  await expect(dialog.getByText(reportsCopy.invalidCategory)).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(reportCategoryCopy.spam.label) }).check();
  await dialog.getByLabel(reportsCopy.commentLabel).fill('Selling followers');
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: reportEntryCopy.reportButton }).click();
  await expect(page.getByText(reportsCopy.reported)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Hana, a moderator, sees the case in the queue and opens it.
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await loginInBrowser(staffPage, moderator);
  await staffPage.goto('/moderation');
  await expect(staffPage.getByRole('heading', { name: moderationQueueCopy.pageTitle, level: 1 })).toBeVisible();
  const row = staffPage.getByRole('link', { name: new RegExp(text) });
  await expect(row).toContainText(reportCategoryCopy.spam.label);
  await expectNoSeriousA11yIssues(staffPage);
  await row.click();
  await expect(staffPage.getByRole('heading', { name: moderationQueueCopy.caseTitle('Post') })).toBeVisible();
  await expect(staffPage.getByRole('blockquote')).toHaveText(text);
  const reports = staffPage.getByRole('region', { name: moderationQueueCopy.reportsHeading });
  await expect(reports).toContainText('@ava');
  await expect(reports).toContainText('Selling followers');
  await expect(staffPage.getByRole('region', { name: moderationQueueCopy.actionsHeading })).toBeVisible();
  await expectNoSeriousA11yIssues(staffPage);
  await context.close();
});

test('a member who is not staff meets the 404 page at /moderation', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/moderation');
  await expect(page).toHaveURL(/\/404$/);
});
