import { expect, test } from '@playwright/test';
import { chatCopy, chatComposerMessages } from '@meshwork/contracts';
import { openChat } from './chatHelpers';
import { befriend, browserOf, freshMember } from './members';

test('/messages/<friend> loaded as a page opens at the newest message, and the friend sees "Seen" only then', async ({ browser, page }) => {
  test.slow();
  const [ada, bob] = [await freshMember(page.request, 'Ada Reload'), await freshMember(page.request, 'Bob Reload')];
  await befriend(ada, bob);
  const adaPage = await browserOf(browser, ada);
  const adaChat = await openChat(adaPage, bob);
  const input = adaChat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
  // More than a screen of messages, so opening at the oldest would leave the newest out of view.
  const texts = Array.from({ length: 24 }, (_, index) => `Line ${index + 1} of the story`);
  const [oldestText, newestText] = [texts[0] ?? '', texts[23] ?? ''];
  for (const text of texts) {
    await input.fill(text);
    await input.press('Enter');
  }
  const newest = adaChat.locator('[data-delivery="sent"]').filter({ hasText: newestText });
  await expect(newest).toBeVisible();
  await expect(adaChat.getByText(chatCopy.seen)).toHaveCount(0);

  const bobPage = await browserOf(browser, bob);
  await bobPage.goto(`/messages/${ada.session.user_id}`);
  const conversation = bobPage.getByRole('region', { name: ada.session.nickname });
  await expect(conversation.getByText(newestText, { exact: true })).toBeInViewport();
  await expect(conversation.getByText(oldestText, { exact: true })).not.toBeInViewport();
  await expect(newest.getByText(chatCopy.seen)).toBeVisible();

  // A reload shows it again, the same way.
  await bobPage.reload();
  await expect(conversation.getByText(newestText, { exact: true })).toBeInViewport();
  await bobPage.context().close();
  await adaPage.context().close();
});
