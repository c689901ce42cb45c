import { expect, test, type Page } from '@playwright/test';
import {
  moderationCopy,
  moderationQueueCopy,
  notificationPhrases,
  postsCopy,
  reportCategoryCopy,
  reportEntryCopy,
  reportsCopy,
  socialCopy,
} from '@meshwork/contracts';
import { chooseFromMenu, cspRefusals, expectNoSeriousA11yIssues, loginInBrowser } from './helpers';
import { browserOf, freshMember } from './members';

const moderator = { login: 'hana', password: 'Meshwork#2026' };
const administrator = { login: 'tomas', password: 'Meshwork#2026' };

/** Picks an action in the open moderation dialog, gives the reason, and applies it. */
async function takeAction(page: Page, title: string, action: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: new RegExp(`^${action}`) }).check();
  await dialog.getByLabel(moderationCopy.reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText(moderationCopy.acted).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a report becomes a decision, the author appeals, the moderator reverses it, and the audit log keeps all of it', async ({
  page,
  browser,
}) => {
  const author = await freshMember(page.request, 'Rex Rowdy');
  const text = `Meet me outside, you will regret it ${Date.now().toString(36)}`;
  const post = await author.call<{ id: string }>('POST', '/posts', { text, visibility: 'public' });

  // A member reports the post with a category.
  await loginInBrowser(page);
  await page.goto(`/post/${post.id}`);
  await chooseFromMenu(page, page.getByRole('button', { name: postsCopy.postActions }).first(), reportEntryCopy.reportPost);
  const reportDialog = page.getByRole('dialog', { name: reportEntryCopy.reportPost });
  await reportDialog.getByRole('radio', { name: new RegExp(reportCategoryCopy.violence.label) }).check();
  await reportDialog.getByRole('button', { name: reportEntryCopy.reportButton }).click();
  await expect(page.getByText(reportsCopy.reported)).toBeVisible();

  // The moderator finds it in the queue with its context, removes the post and limits the author.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  const staffRefusals = cspRefusals(staffPage);
  await loginInBrowser(staffPage, moderator);
  await staffPage.goto('/moderation');
  await staffPage.getByRole('link', { name: new RegExp(text) }).click();
  await expect(staffPage.getByRole('blockquote')).toHaveText(text);
  await expect(staffPage.getByRole('region', { name: moderationQueueCopy.reportsHeading })).toContainText(
    reportCategoryCopy.violence.label,
  );
  await staffPage.getByRole('button', { name: moderationCopy.actOnContent }).click();
  await expectNoSeriousA11yIssues(staffPage, '[role="dialog"]');
  await takeAction(staffPage, moderationCopy.actOnContent, moderationCopy.actionLabels.remove, 'Threatening another member');
  await expect(staffPage.getByText(moderationQueueCopy.contentRemoved)).toBeVisible();
  await staffPage.goto('/moderation');
  await staffPage.getByRole('link', { name: new RegExp(text) }).waitFor({ state: 'detached' });

  await staffPage.goto(`/profile/${author.session.username}`);
  await staffPage.getByRole('button', { name: socialCopy.moreActions(author.session.nickname) }).click();
  await staffPage.getByRole('menuitem', { name: moderationCopy.moderate }).click();
  await takeAction(staffPage, moderationCopy.actOnMember(author.session.nickname), moderationCopy.actionLabels.limit, 'Repeated threats');

  // The author is told, reads why, and appeals the removal.
  const authorPage = await browserOf(browser, author);
  await authorPage.goto('/notifications');
  await expect(authorPage.getByText(notificationPhrases.moderation).first()).toBeVisible();
  await authorPage.goto('/decisions');
  const removal = authorPage.getByRole('article', { name: moderationCopy.loggedActions.remove_content });
  await expect(removal).toContainText('Threatening another member');
  await expect(removal).toContainText(text.slice(0, 30));
  await removal.getByRole('button', { name: moderationCopy.appeal }).click();
  await removal.getByLabel(moderationCopy.appealLabel).fill('It is a line from a film we quote to each other');
  await removal.getByRole('button', { name: moderationCopy.sendAppeal }).click();
  await expect(removal).toContainText(moderationCopy.appealStatus.pending);
  await expectNoSeriousA11yIssues(authorPage);

  // The moderator reverses it from the appeals queue.
  await staffPage.goto('/moderation/appeals');
  const appeal = staffPage.getByRole('article', { name: `Appeal of ${author.session.nickname}` });
  await expect(appeal).toContainText('a line from a film');
  await appeal.getByLabel(moderationCopy.decisionReason).fill('A quote, not a threat');
  await appeal.getByRole('button', { name: moderationCopy.grant }).click();
  await expect(appeal).toBeHidden();
  await authorPage.goto(`/post/${post.id}`);
  await expect(authorPage.getByText(text)).toBeVisible();

  // The administrator reads all three in the audit log.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await loginInBrowser(adminPage, administrator);
  await adminPage.goto('/admin/action_logs');
  const log = adminPage.getByRole('list', { name: moderationCopy.auditTitle });
  for (const action of ['remove_content', 'limit', 'grant_appeal'] as const)
    await expect(
      log.getByRole('listitem').filter({ hasText: author.session.username }).filter({ hasText: moderationCopy.loggedActions[action] }),
    ).toHaveCount(1);
  await expectNoSeriousA11yIssues(adminPage);
  expect(staffRefusals).toEqual([]);
  await Promise.all([staff.close(), admin.close(), authorPage.context().close()]);
});

test('members and moderators meet the 404 page at the audit log', async ({ page }) => {
  await loginInBrowser(page, moderator);
  await page.goto('/admin/action_logs');
  await expect(page).toHaveURL(/\/404$/);
});
