import { expect, request, test } from '@playwright/test';
import { apiPaths, chatCopy, chatComposerMessages } from '@meshwork/contracts';
import { openChat } from './chatHelpers';
import { loginInBrowser } from './helpers';
import { freshMember } from './members';
import { startTwoNodes, type TwoNodes } from './twoNodes';

let nodes: TwoNodes;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  nodes = await startTwoNodes();
});
test.afterAll(async () => {
  await nodes?.stop();
});

test('a direct conversation works when each member is served by another node: text, a reaction and presence', async ({ browser }) => {
  const [urlA, urlB] = nodes.urls;
  const api = await request.newContext({ baseURL: urlA });
  const [ada, bob] = [await freshMember(api, 'Ada Nodes'), await freshMember(api, 'Bob Nodes')];
  await ada.call('POST', apiPaths.friendRequests, { user_id: bob.session.user_id });
  await bob.call('POST', apiPaths.acceptFriendRequest.replace(':user_id', ada.session.user_id));

  const adaPage = await (await browser.newContext({ baseURL: urlA })).newPage();
  const bobContext = await browser.newContext({ baseURL: urlB });
  const bobPage = await bobContext.newPage();
  await loginInBrowser(adaPage, ada.credentials);
  await loginInBrowser(bobPage, bob.credentials);
  const adaChat = await openChat(adaPage, bob);
  const bobChat = await openChat(bobPage, ada);

  // Presence crosses the nodes: each sees the other online.
  await expect(adaChat.getByTestId('chat-status')).toHaveText('online');
  await expect(bobChat.getByTestId('chat-status')).toHaveText('online');

  await adaChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder).fill('From node A');
  await adaChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder).press('Enter');
  await expect(bobChat.getByText('From node A')).toBeVisible();
  await bobChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder).fill('From node B');
  await bobChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder).press('Enter');
  await expect(adaChat.getByText('From node B')).toBeVisible();
  await expect(bobChat.getByText(chatCopy.seen)).toBeVisible();

  const bobMessage = bobChat.getByRole('listitem').filter({ hasText: 'From node A' });
  await bobMessage.hover();
  await bobMessage.getByRole('button', { name: chatCopy.reactions }).click();
  await bobMessage.getByRole('button', { name: chatCopy.react('👍') }).click();
  await expect(adaChat.getByRole('listitem').filter({ hasText: 'From node A' }).getByRole('button', { name: '👍 1' })).toBeVisible();

  // Bob closes his page on node B: Ada, on node A, sees him offline without a reload.
  await bobPage.close({ runBeforeUnload: true });
  await expect(adaChat.getByTestId('chat-status')).toHaveText('offline');
  await bobContext.close();
  await api.dispose();
});
