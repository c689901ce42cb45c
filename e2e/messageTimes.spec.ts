import { expect, test } from '@playwright/test';
import { apiPaths, chatCopy, type Group, chatComposerMessages } from '@meshwork/contracts';
import { openChat } from './chatHelpers';
import { befriend, browserOf, freshMember } from './members';

test('messages show their day above them and their time on hover or focus, on /messages, in the chat box and in groups', async ({
  browser,
  page,
}) => {
  const [ada, bob, cal] = [
    await freshMember(page.request, 'Ada Times'),
    await freshMember(page.request, 'Bob Times'),
    await freshMember(page.request, 'Cal Times'),
  ];
  await befriend(ada, bob);
  await befriend(ada, cal);
  const adaPage = await browserOf(browser, ada);

  await adaPage.goto(`/messages/${bob.session.user_id}`);
  const conversation = adaPage.getByRole('region', { name: bob.session.nickname });
  const input = conversation.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
  await input.fill('What time is it?');
  await input.press('Enter');
  await expect(conversation.getByTestId('day-separator').filter({ hasText: chatCopy.today })).toHaveCount(1);
  const message = conversation.getByRole('listitem').filter({ hasText: 'What time is it?' });
  const time = message.locator('time');
  await expect(time).toHaveCSS('opacity', '0');
  await message.hover();
  await expect(time).toHaveCSS('opacity', '1');
  await expect(time).toHaveText(/\d{1,2}:\d{2}/);

  const chatBox = await openChat(adaPage, bob);
  await expect(chatBox.getByTestId('day-separator').filter({ hasText: chatCopy.today })).toHaveCount(1);

  const group = await ada.call<Group>('POST', apiPaths.groups, {
    name: 'Time keepers',
    member_ids: [bob.session.user_id, cal.session.user_id],
  });
  await adaPage.goto(`/messages/groups/${group.id}`);
  await expect(adaPage.getByRole('log').getByTestId('day-separator').filter({ hasText: chatCopy.today })).toHaveCount(1);
  await adaPage.context().close();
});
