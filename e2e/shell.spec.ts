import { expect, test } from '@playwright/test';
import { messages } from '@meshwork/contracts';
import { loginInBrowser } from './helpers';
import { freshMember } from './members';

test('the sidebar shows only on the newsfeed, with the member and the counts', async ({ page }) => {
  const session = await loginInBrowser(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/newsfeed$/);
  const sidebar = page.getByRole('complementary', { name: 'Your shortcuts' });
  await expect(sidebar).toContainText(session.nickname);
  await expect(sidebar).toContainText(/\d+ following/);
  await expect(sidebar).toContainText(/\d+ followers/);
  await expect(sidebar.getByRole('link', { name: 'Newsfeed' })).toHaveAttribute('aria-current', 'page');

  await sidebar.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${session.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: session.fullname })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your shortcuts' })).toHaveCount(0);
});

test('the friends panel lists friends and filters them', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/newsfeed');
  const panel = page.getByRole('complementary', { name: 'Friends' });
  await expect(panel.getByText(messages.friendsSubtitle)).toBeVisible();
  const search = panel.getByPlaceholder(messages.findFriendsPlaceholder);
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await search.fill('no such friend at all');
  await expect(panel.getByText(messages.emptyListTitle)).toBeVisible();
  await expect(panel.getByText(messages.emptyListText)).toBeVisible();
  await search.fill('');
  await expect(panel.getByRole('listitem').first()).toBeVisible();
});

test('the profile menu switches the theme and logs out', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/newsfeed');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: messages.logout }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/newsfeed');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a member who logs in in another tab never sees the previous member's friends", async ({ page, context }) => {
  const eve = await freshMember(page.request, 'Eve Newcomer');
  await loginInBrowser(page);
  await page.goto('/newsfeed');
  await expect(page.getByRole('complementary', { name: 'Friends' }).getByRole('button', { name: 'Chat with Kenji' })).toBeVisible();

  // The other tab shares the session: Ava logs out there and Eve, who has no friends, logs in.
  const other = await context.newPage();
  await other.goto('/newsfeed');
  await other.getByRole('button', { name: 'Open profile menu' }).click();
  await other.getByRole('menuitem', { name: messages.logout }).click();
  await other.getByLabel('Email or username').fill(eve.credentials.login);
  await other.getByLabel('Password', { exact: true }).fill(eve.credentials.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/newsfeed$/);

  // The first tab follows the session: Eve's own page, without Ava's friends.
  await expect(page.getByRole('complementary', { name: 'Your shortcuts' })).toContainText(eve.session.nickname);
  await expect(page.getByRole('complementary', { name: 'Friends' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with Kenji' })).toHaveCount(0);
});

test('on a phone the header fits the screen: nothing scrolls sideways and every button is in view', async ({ page }) => {
  await loginInBrowser(page);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/newsfeed');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const control of await header.locator('a:visible, button:visible').all()) {
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
    await expect(header.getByRole('link', { name: 'Meshwork' })).toBeVisible();
  }
});

test('on a phone the sidebar and the friends panel open as drawers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginInBrowser(page);
  await page.goto('/newsfeed');
  await expect(page.getByRole('complementary', { name: 'Your shortcuts' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Newsfeed' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open friends' }).click();
  await expect(page.getByRole('dialog', { name: messages.friendsTitle }).getByPlaceholder(messages.findFriendsPlaceholder)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile\/ava$/);
  await expect(menu).toBeHidden();
});
