import { expect, test } from '@playwright/test';
import { openChat } from './chatHelpers';
import { befriend, browserOf, freshMember } from './members';

test('a friend who closed the page reads "offline" live and still after a reload, in the chat box and on /messages', async ({
  browser,
  page,
}) => {
  const [ada, bob] = [await freshMember(page.request, 'Ada Presence'), await freshMember(page.request, 'Bob Presence')];
  await befriend(ada, bob);
  const bobPage = await browserOf(browser, bob);
  await bobPage.goto('/newsfeed');
  const adaPage = await browserOf(browser, ada);
  const status = (await openChat(adaPage, bob)).getByTestId('chat-status');
  await expect(status).toHaveText('online');

  await bobPage.close({ runBeforeUnload: true });
  await expect(status).toHaveText('offline');

  // Recently active but no longer connected: the same rule after a reload.
  await adaPage.reload();
  await expect((await openChat(adaPage, bob)).getByTestId('chat-status')).toHaveText('offline');
  await adaPage.goto(`/messages/${bob.session.user_id}`);
  await expect(adaPage.getByRole('region', { name: bob.session.nickname }).getByText('offline', { exact: true })).toBeVisible();
  await adaPage.context().close();
});
