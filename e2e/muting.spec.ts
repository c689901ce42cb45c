import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { chatCopy, mutingCopy, picturesCopy, postsCopy, postsMoreCopy, shellCopy, chatComposerMessages } from '@meshwork/contracts';
import { openChat } from './chatHelpers';
import { chooseFromMenu, expectNoSeriousA11yIssues } from './helpers';
import { befriend, browserOf, freshMember, type FreshMember } from './members';

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

test('a muted conversation keeps its unread count to its own row', async ({ page, browser }) => {
  const [viewer, muted, other] = await Promise.all([
    freshMember(page.request, 'Mo Quiet'),
    freshMember(page.request, 'Len Loud'),
    freshMember(page.request, 'Kit Kind'),
  ]);
  await befriend(viewer, muted);
  await befriend(viewer, other);
  const say = async (from: FreshMember, text: string) => {
    const box = await openChat(await browserOf(browser, from), viewer);
    const input = box.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
    await input.fill(text);
    await input.press('Enter');
    await expect(box.getByText(text)).toBeVisible();
  };

  // Mo mutes the conversation with Len from its header, with the keyboard.
  const viewerPage = await browserOf(browser, viewer);
  await viewerPage.goto(`/messages/${muted.session.user_id}`);
  const menu = mutingCopy.conversationMenu;
  await viewerPage.getByRole('button', { name: menu.mute }).focus();
  await viewerPage.keyboard.press('Enter');
  await viewerPage.getByRole('menuitem', { name: menu.durations['7d'] }).click();
  await expect(viewerPage.getByRole('button', { name: menu.unmute })).toBeVisible();

  // Len's message shows on his row, dimmed beside the crossed bell, but not on the messages icon.
  await viewerPage.goto('/messages');
  const messagesIcon = (unread: number) => viewerPage.getByRole('button', { name: `Messages, ${unread} unread` });
  await expect(messagesIcon(0)).toBeVisible();
  await say(muted, 'Are you there?');
  const lenRow = viewerPage.getByRole('link', { name: new RegExp(muted.session.nickname) });
  await expect(lenRow.getByLabel(chatCopy.unreadFrom(1))).toBeVisible();
  await expect(lenRow.getByRole('img', { name: menu.muted })).toBeVisible();
  const lenInFriends = viewerPage
    .getByRole('complementary', { name: 'Friends' })
    .getByRole('button', { name: shellCopy.chatWith(muted.session.nickname) });
  await expect(lenInFriends.getByLabel(shellCopy.unreadMutedFrom(1))).toBeVisible();
  await expect(messagesIcon(0)).toBeVisible();

  // Kit's conversation is not muted: it raises the count.
  await say(other, 'Lunch?');
  await expect(messagesIcon(1)).toBeVisible();

  // Settings list the muted conversation; unmuting it there brings Len's message into the count.
  await viewerPage.goto('/settings#muted');
  const section = viewerPage.getByRole('region', { name: mutingCopy.section.title });
  await section
    .getByRole('button', { name: mutingCopy.section.unmuteConversation(mutingCopy.section.directConversation(muted.session.nickname)) })
    .click();
  await expect(section.getByText(mutingCopy.section.noConversations)).toBeVisible();
  await expect(messagesIcon(2)).toBeVisible();
});

const stitches = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

test('sensitive pictures, marked in the composer, show blurred until clicked', async ({ page, browser }) => {
  const [viewer, author] = await Promise.all([freshMember(page.request, 'Sol Viewer'), freshMember(page.request, 'Ida Medic')]);
  await befriend(viewer, author);
  const text = `After the operation ${Date.now().toString(36)}`;
  // The author marks the pictures in the composer: the mark appears with the first picture.
  const authorPage = await browserOf(browser, author);
  await authorPage.goto('/newsfeed');
  await authorPage.getByRole('textbox', { name: postsCopy.composerLabel }).fill(text);
  await expect(authorPage.getByRole('checkbox', { name: postsMoreCopy.sensitive })).toHaveCount(0);
  await authorPage
    .getByTestId('post-image-picker')
    .setInputFiles({ name: 'stitches.png', mimeType: 'image/png', buffer: await stitches() });
  await authorPage.getByRole('textbox', { name: `${postsMoreCopy.altLabel} 1` }).fill('Stitches');
  await authorPage.getByRole('checkbox', { name: postsMoreCopy.sensitive }).check();
  await authorPage.getByRole('button', { name: postsCopy.publish, exact: true }).click();
  await expect(authorPage.getByRole('textbox', { name: postsCopy.composerLabel })).toHaveValue('');

  const viewerPage = await browserOf(browser, viewer);
  await viewerPage.goto('/newsfeed');
  const card = viewerPage.getByRole('article').filter({ hasText: text });
  const veil = card.locator('[inert]');
  const reveal = card.getByRole('button', { name: `${postsCopy.sensitive} ${postsCopy.showSensitive}` });
  await expect(reveal).toBeVisible();
  // Blurred from its first paint, and out of reach: neither the mouse nor the keyboard opens it.
  await expect(veil).toHaveCSS('filter', /blur\(/);
  await expect(veil.getByRole('button', { name: picturesCopy.open('Stitches') })).toHaveCount(1);
  await expectNoSeriousA11yIssues(viewerPage, 'article');
  await reveal.focus();
  await viewerPage.keyboard.press('Enter');
  await expect(veil).toHaveCount(0);
  await card.getByRole('button', { name: picturesCopy.open('Stitches') }).click();
  await expect(viewerPage.getByRole('dialog', { name: `${picturesCopy.dialogTitle} · ${picturesCopy.position(1, 1)}` })).toBeVisible();
  await viewerPage.keyboard.press('Escape');
  await card.getByRole('button', { name: postsCopy.hideSensitive }).click();
  await expect(veil).toHaveCSS('filter', /blur\(/);
});

test('with "Always show sensitive media" on, sensitive pictures show at once', async ({ page, browser }) => {
  const [viewer, author] = await Promise.all([freshMember(page.request, 'Ova Open'), freshMember(page.request, 'Rex Ray')]);
  await befriend(viewer, author);
  const upload = await page.request.post(`/api/post-images?token=${author.session.token}`, {
    multipart: { file: { name: 'stitches.png', mimeType: 'image/png', buffer: await stitches() } },
  });
  const image = ((await upload.json()) as { output: { id: string } }).output;
  const text = `X-ray of the week ${Date.now().toString(36)}`;
  await author.call('POST', '/posts', { text, visibility: 'friends', sensitive: true, images: [{ id: image.id, alt: 'X-ray' }] });

  const viewerPage = await browserOf(browser, viewer);
  await viewerPage.goto('/settings#muted');
  const section = viewerPage.getByRole('region', { name: mutingCopy.section.title });
  await section.getByRole('checkbox', { name: mutingCopy.section.alwaysShowSensitive }).check();
  await expect(viewerPage.getByText(mutingCopy.sensitiveShown)).toBeVisible();
  await viewerPage.goto('/newsfeed');
  const card = viewerPage.getByRole('article').filter({ hasText: text });
  await expect(card.getByRole('img', { name: 'X-ray' })).toBeVisible();
  await expect(card.locator('[inert]')).toHaveCount(0);
  await expect(card.getByRole('button', { name: `${postsCopy.sensitive} ${postsCopy.showSensitive}` })).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'X-ray' })).toHaveCSS('filter', 'none');
});

test("a hidden post comes back with the toast's Undo", async ({ page, browser }) => {
  const [viewer, author] = await Promise.all([freshMember(page.request, 'Una Undo'), freshMember(page.request, 'Hal Hidden')]);
  await befriend(viewer, author);
  const text = `Not for everyone ${Date.now().toString(36)}`;
  await author.call('POST', '/posts', { text, visibility: 'friends' });
  const viewerPage = await browserOf(browser, viewer);
  await viewerPage.goto('/newsfeed');
  const card = viewerPage.getByRole('article').filter({ hasText: text });
  await chooseFromMenu(viewerPage, card.getByRole('button', { name: postsCopy.postActions }), postsMoreCopy.hidePost);
  await expect(card).toHaveCount(0);
  const toast = viewerPage.getByRole('listitem').filter({ hasText: mutingCopy.postHidden });
  await toast.getByRole('button', { name: postsMoreCopy.undo }).click();
  await expect(viewerPage.getByText(mutingCopy.postUnhidden)).toBeVisible();
  await expect(card).toBeVisible();
  await viewerPage.reload();
  await expect(card).toBeVisible();
});
