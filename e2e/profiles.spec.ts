import { expect, test } from '@playwright/test';
import { loginInBrowser } from './helpers';
import { befriend, browserOf, freshMember } from './members';

// A 1×1 PNG: the server enlarges and re-encodes it as a WebP cover.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the owner, a friend and a stranger each see the timeline the friends-only post allows', async ({ browser, request }) => {
  const owner = await freshMember(request, 'Olive Owner');
  const friend = await freshMember(request, 'Fred Friend');
  const stranger = await freshMember(request, 'Sue Stranger');
  await befriend(owner, friend);
  await owner.call('POST', '/posts', { text: 'Open to everyone', visibility: 'public' });
  await owner.call('POST', '/posts', { text: 'Only for my friends', visibility: 'friends' });
  const timeline = `/profile/${owner.session.username}`;

  for (const [member, seesFriendsPost] of [
    [owner, true],
    [friend, true],
    [stranger, false],
  ] as const) {
    const page = await browserOf(browser, member);
    await page.goto(timeline);
    await expect(page.getByRole('heading', { name: 'Olive Owner', level: 1 })).toBeVisible();
    await expect(page.getByText('Open to everyone')).toBeVisible();
    if (seesFriendsPost) await expect(page.getByText('Only for my friends')).toBeVisible();
    else await expect(page.getByText('Only for my friends')).toHaveCount(0);
    await page.context().close();
  }
});

test('the owner pins a post: it comes first with its mark; a friend writes on the timeline', async ({ browser, request }) => {
  const owner = await freshMember(request, 'Pia Pinner');
  const friend = await freshMember(request, 'Walt Writer');
  await befriend(owner, friend);
  await owner.call('POST', '/posts', { text: 'An older thought', visibility: 'public' });
  await owner.call('POST', '/posts', { text: 'The newest thought', visibility: 'public' });

  const page = await browserOf(browser, owner);
  await page.goto(`/profile/${owner.session.username}`);
  const older = page.getByRole('article').filter({ hasText: 'An older thought' });
  await older.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Pin to timeline' }).click();
  await expect(page.getByRole('article').first()).toContainText('An older thought');
  await expect(page.getByRole('article').first()).toContainText('Pinned');

  const friendPage = await browserOf(browser, friend);
  await friendPage.goto(`/profile/${owner.session.username}?compose=1`);
  await expect(friendPage.getByRole('textbox', { name: 'Write a post' })).toBeFocused();
  await friendPage.keyboard.type('Happy birthday, Pia!');
  await friendPage.getByRole('button', { name: 'Post', exact: true }).click();
  const written = friendPage.getByRole('article').filter({ hasText: 'Happy birthday, Pia!' });
  await expect(written).toContainText(friend.session.nickname);
  await expect(written.getByRole('link', { name: owner.session.nickname })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article').first()).toContainText('An older thought');
  await expect(page.getByText('Happy birthday, Pia!')).toBeVisible();
});

test('an unknown and a deactivated username show the 404 area', async ({ page, request }) => {
  const viewer = await freshMember(request);
  const leaving = await freshMember(request);
  await leaving.call('POST', '/user/deactivate', { password: leaving.credentials.password });
  await loginInBrowser(page, viewer.credentials);

  await page.goto('/profile/nobody_has_this_name');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);

  await page.goto(`/profile/${leaving.session.username}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
});

test('a cover image saved in settings shows on the profile', async ({ page, request }) => {
  const member = await freshMember(request, 'Cora Cover');
  await loginInBrowser(page, member.credentials);
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Pictures' })
    .locator('input[data-kind="cover"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('Your image is updated')).toBeVisible();
  const saved = await page.getByRole('img', { name: 'Your cover' }).getAttribute('src');

  await page.goto(`/profile/${member.session.username}`);
  const cover = page.getByRole('img', { name: `${member.session.nickname}’s cover image` });
  await expect(cover).toHaveAttribute('src', saved!);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('the friends tab lists mutual friends first, and searches', async ({ browser, request }) => {
  const owner = await freshMember(request, 'Max Many');
  const viewer = await freshMember(request, 'Vic Viewer');
  const shared = await freshMember(request, 'Zoe Shared');
  const other = await freshMember(request, 'Abe Other');
  await befriend(owner, shared);
  await befriend(owner, other);
  await befriend(viewer, shared);

  const page = await browserOf(browser, viewer);
  await page.goto(`/profile/${owner.session.username}/friends`);
  const rows = page.getByRole('region', { name: 'Friends' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Zoe Shared');
  await expect(rows.first()).toContainText('Mutual friend');
  await expect(rows.nth(1)).toContainText('Abe Other');
  await expect(page.getByText('1 mutual')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search friends' }).fill('abe');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Abe Other');
});
