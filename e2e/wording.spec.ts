import { expect, test } from '@playwright/test';
import { limits, postsCopy, profilesCopy, searchCopy, socialCopy, type Post } from '@meshwork/contracts';
import { browserOf, freshMember } from './members';

test('one follower is counted in the singular in the sidebar and on the profile', async ({ browser, request }) => {
  const [followed, follower] = [await freshMember(request, 'Uma Single'), await freshMember(request, 'Ned Fan')];
  await follower.call('POST', `/follows/${followed.session.user_id}`);
  const page = await browserOf(browser, followed);
  await page.goto('/newsfeed');
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  await page.goto(`/profile/${followed.credentials.login}`);
  await expect(page.getByRole('term').filter({ hasText: /^Follower$/ })).toBeVisible();
});

test('the composer says how far over the limit a text is, and the share box is named for the quote', async ({ browser, request }) => {
  const [author, reader] = [await freshMember(request, 'Long Writer'), await freshMember(request, 'Quote Sharer')];
  await author.call<Post>('POST', '/posts', { text: 'Worth sharing', visibility: 'public' });
  const page = await browserOf(browser, reader);
  await page.goto('/newsfeed');
  await page.getByRole('textbox', { name: postsCopy.composerLabel }).fill('x'.repeat(limits.postTextMaxLength + 10));
  await expect(page.getByText('10 characters over')).toBeVisible();
  await expect(page.getByRole('button', { name: postsCopy.publish, exact: true })).toBeDisabled();

  await page.goto(`/profile/${author.credentials.login}`);
  await page.getByRole('button', { name: postsCopy.share }).click();
  const dialog = page.getByRole('dialog', { name: postsCopy.sharePost });
  await expect(dialog.getByRole('textbox', { name: postsCopy.quoteLabel })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: postsCopy.composerLabel })).toHaveCount(0);
});

test('a tag no post can carry says so instead of offering a retry', async ({ browser, request }) => {
  const page = await browserOf(browser, await freshMember(request, 'Tag Tester'));
  await page.goto('/hashtag/bad-tag!');
  await expect(page.getByRole('heading', { name: searchCopy.notAHashtag })).toBeVisible();
  await expect(page.getByText(searchCopy.invalidHashtag)).toBeVisible();
  await expect(page.getByRole('button', { name: postsCopy.retry })).toHaveCount(0);
});

test('a blocked profile offers Unblock where its notice says so', async ({ browser, request }) => {
  const [blocker, blocked] = [await freshMember(request, 'Bo Blocker'), await freshMember(request, 'Pat Blocked')];
  await blocker.call('POST', `/blocks/${blocked.session.user_id}`);
  const page = await browserOf(browser, blocker);
  await page.goto(`/profile/${blocked.credentials.login}`);
  const notice = page.getByText(profilesCopy.blockedByYou('Pat'));
  await expect(notice).toBeVisible();
  await expect(page.getByText(profilesCopy.blockedTimeline('Pat').text)).toBeVisible();
  await page.getByRole('button', { name: socialCopy.unblock, exact: true }).click();
  await expect(notice).toHaveCount(0);
});
