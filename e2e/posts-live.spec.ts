import { expect, test } from '@playwright/test';
import {
  commentsCopy,
  notificationPhrases,
  postsCopy,
  postsMoreCopy,
  quotedExcerpt,
  searchCopy,
  socialCopy,
  type Post,
} from '@meshwork/contracts';
import { chooseFromMenu } from './helpers';
import { befriend, browserOf, freshMember } from './members';

/** A word no other run writes, so searches find only this test's posts. */
const unique = () => `w${Math.random().toString(36).slice(2, 10)}`;

test('a friend sees a new post arrive live, and the author hears of the comment and the reaction live, each quoting what it is about', async ({
  browser,
  request,
}) => {
  const [author, friend] = [await freshMember(request, 'Lia Live'), await freshMember(request, 'Fred Friend')];
  await befriend(author, friend);
  const friendPage = await browserOf(browser, friend);
  await friendPage.goto('/newsfeed');
  await expect(friendPage.getByRole('heading', { level: 1 })).toBeVisible();
  const authorPage = await browserOf(browser, author);
  await authorPage.goto('/newsfeed');
  // The friend's accept is the one notification so far.
  await expect(authorPage.getByRole('button', { name: socialCopy.notificationsUnread(1) })).toBeVisible();

  const post = await author.call<Post>('POST', '/posts', { text: 'Fresh from the oven', visibility: 'friends' });
  const pill = friendPage.getByRole('button', { name: searchCopy.newPosts(1) });
  await expect(pill).toBeVisible();
  await expect(friendPage.getByText('Fresh from the oven')).toHaveCount(0);
  await pill.click();
  await expect(friendPage.getByRole('article', { name: 'Lia' }).getByText('Fresh from the oven')).toBeVisible();
  await expect(pill).toBeHidden();

  await friend.call('PUT', `/posts/${post.id}/reaction`, { kind: 'love' });
  await friend.call('POST', `/posts/${post.id}/comments`, { text: 'Smells great' });
  const bell = authorPage.getByRole('button', { name: socialCopy.notificationsUnread(3) });
  await expect(bell).toBeVisible();
  await bell.click();
  const comment = authorPage.getByRole('link', { name: new RegExp(notificationPhrases.comment) });
  await expect(authorPage.getByRole('link', { name: new RegExp(notificationPhrases.reaction) })).toHaveAttribute(
    'href',
    `/post/${post.id}`,
  );
  await expect(comment).toHaveAttribute('href', new RegExp(`^/post/${post.id}#comment-`));
  // Each says what it is about: the comment's words, the post's for the reaction.
  await expect(comment).toContainText(`Fred ${notificationPhrases.comment}${quotedExcerpt('Smells great')}`);
  await expect(authorPage.getByRole('link', { name: new RegExp(notificationPhrases.reaction) })).toContainText(
    quotedExcerpt('Fresh from the oven'),
  );
  await comment.click();
  await expect(authorPage).toHaveURL(new RegExp(`/post/${post.id}#comment-`));
  await expect(authorPage.getByText('Smells great')).toBeVisible();

  await authorPage.goto('/notifications');
  await expect(authorPage.getByRole('tabpanel').getByRole('link', { name: new RegExp(notificationPhrases.comment) })).toContainText(
    quotedExcerpt('Smells great'),
  );
});

test('search finds a post by a word without its accent, never a friends-only post of a stranger; the hashtag page lists a tagged post', async ({
  browser,
  request,
}) => {
  const [author, stranger] = [await freshMember(request, 'Sol Searcher'), await freshMember(request, 'Sam Stranger')];
  const [word, tag] = [unique(), unique()];
  await author.call('POST', '/posts', { text: `Un café noir ${word} #${tag}`, visibility: 'public' });
  await author.call('POST', '/posts', { text: `Friends only ${word} secret`, visibility: 'friends' });

  const page = await browserOf(browser, stranger);
  await page.goto('/newsfeed');
  const box = page.getByRole('combobox', { name: searchCopy.searchLabel });
  await box.fill(`#${tag}`);
  const suggestion = page.getByRole('option', { name: `#${tag} ${searchCopy.hashtagPosts(1)}` });
  await expect(suggestion).toBeVisible();
  await box.press('ArrowDown');
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await box.fill(`cafe ${word}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('tab', { name: searchCopy.tabPosts, selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(`Un café noir ${word}`)).toBeVisible();
  await expect(page.getByText('Friends only')).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent(`secret ${word}`)}`);
  await expect(page.getByRole('heading', { name: searchCopy.noPosts })).toBeVisible();

  await page.goto('/newsfeed');
  await page.goto(`/search?q=${word}`);
  await page
    .getByRole('article')
    .getByRole('link', { name: `#${tag}` })
    .click();
  await expect(page).toHaveURL(`/hashtag/${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
  await expect(page.getByRole('article').getByText(`Un café noir ${word}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('an open post page shows new comments, replies, reactions and edits without a reload', async ({ browser, request }) => {
  const [author, friend] = [await freshMember(request, 'Oli Open'), await freshMember(request, 'Wen Watcher')];
  await befriend(author, friend);
  const post = await author.call<Post>('POST', '/posts', { text: 'Open on two screens', visibility: 'friends' });

  const watcherPage = await browserOf(browser, friend);
  await watcherPage.goto(`/post/${post.id}`);
  const watched = watcherPage.getByRole('article', { name: 'Oli' });
  await expect(watched.getByText('Open on two screens')).toBeVisible();
  // Marks this document: a reload would lose the mark.
  await watcherPage.evaluate(() => document.body.setAttribute('data-not-reloaded', ''));

  const authorPage = await browserOf(browser, author);
  await authorPage.goto(`/post/${post.id}`);
  const own = authorPage.getByRole('article', { name: 'Oli' });
  await own.getByRole('textbox', { name: commentsCopy.commentLabel }).fill('A first comment');
  await own.getByRole('textbox', { name: commentsCopy.commentLabel }).press('Enter');
  await expect(watched.getByText('A first comment')).toBeVisible();
  await expect(watched.getByText(postsCopy.commentsCount(1))).toBeVisible();

  await own.getByRole('button', { name: commentsCopy.reply, exact: true }).click();
  await own.getByRole('textbox', { name: commentsCopy.replyLabel }).fill('And a reply');
  await own.getByRole('textbox', { name: commentsCopy.replyLabel }).press('Enter');
  await watched.getByRole('button', { name: commentsCopy.showReplies(1) }).click();
  await expect(watched.getByText('And a reply')).toBeVisible();

  await chooseFromMenu(authorPage, own.getByRole('button', { name: postsCopy.chooseReaction }), postsCopy.reactionNames.love);
  await expect(watched.getByRole('button', { name: postsCopy.reactionsCount(1) })).toBeVisible();

  await chooseFromMenu(authorPage, own.getByRole('button', { name: postsCopy.postActions }), postsCopy.editPost);
  await own.getByRole('textbox', { name: postsCopy.composerLabel }).fill('Open on two screens, edited');
  await own.getByRole('button', { name: postsMoreCopy.save }).click();
  await expect(watched.getByText('Open on two screens, edited')).toBeVisible();
  await expect(watcherPage.locator('body[data-not-reloaded]')).toHaveCount(1);
});
