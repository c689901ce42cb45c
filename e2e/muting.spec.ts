import { expect, test } from '@playwright/test';
import { mutingCopy, postsCopy } from '@meshwork/contracts';
import { expectNoSeriousA11yIssues } from './helpers';
import { befriend, browserOf, freshMember } from './members';

test('muted words hide posts', async ({ page, browser }) => {
  const [viewer, author, other] = await Promise.all([
    freshMember(page.request, 'Mia Muter'),
    freshMember(page.request, 'Abe Author'),
    freshMember(page.request, 'Oli Other'),
  ]);
  await befriend(viewer, author);
  await befriend(other, author);
  const word = `spoiler${Date.now().toString(36)}`;
  const text = `The ending: big ${word} inside`;
  const plain = `Nothing to hide here ${Date.now().toString(36)}`;
  await author.call('POST', '/posts', { text: plain, visibility: 'friends' });
  await author.call('POST', '/posts', { text, visibility: 'friends' });

  const viewerPage = await browserOf(browser, viewer);
  await viewerPage.goto('/newsfeed');
  await expect(viewerPage.getByText(text)).toBeVisible();

  // Mia mutes the word in her settings.
  await viewerPage.goto('/settings#muted');
  const section = viewerPage.getByRole('region', { name: mutingCopy.section.title });
  await section.getByLabel(mutingCopy.section.phraseLabel).fill(word);
  await section.getByLabel(mutingCopy.section.durationLabel).selectOption('7d');
  await section.getByRole('button', { name: mutingCopy.section.add, exact: true }).click();
  await expect(section.getByRole('listitem').filter({ hasText: word })).toContainText('Until');
  await expectNoSeriousA11yIssues(viewerPage, '#muted');

  // The post leaves her feed; Oli, another friend of the author, still sees it.
  await viewerPage.goto('/newsfeed');
  await expect(viewerPage.getByText(plain)).toBeVisible();
  await expect(viewerPage.getByText(text)).toHaveCount(0);
  const otherPage = await browserOf(browser, other);
  await otherPage.goto('/newsfeed');
  await expect(otherPage.getByText(text)).toBeVisible();
});

test('a content warning hides text until clicked', async ({ page, browser }) => {
  const [viewer, author] = await Promise.all([freshMember(page.request, 'Cal Reader'), freshMember(page.request, 'Dee Writer')]);
  await befriend(viewer, author);
  const text = `The butler did it ${Date.now().toString(36)}`;
  // The author writes it in the composer: the warning's button opens its summary field.
  const authorPage = await browserOf(browser, author);
  await authorPage.goto('/newsfeed');
  await authorPage.getByRole('textbox', { name: postsCopy.composerLabel }).fill(text);
  await authorPage.getByRole('button', { name: postsCopy.contentWarning }).click();
  await authorPage.getByRole('textbox', { name: postsCopy.contentWarningSummary }).fill('Film plot');
  await authorPage.getByRole('button', { name: postsCopy.publish, exact: true }).click();
  await expect(authorPage.getByRole('textbox', { name: postsCopy.composerLabel })).toHaveValue('');
  await expect(authorPage.getByRole('textbox', { name: postsCopy.contentWarningSummary })).toBeHidden();

  const viewerPage = await browserOf(browser, viewer);
  await viewerPage.goto('/newsfeed');
  const warning = viewerPage.getByText('Film plot');
  await expect(warning).toBeVisible();
  await expect(viewerPage.getByText(text)).toBeHidden();
  // The warning is a disclosure the keyboard opens.
  await warning.focus();
  await viewerPage.keyboard.press('Enter');
  await expect(viewerPage.getByText(text)).toBeVisible();
  await expectNoSeriousA11yIssues(viewerPage, 'article');
});
