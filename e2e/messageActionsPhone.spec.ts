import { expect, test } from '@playwright/test';
import { chatCopy, chatComposerMessages } from '@meshwork/contracts';
import { befriend, browserOf, freshMember } from './members';

test('on a phone a message keeps its actions behind one "…" menu, and deleting asks first', async ({ browser, page }) => {
  const [ada, bob] = [await freshMember(page.request, 'Ada Phone'), await freshMember(page.request, 'Bob Phone')];
  await befriend(ada, bob);
  const adaPage = await browserOf(browser, ada);
  await adaPage.setViewportSize({ width: 390, height: 844 });
  await adaPage.goto(`/messages/${bob.session.user_id}`);
  const conversation = adaPage.getByRole('region', { name: bob.session.nickname });
  const input = conversation.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
  await input.fill('Sent from my phone');
  await input.press('Enter');
  const message = conversation.getByRole('log').getByRole('listitem').filter({ hasText: 'Sent from my phone' });
  await expect(message).toHaveAttribute('data-delivery', 'sent');

  // No icon buttons on the message: one menu holds them.
  await expect(message.getByRole('button', { name: chatCopy.delete })).toBeHidden();
  await message.getByRole('button', { name: chatCopy.messageActions }).click();
  await adaPage.getByRole('menuitem', { name: chatCopy.delete }).click();
  const confirm = adaPage.getByRole('alertdialog', { name: chatCopy.deleteConfirmTitle });
  await confirm.getByRole('button', { name: chatCopy.cancel }).click();
  await expect(message.getByText('Sent from my phone')).toBeVisible();

  await message.getByRole('button', { name: chatCopy.messageActions }).click();
  await adaPage.getByRole('menuitem', { name: chatCopy.delete }).click();
  await confirm.getByRole('button', { name: chatCopy.delete }).click();
  await expect(conversation.getByText(chatCopy.deleted)).toBeVisible();
  await adaPage.context().close();
});
