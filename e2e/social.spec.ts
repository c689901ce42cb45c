import { expect, test, type Page } from '@playwright/test';
import { apiPaths, limits, memberPath, messages, notificationPhrases, socialCopy, chatComposerMessages } from '@meshwork/contracts';
import { apiLogin, expectNoSeriousA11yIssues, loginInBrowser, useTheme } from './helpers';
import { freshMember } from './members';

/** Logs Ava in with a controlled clock, waits for her friends, then stops time so the test moves it. */
async function panelWithStoppedClock(page: Page) {
  await page.clock.install();
  await loginInBrowser(page);
  await page.goto('/newsfeed');
  const panel = page.getByRole('complementary', { name: 'Friends' });
  await expect(panel.getByRole('button', { name: 'Chat with Kenji' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  return panel;
}

/** With time stopped, React Query hands answers over on a zero-delay timer: tick until the check holds. */
async function tickUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(20);
    await check();
  }).toPass({ timeout: 10_000 });
}

/** The search texts of every friends request the page sends from now on. */
function recordFriendSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api${apiPaths.friends}`) searches.push(url.searchParams.get('search_query') ?? '<none>');
  });
  return searches;
}

test('typing five characters fast sends one search 300 ms after the last key; clearing sends one with an empty query', async ({ page }) => {
  const panel = await panelWithStoppedClock(page);
  const searches = recordFriendSearches(page);
  const search = panel.getByPlaceholder(messages.findFriendsPlaceholder);

  await search.pressSequentially('kenji');
  await page.clock.runFor(limits.searchDebounceMs - 1);
  // Time is stopped, so this short real wait cannot reach the debounce; it lets an early request show.
  await page.waitForTimeout(150);
  expect(searches).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => searches).toEqual(['kenji']);
  // The answer shows on a tick of the stopped clock (the query's notices are timers): until Kenji is listed, not merely Amara gone.
  await tickUntil(page, () => expect(panel.getByRole('button', { name: 'Chat with Kenji' })).toBeVisible({ timeout: 200 }));
  await expect(panel.getByRole('button', { name: 'Chat with Amara' })).toHaveCount(0);
  await page.clock.runFor(5_000);
  expect(searches).toEqual(['kenji']);

  await search.clear();
  await page.clock.runFor(limits.searchDebounceMs);
  await expect.poll(() => searches).toEqual(['kenji', '']);
  await tickUntil(page, () => expect(panel.getByRole('button', { name: 'Chat with Amara' })).toBeVisible({ timeout: 200 }));
  await page.clock.runFor(5_000);
  expect(searches).toEqual(['kenji', '']);
});

test('a search matching no friend shows the empty state', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/newsfeed');
  const panel = page.getByRole('complementary', { name: 'Friends' });
  await panel.getByPlaceholder(messages.findFriendsPlaceholder).fill('nobody by this name');
  await expect(panel.getByText(messages.emptyListTitle, { exact: true })).toBeVisible();
  await expect(panel.getByText(messages.emptyListText, { exact: true })).toBeVisible();
});

test('the profile popover opens on the left of the entry and closes 1 s after the pointer leaves', async ({ page }) => {
  const panel = await panelWithStoppedClock(page);
  const entry = panel.getByRole('button', { name: 'Chat with Kenji' });
  const card = page.getByTestId('friend-hover-card');

  await entry.hover();
  await page.clock.runFor(500);
  await expect(card).toBeVisible();
  await expect(card).toContainText('@kenji');
  const [cardBox, entryBox] = [await card.boundingBox(), await entry.boundingBox()];
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(entryBox!.x);

  await page.mouse.move(0, 0);
  await page.clock.runFor(limits.popoverCloseDelayMs - 100);
  await expect(card).toBeVisible();
  await page.clock.runFor(200);
  await expect(card).toBeHidden();
});

test('the profile popover also opens from the keyboard', async ({ page }) => {
  const panel = await panelWithStoppedClock(page);
  await panel.getByRole('button', { name: 'Chat with Kenji' }).focus();
  await page.clock.runFor(500);
  await expect(page.getByTestId('friend-hover-card')).toContainText('@kenji');
});

test('choosing a friend opens the chat box with a profile link and a message input', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/newsfeed');
  await page.getByRole('complementary', { name: 'Friends' }).getByRole('button', { name: 'Chat with Kenji' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Kenji' });
  await expect(chat.getByPlaceholder(chatComposerMessages.chatInputPlaceholder)).toBeEnabled();
  for (const label of [socialCopy.attachFile, socialCopy.attachImage, socialCopy.useCamera])
    await expect(chat.getByRole('button', { name: label })).toBeVisible();
  await chat.getByRole('link', { name: socialCopy.viewProfile }).click();
  await expect(page).toHaveURL(/\/profile\/kenji$/);
});

test('the friends panel is absent without friends and present with one', async ({ page }) => {
  const eve = await freshMember(page.request, 'Eve Lonely');
  await loginInBrowser(page, eve.credentials);
  await page.goto('/newsfeed');
  await expect(page.getByRole('complementary', { name: 'Your shortcuts' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Friends' })).toHaveCount(0);

  const ava = await apiLogin(page.request);
  await eve.call('POST', apiPaths.friendRequests, { user_id: ava.user_id });
  const accepted = await page.request.post(`/api${memberPath(apiPaths.acceptFriendRequest, eve.session.user_id)}?token=${ava.token}`);
  expect(accepted.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Friends' }).getByRole('button', { name: 'Chat with Ava' })).toBeVisible();
});

test('the sidebar shows only on /newsfeed and /', async ({ page }) => {
  await loginInBrowser(page);
  const sidebar = page.getByRole('complementary', { name: 'Your shortcuts' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/newsfeed$/);
  await expect(sidebar).toBeVisible();
  for (const path of ['/people', '/notifications', '/profile/ava', '/profile/ava/friends']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sidebar, path).toHaveCount(0);
  }
  await page.goto('/newsfeed');
  await expect(sidebar).toBeVisible();
});

test('a friend request sent by one member and accepted by the other, seen from both sides', async ({ page, browser }) => {
  const [sender, addressee] = [await freshMember(page.request, 'Sam Sender'), await freshMember(page.request, 'Ada Addressee')];

  // The sender finds the addressee on the people page and asks.
  await loginInBrowser(page, sender.credentials);
  await page.goto(`/people?q=${addressee.session.username}`);
  const found = page
    .getByRole('region', { name: socialCopy.searchResults })
    .getByRole('listitem')
    .filter({ hasText: addressee.session.username });
  await found.getByRole('button', { name: socialCopy.addFriend }).click();
  await expect(page.getByText(socialCopy.requestSent)).toBeVisible();
  await expect(found.getByRole('button', { name: socialCopy.cancelRequest })).toBeVisible();
  await expect(page.getByRole('region', { name: socialCopy.outgoingRequests })).toContainText(addressee.session.username);

  // The addressee hears of it on the bell and accepts on the people page.
  const other = await browser.newContext();
  const addresseePage = await other.newPage();
  await loginInBrowser(addresseePage, addressee.credentials);
  await addresseePage.goto('/newsfeed');
  await expect(addresseePage.getByRole('complementary', { name: 'Friends' })).toHaveCount(0);
  await addresseePage.getByRole('button', { name: socialCopy.notificationsUnread(1) }).click();
  await expect(addresseePage.getByRole('dialog', { name: socialCopy.notificationsTitle })).toContainText(sender.session.nickname);
  await addresseePage.getByRole('link', { name: new RegExp(notificationPhrases.friend_request) }).click();
  await expect(addresseePage).toHaveURL(/\/people$/);
  const request = addresseePage
    .getByRole('region', { name: socialCopy.incomingRequests })
    .getByRole('listitem')
    .filter({ hasText: sender.session.username });
  await request.getByRole('button', { name: socialCopy.accept }).click();
  await expect(addresseePage.getByRole('region', { name: socialCopy.incomingRequests })).toContainText(socialCopy.noIncomingRequests);
  await expect(
    addresseePage.getByRole('complementary', { name: 'Friends' }).getByRole('button', { name: `Chat with ${sender.session.nickname}` }),
  ).toBeVisible();

  // The sender sees the accept on the bell and the new friend in the panel.
  await page.goto('/newsfeed');
  await expect(page.getByRole('button', { name: socialCopy.notificationsUnread(1) })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Friends' }).getByRole('button', { name: `Chat with ${addressee.session.nickname}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: socialCopy.notificationsUnread(1) }).click();
  await expect(page.getByRole('dialog', { name: socialCopy.notificationsTitle })).toContainText(notificationPhrases.friend_accept);
  await page.getByRole('button', { name: socialCopy.markAllRead }).click();
  await expect(page.getByRole('button', { name: socialCopy.notificationsUnread(0) })).toBeVisible();
  await other.close();
});

test('a notification reaches the bell live, without a reload', async ({ page }) => {
  const [sender, addressee] = [await freshMember(page.request, 'Lia Live'), await freshMember(page.request, 'Max Live')];
  await loginInBrowser(page, addressee.credentials);
  // The page's second subscribe request is the one held open, waiting for news.
  const listening = page.waitForRequest((request) => request.url().includes('/v2/subscribe/') && request.url().includes('&tt='));
  await page.goto('/newsfeed');
  await expect(page.getByRole('button', { name: socialCopy.notificationsUnread(0) })).toBeVisible();
  await listening;

  await sender.call('POST', apiPaths.friendRequests, { user_id: addressee.session.user_id });
  // The bell's own refresh runs every 30 s; this expectation gives up long before that.
  await expect(page.getByRole('button', { name: socialCopy.notificationsUnread(1) })).toBeVisible({ timeout: 8_000 });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the people and notifications pages, the bell and the hover card pass the accessibility scan in the ${theme} theme`, async ({
    page,
  }) => {
    await loginInBrowser(page);
    await useTheme(page, theme);
    await page.goto('/people');
    await expect(page.getByRole('region', { name: socialCopy.incomingRequests })).toContainText('Teo');
    await expectNoSeriousA11yIssues(page);
    await page.goto('/notifications');
    await expect(page.getByRole('switch', { name: /Friend requests/ })).toBeChecked();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('dialog', { name: socialCopy.notificationsTitle })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press('Escape');
    await page.goto('/newsfeed');
    await page.getByRole('complementary', { name: 'Friends' }).getByRole('button', { name: 'Chat with Kenji' }).focus();
    await expect(page.getByTestId('friend-hover-card')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
}
