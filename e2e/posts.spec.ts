import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { commentsCopy, postsCopy, postsMoreCopy, type Page as FeedPage, type Post } from '@meshwork/contracts';
import { chooseFromMenu } from './helpers';
import { adminSettings, befriend, browserOf, freshMember, type FreshMember } from './members';

test('a friends-only post: written, edited with its history, seen by a friend, invisible to a stranger everywhere', async ({
  browser,
  request,
}) => {
  const [author, friend, stranger] = [
    await freshMember(request, 'Ada Author'),
    await freshMember(request, 'Fay Friend'),
    await freshMember(request, 'Sam Stranger'),
  ];
  await befriend(author, friend);

  const page = await browserOf(browser, author);
  await page.goto('/newsfeed');
  await expect(page.getByRole('heading', { name: postsCopy.emptyTitle })).toBeVisible();
  const text = `Only for friends #meshwork with @${friend.credentials.login} see https://example.com/notes`;
  await page.getByRole('textbox', { name: postsCopy.composerLabel }).fill(text);
  await expect(page.getByRole('combobox', { name: postsCopy.visibilityLabel })).toHaveValue('friends');
  await page.getByRole('button', { name: postsCopy.publish, exact: true }).click();

  const card = page.getByRole('article', { name: 'Ada' });
  await expect(card.getByText('Only for friends')).toBeVisible();
  await expect(page.getByRole('textbox', { name: postsCopy.composerLabel })).toHaveValue('');
  await expect(card.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(card.getByRole('link', { name: `@${friend.credentials.login}` })).toHaveAttribute(
    'href',
    `/profile/${friend.credentials.login}`,
  );

  // Edit: the card shows "edited", whose history holds the first version.
  await chooseFromMenu(page, card.getByRole('button', { name: postsCopy.postActions }), postsCopy.editPost);
  await card.getByRole('textbox', { name: postsCopy.composerLabel }).fill('Only for friends, now edited');
  await card.getByRole('button', { name: postsMoreCopy.save }).click();
  await expect(card.getByText('Only for friends, now edited')).toBeVisible();
  await card.getByRole('button', { name: new RegExp(postsCopy.edited) }).click();
  const history = page.getByRole('dialog', { name: postsCopy.history });
  await expect(history.getByText('Only for friends #meshwork')).toBeVisible();
  await page.keyboard.press('Escape');

  const feedOf = (member: FreshMember) => member.call<FeedPage<Post>>('GET', '/social/feed');
  const [post] = (await feedOf(author)).items;
  expect(post?.text).toBe('Only for friends, now edited');
  expect((await feedOf(friend)).items.map((item) => item.id)).toContain(post!.id);

  // The stranger: not in the API's feed or post, not in the newsfeed page, not on the post page.
  await stranger.call('POST', `/follows/${author.session.user_id}`);
  expect((await feedOf(stranger)).items).toEqual([]);
  const direct = await request.get(`/api/posts/${post!.id}?token=${stranger.session.token}`);
  expect(direct.status()).toBe(404);
  const strangerPage = await browserOf(browser, stranger);
  await strangerPage.goto('/newsfeed');
  await expect(strangerPage.getByRole('heading', { name: postsCopy.emptyTitle })).toBeVisible();
  await strangerPage.goto(`/post/${post!.id}`);
  await expect(strangerPage.getByRole('heading', { name: postsMoreCopy.postGone })).toBeVisible();

  // The friend opens the post's page.
  const friendPage = await browserOf(browser, friend);
  await friendPage.goto(`/post/${post!.id}`);
  await expect(friendPage.getByText('Only for friends, now edited')).toBeVisible();
});

test('the newsfeed scrolls into its second page', async ({ browser, request }) => {
  // A new account writes at most so many posts an hour: the cap is raised while the writer fills a page.
  const before = await adminSettings(request);
  await adminSettings(request, { ...before, new_account_posts_per_hour: 100 });
  const writer = await freshMember(request, 'Wes Writer');
  // Someone followed: the feed is the writer's circle, not the public posts a newcomer discovers.
  await writer.call('POST', `/follows/${(await freshMember(request, 'Fay Followed')).session.user_id}`);
  try {
    for (let n = 1; n <= 23; n += 1) await writer.call('POST', '/posts', { text: `Numbered post ${n}`, visibility: 'public' });
  } finally {
    await adminSettings(request, before);
  }
  const page = await browserOf(browser, writer);
  await page.goto('/newsfeed');
  await expect(page.getByText('Numbered post 23', { exact: true })).toBeVisible();
  await expect(page.getByText('Numbered post 1', { exact: true })).toHaveCount(0);
  await page.getByText('Numbered post 4', { exact: true }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(page.getByText('Numbered post 1', { exact: true })).toBeVisible();
  await expect(page.getByText(postsCopy.endOfFeed)).toBeVisible();
});

/** A small picture of a flat colour, as a PNG file a member picks. */
async function picture(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('a post with two images and their alt texts', async ({ browser, request }) => {
  const author = await freshMember(request, 'Ivy Images');
  const page = await browserOf(browser, author);
  await page.goto('/newsfeed');
  await page.getByRole('textbox', { name: postsCopy.composerLabel }).fill('Two colours');
  await page
    .getByTestId('post-image-picker')
    .setInputFiles([await picture('sea.png', { r: 20, g: 90, b: 200 }), await picture('sun.png', { r: 250, g: 200, b: 30 })]);
  await page.getByRole('textbox', { name: `${postsMoreCopy.altLabel} 1` }).fill('A deep blue square');
  await page.getByRole('textbox', { name: `${postsMoreCopy.altLabel} 2` }).fill('A yellow square');
  await page.getByRole('button', { name: postsCopy.publish, exact: true }).click();

  const card = page.getByRole('article', { name: 'Ivy' });
  await expect(card.getByText('Two colours')).toBeVisible();
  for (const alt of ['A deep blue square', 'A yellow square']) {
    const image = card.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);
  }
  await expect(page.getByRole('list', { name: postsMoreCopy.imageCount(2) })).toHaveCount(0);
});

test('a friend reacts and comments at once, the author sees both and replies', async ({ browser, request }) => {
  const [author, friend] = [await freshMember(request, 'Rex Reader'), await freshMember(request, 'Kim Kind')];
  await befriend(author, friend);
  const post = await author.call<Post>('POST', '/posts', { text: 'What do you think?' });

  const friendPage = await browserOf(browser, friend);
  await friendPage.goto('/newsfeed');
  const card = friendPage.getByRole('article', { name: 'Rex' });
  await chooseFromMenu(friendPage, card.getByRole('button', { name: postsCopy.chooseReaction }), postsCopy.reactionNames.love);
  await expect(card.getByRole('button', { name: postsCopy.reactionNames.love, pressed: true })).toBeVisible();
  await expect(card.getByText(postsCopy.reactionsCount(1))).toBeVisible();
  await card.getByRole('button', { name: postsCopy.comment, exact: true }).click();
  await card.getByRole('textbox', { name: commentsCopy.commentLabel }).fill('Looks great');
  await card.getByRole('textbox', { name: commentsCopy.commentLabel }).press('Enter');
  await expect(card.getByText('Looks great')).toBeVisible();
  await expect(card.getByText(postsCopy.commentsCount(1))).toBeVisible();

  const page = await browserOf(browser, author);
  await page.goto(`/post/${post.id}`);
  const own = page.getByRole('article', { name: 'Rex' });
  await expect(own.getByText('Looks great')).toBeVisible();
  await own.getByRole('button', { name: postsCopy.reactionsCount(1) }).click();
  await expect(page.getByRole('dialog', { name: postsCopy.whoReacted }).getByText('Kim')).toBeVisible();
  await page.keyboard.press('Escape');
  await own.getByRole('button', { name: commentsCopy.reply, exact: true }).click();
  await own.getByRole('textbox', { name: commentsCopy.replyLabel }).fill('Thank you!');
  await own.getByRole('textbox', { name: commentsCopy.replyLabel }).press('Enter');
  await expect(own.getByText('Thank you!')).toBeVisible();
  // The reply shows at once; the server keeps it a moment later.
  const repliesOfFirst = async () =>
    (await author.call<FeedPage<{ replies_count: number }>>('GET', `/posts/${post.id}/comments`)).items[0]?.replies_count;
  await expect.poll(repliesOfFirst).toBe(1);
});

test('a poll is written, voted on by a friend, and its result shown', async ({ browser, request }) => {
  const [author, friend] = [await freshMember(request, 'Pia Poller'), await freshMember(request, 'Vic Voter')];
  await befriend(author, friend);
  const page = await browserOf(browser, author);
  await page.goto('/newsfeed');
  await page.getByRole('textbox', { name: postsCopy.composerLabel }).fill('Where shall we meet?');
  await page.getByRole('button', { name: postsCopy.addPoll }).click();
  await page.getByRole('textbox', { name: postsMoreCopy.pollOptionLabel(1) }).fill('Park');
  await page.getByRole('textbox', { name: postsMoreCopy.pollOptionLabel(2) }).fill('Library');
  await page.getByRole('button', { name: postsCopy.publish, exact: true }).click();
  await expect(page.getByRole('button', { name: postsCopy.vote('Library') })).toBeVisible();

  const friendPage = await browserOf(browser, friend);
  await friendPage.goto('/newsfeed');
  await friendPage.getByRole('button', { name: postsCopy.vote('Library') }).click();
  const card = friendPage.getByRole('article', { name: 'Pia' });
  await expect(card.getByText('100%')).toBeVisible();
  await expect(card.getByText(postsCopy.votesCount(1))).toBeVisible();
  await expect(card.getByRole('button', { name: postsCopy.vote('Park') })).toHaveCount(0);
});

test("a share with a quote appears in a third member's feed with its original", async ({ browser, request }) => {
  const [author, sharer, reader] = [
    await freshMember(request, 'Ola Original'),
    await freshMember(request, 'Sid Sharer'),
    await freshMember(request, 'Ren Reader'),
  ];
  await befriend(sharer, reader);
  await author.call('POST', '/posts', { text: 'A thought worth passing on', visibility: 'public' });
  await sharer.call('POST', `/follows/${author.session.user_id}`);

  const page = await browserOf(browser, sharer);
  await page.goto('/newsfeed');
  await page.getByRole('article', { name: 'Ola' }).getByRole('button', { name: postsCopy.share }).click();
  const dialog = page.getByRole('dialog', { name: postsCopy.sharePost });
  await dialog.getByRole('textbox', { name: postsCopy.quoteLabel }).fill('So true');
  await dialog.getByRole('button', { name: postsCopy.share }).click();
  await expect(dialog).toHaveCount(0);

  const readerPage = await browserOf(browser, reader);
  await readerPage.goto('/newsfeed');
  const share = readerPage.getByRole('article', { name: 'Sid' });
  await expect(share.getByText('So true')).toBeVisible();
  await expect(share.getByText('A thought worth passing on')).toBeVisible();
});
