import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { picturesCopy, profilesCopy, type Post } from '@meshwork/contracts';
import { loginInBrowser } from './helpers';
import { freshMember, type FreshMember } from './members';

/** A post with pictures of flat colours, each with its alt text, written through the API. */
async function postWithPictures(request: APIRequestContext, member: FreshMember, text: string, alts: string[]): Promise<Post> {
  const images = [];
  for (const [index, alt] of alts.entries()) {
    const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40 * index, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const response = await request.post(`/api/post-images?token=${member.session.token}`, {
      multipart: { file: { name: `picture-${index}.png`, mimeType: 'image/png', buffer } },
    });
    expect(response.ok()).toBe(true);
    images.push({ id: ((await response.json()) as { output: { id: string } }).output.id, alt });
  }
  return member.call<Post>('POST', '/posts', { text, visibility: 'public', images });
}

test('About shows the saved bio, location and birthday', async ({ page, request }) => {
  const member = await freshMember(request, 'Alba About');
  await member.call('POST', `/user/update/${member.session.user_id}`, {
    bio: 'Sculpts avatars in clay and code.',
    location: 'Valencia',
    birthday: '1992-03-14',
    birthday_visibility: 'public',
    birthday_shows_year: true,
  });
  await loginInBrowser(page, member.credentials);
  await page.goto(`/profile/${member.credentials.login}/about`);
  await expect(page.getByText('Sculpts avatars in clay and code.')).toBeVisible();
  await expect(page.getByText('Valencia')).toBeVisible();
  await expect(page.getByText(/March 14, 1992|14 March 1992/)).toBeVisible();
  await expect(page.getByText('Tell people about yourself')).toHaveCount(0);
});

test('the gallery lightbox opens and moves with the keyboard', async ({ page, request }) => {
  const member = await freshMember(request, 'Gil Gallery');
  await postWithPictures(request, member, 'Three colours', ['A blue square', 'A violet square', 'A pink square']);
  await loginInBrowser(page, member.credentials);
  await page.goto(`/profile/${member.credentials.login}/gallery`);
  await page.getByRole('button', { name: picturesCopy.open('A blue square') }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByRole('img', { name: 'A blue square' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: 'A violet square' })).toBeVisible();
  await expect(lightbox.getByText('A violet square')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('img', { name: 'A blue square' })).toBeVisible();
  await expect(lightbox.getByRole('link', { name: profilesCopy.gallery.goToPost })).toHaveAttribute('href', /^\/post\//);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(page.getByRole('button', { name: picturesCopy.open('A blue square') })).toBeFocused();
});

test('the activity feed shows a post and a reaction, and a saved post shows on favourites', async ({ page, request }) => {
  const member = await freshMember(request, 'Ada Activity');
  const post = await member.call<Post>('POST', '/posts', { text: 'Morning walk by the river', visibility: 'public' });
  const reaction = await request.put(`/api/posts/${post.id}/reaction?token=${member.session.token}`, { data: { kind: 'love' } });
  expect(reaction.ok()).toBe(true);
  await loginInBrowser(page, member.credentials);
  await page.goto(`/profile/${member.credentials.login}/activity-feed`);
  await expect(page.getByRole('link', { name: profilesCopy.activity.posted, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: profilesCopy.activity.reacted('Ada') })).toBeVisible();

  await page.goto('/newsfeed');
  const card = page.getByRole('article', { name: 'Ada' });
  await card.getByRole('button', { name: profilesCopy.savePost }).click();
  await expect(card.getByRole('button', { name: profilesCopy.unsavePost })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { name: profilesCopy.favouritesTitle })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ada' }).getByText('Morning walk by the river')).toBeVisible();
});
