import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPaths, chatCopy, socialCopy, chatComposerMessages } from '@meshwork/contracts';
import { dot, openChat } from './chatHelpers';
import { loginInBrowser } from './helpers';
import { freshMember } from './members';

/** Two members who are friends, each signed in in a browser context of their own. */
async function twoFriendsInBrowsers(browser: Browser, page: Page) {
  const [ada, bob] = [await freshMember(page.request, 'Ada Chat'), await freshMember(page.request, 'Bob Chat')];
  await ada.call('POST', apiPaths.friendRequests, { user_id: bob.session.user_id });
  await bob.call('POST', apiPaths.acceptFriendRequest.replace(':user_id', ada.session.user_id));
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await loginInBrowser(page, ada.credentials);
  await loginInBrowser(bobPage, bob.credentials);
  return { ada, bob, adaPage: page, bobPage, bobContext };
}

/** Two friends in their own browsers, each with the other's chat box open. */
async function chattingFriends(browser: Browser, page: Page) {
  const friends = await twoFriendsInBrowsers(browser, page);
  const adaChat = await openChat(friends.adaPage, friends.bob);
  const bobChat = await openChat(friends.bobPage, friends.ada);
  return { ...friends, adaChat, bobChat };
}

test('a message reaches the other side live, keeps its line breaks and links, survives a reload and shows as seen', async ({
  browser,
  page,
}) => {
  const { ada, bob, adaPage, bobPage, bobContext } = await twoFriendsInBrowsers(browser, page);
  const adaChat = await openChat(adaPage, bob);
  await bobPage.goto('/newsfeed');

  const input = adaChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
  await input.fill('Hello Bob 👋');
  await input.press('Shift+Enter');
  await input.pressSequentially('see https://example.org/page');
  await input.press('Enter');

  // Bob was not looking: the header and the panel count it, live.
  await expect(bobPage.getByRole('button', { name: chatCopy.messagesLabel(1) })).toBeVisible();
  const bobRow = bobPage
    .getByRole('complementary', { name: 'Friends' })
    .getByRole('button', { name: socialCopy.chatWith(ada.session.nickname) });
  await expect(bobRow.getByLabel(chatCopy.unreadFrom(1))).toBeVisible();

  await bobRow.click();
  const bobChat = bobPage.getByRole('region', { name: socialCopy.chatWith(ada.session.nickname) });
  await expect(bobChat.getByText('Hello Bob 👋')).toBeVisible();
  await expect(bobChat.getByRole('link', { name: 'https://example.org/page' })).toHaveAttribute('rel', /noopener/);
  await expect(bobPage.getByRole('button', { name: chatCopy.messagesLabel(0) })).toBeVisible();
  // Ada sees that Bob has read it.
  await expect(adaChat.getByText(chatCopy.seen)).toBeVisible();

  await bobChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder).fill('Hi Ada!');
  await bobChat.getByRole('button', { name: chatCopy.send }).click();
  await expect(adaChat.getByText('Hi Ada!')).toBeVisible();

  await bobPage.reload();
  const reopened = await openChat(bobPage, ada);
  await expect(reopened.getByText('Hello Bob 👋')).toBeVisible();
  await expect(reopened.getByText('Hi Ada!')).toBeVisible();
  await bobContext.close();
});

test("closing one side's page turns it offline on the other, without a reload", async ({ browser, page }) => {
  const { bob, adaPage, bobPage, bobContext } = await twoFriendsInBrowsers(browser, page);
  await bobPage.goto('/newsfeed');
  const adaChat = await openChat(adaPage, bob);
  const status = adaChat.getByTestId('chat-status');
  await expect(status).toHaveText('online');
  await bobPage.close({ runBeforeUnload: true });
  await expect(status).toHaveText('offline');
  await bobContext.close();
});

test('typing shows on the other side and clears; a reaction, an edit and a delete appear on the other side and in history', async ({
  browser,
  page,
}) => {
  const { ada, bobPage, bobContext, adaChat, bobChat } = await chattingFriends(browser, page);

  const adaInput = adaChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
  await adaInput.pressSequentially('First dra');
  await expect(bobChat.getByTestId('typing')).toHaveText(chatCopy.typing(ada.session.nickname));
  await adaInput.fill('First draft');
  await adaInput.press('Enter');
  await expect(bobChat.getByText('First draft')).toBeVisible();
  await expect(bobChat.getByTestId('typing')).toHaveCount(0);

  // Bob reacts; Ada sees it.
  const bobMessage = bobChat.getByRole('listitem').filter({ hasText: 'First draft' });
  await bobMessage.hover();
  await bobMessage.getByRole('button', { name: chatCopy.reactions }).click();
  await bobMessage.getByRole('button', { name: chatCopy.react('👍') }).click();
  const adaMessage = adaChat.getByRole('listitem').filter({ hasText: 'First draft' });
  await expect(adaMessage.getByRole('button', { name: '👍 1' })).toBeVisible();

  // Ada edits her message; Bob sees the new text, marked as edited.
  await adaMessage.hover();
  await adaMessage.getByRole('button', { name: chatCopy.edit }).click();
  const editor = adaChat.getByLabel(chatCopy.editLabel);
  await editor.fill('Final text');
  await editor.press('Enter');
  await expect(bobChat.getByText('Final text')).toBeVisible();
  await expect(bobChat.getByText(chatCopy.edited)).toBeVisible();

  // A second message is deleted; both sides and the history after a reload show it as deleted.
  await adaInput.fill('Oops, wrong chat');
  await adaInput.press('Enter');
  await expect(bobChat.getByText('Oops, wrong chat')).toBeVisible();
  const oops = adaChat.getByRole('listitem').filter({ hasText: 'Oops, wrong chat' });
  await oops.hover();
  await oops.getByRole('button', { name: chatCopy.delete }).click();
  // Deleting asks first: nothing changes until it is confirmed.
  const confirm = page.getByRole('alertdialog', { name: chatCopy.deleteConfirmTitle });
  await expect(bobChat.getByText('Oops, wrong chat')).toBeVisible();
  await confirm.getByRole('button', { name: chatCopy.delete }).click();
  await expect(bobChat.getByText(chatCopy.deleted)).toBeVisible();
  await expect(bobChat.getByText('Oops, wrong chat')).toHaveCount(0);

  await bobPage.reload();
  const reopened = await openChat(bobPage, ada);
  await expect(reopened.getByText('Final text')).toBeVisible();
  await expect(reopened.getByRole('button', { name: '👍 1' })).toBeVisible();
  await expect(reopened.getByText(chatCopy.deleted)).toBeVisible();
  await bobContext.close();
});

test('an image and a file reach the other side live and survive a reload; the camera says clearly when it cannot start', async ({
  browser,
  page,
}) => {
  const { ada, adaPage, bobPage, bobContext, adaChat, bobChat } = await chattingFriends(browser, page);

  await adaChat.getByTestId('attach-image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: dot });
  await adaChat
    .getByTestId('attach-file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('meeting notes') });

  const image = bobChat.getByRole('button', { name: chatCopy.openImage('dot.png') });
  await expect(image).toBeVisible();
  await expect(image.getByRole('img')).toHaveJSProperty('naturalWidth', 1);
  const download = bobChat.getByRole('link', { name: chatCopy.download('notes.txt') });
  await expect(download).toBeVisible();
  const fileAnswer = await bobPage.request.get((await download.getAttribute('href'))!);
  expect(await fileAnswer.text()).toBe('meeting notes');

  // The image opens full size, and closes with Escape.
  await image.click();
  await expect(bobPage.getByRole('dialog', { name: 'dot.png' })).toBeVisible();
  await bobPage.keyboard.press('Escape');
  await expect(bobPage.getByRole('dialog', { name: 'dot.png' })).toHaveCount(0);

  await bobPage.reload();
  const reopened = await openChat(bobPage, ada);
  await expect(reopened.getByRole('button', { name: chatCopy.openImage('dot.png') })).toBeVisible();
  await expect(reopened.getByRole('link', { name: chatCopy.download('notes.txt') })).toBeVisible();

  // This browser has no camera to give: the member is told so, nothing is sent.
  await adaChat.getByRole('button', { name: socialCopy.useCamera }).click();
  const camera = adaPage.getByRole('dialog', { name: chatCopy.cameraTitle });
  await expect(camera.getByText(chatCopy.noCamera).or(camera.getByText(chatCopy.cameraDenied))).toBeVisible();
  await bobContext.close();
});

test("a block closes the pair's conversation on both sides at once, and the other conversations go on", async ({ browser, page }) => {
  const { ada, bob, adaPage, bobContext, bobChat } = await chattingFriends(browser, page);
  const carol = await freshMember(page.request, 'Carol Chat');
  await carol.call('POST', apiPaths.friendRequests, { user_id: ada.session.user_id });
  await ada.call('POST', apiPaths.acceptFriendRequest.replace(':user_id', carol.session.user_id));
  await adaPage.reload();
  const adaWithBob = await openChat(adaPage, bob);
  await expect(adaWithBob).toBeVisible();
  await expect(bobChat).toBeVisible();

  await bob.call('POST', apiPaths.block.replace(':user_id', ada.session.user_id));
  await expect(adaWithBob).toHaveCount(0);
  await expect(bobChat).toHaveCount(0);
  await expect(adaPage.getByRole('button', { name: socialCopy.chatWith(bob.session.nickname) })).toHaveCount(0);

  // Ada's conversation with Carol still works, live.
  const adaWithCarol = await openChat(adaPage, carol);
  const carolPage = await bobContext.newPage();
  await loginInBrowser(carolPage, carol.credentials);
  const carolChat = await openChat(carolPage, ada);
  await carolChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder).fill('Still here');
  await carolChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder).press('Enter');
  await expect(adaWithCarol.getByText('Still here')).toBeVisible();
  await bobContext.close();
});

test('/messages lists conversations newest first with their last message and unread count, searches them, and opens one full-page', async ({
  browser,
  page,
}) => {
  const { ada, bob, adaPage, bobPage, bobContext } = await twoFriendsInBrowsers(browser, page);
  const adaChat = await openChat(adaPage, bob);
  const input = adaChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
  for (const text of ['Lunch at noon?', 'At the usual place']) {
    await input.fill(text);
    await input.press('Enter');
    await expect(adaChat.locator('[data-delivery="sent"]').filter({ hasText: text })).toBeVisible();
  }

  await bobPage.goto('/messages');
  const list = bobPage.getByRole('list', { name: chatCopy.conversations });
  const row = list.getByRole('link', { name: new RegExp(ada.session.nickname) });
  await expect(row).toContainText('At the usual place');
  await expect(row.getByLabel(chatCopy.unreadFrom(2))).toBeVisible();

  const search = bobPage.getByRole('searchbox', { name: chatCopy.searchLabel }).or(bobPage.getByLabel(chatCopy.searchLabel));
  await search.fill('lunch');
  await expect(row).toContainText('Lunch at noon?');
  // The server searches the whole history too, once typing pauses.
  const found = bobPage.getByTestId('message-results').getByRole('link');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(ada.session.nickname);
  await expect(found).toContainText('Lunch at noon?');
  await search.fill('no such words');
  await expect(bobPage.getByText(chatCopy.noMatch)).toBeVisible();
  await expect(bobPage.getByText(chatCopy.noMessageMatch)).toBeVisible();
  await search.fill('');

  await row.click();
  await expect(bobPage).toHaveURL(new RegExp(`/messages/${ada.session.user_id}$`));
  const conversation = bobPage.getByRole('region', { name: ada.session.nickname });
  await expect(conversation.getByText('Lunch at noon?')).toBeVisible();
  await expect(row.getByLabel(chatCopy.unreadFrom(2))).toHaveCount(0);
  await bobContext.close();
});
