import type { Page } from '@playwright/test';
import { socialCopy } from '@meshwork/contracts';
import type { FreshMember } from './members';

/** Opens the chat box of a friend from the friends panel, and answers the box. */
export async function openChat(page: Page, friend: FreshMember) {
  await page.goto('/newsfeed');
  await page
    .getByRole('complementary', { name: 'Friends' })
    .getByRole('button', { name: socialCopy.chatWith(friend.session.nickname) })
    .click();
  return page.getByRole('region', { name: socialCopy.chatWith(friend.session.nickname) });
}

/** A 1×1 PNG, for images sent in conversations. */
export const dot = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
