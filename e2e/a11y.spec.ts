import { expect, test, type Page } from '@playwright/test';
import { apiPaths, avatarsCopy, defaultAvatarParameters } from '@meshwork/contracts';
import { expectNoSeriousA11yIssues, loginInBrowser, useTheme, type Theme } from './helpers';
import { freshMember } from './members';

const guestPages = [
  '/auth/login',
  '/auth/register',
  '/forgot-password',
  '/reset-password?token=e2e',
  '/auth/verify-email?token=e2e',
  '/404',
  '/error/404',
];
// The member's own colour tints their controls: the lightest on the light theme and the darkest on
// the dark one are the hardest to read.
const hardestColour: Record<Theme, string> = { light: '#fde047', dark: '#1e1b4b' };
const memberPages = [
  '/newsfeed',
  '/messages',
  '/profile/ava',
  '/profile/ava/about',
  '/profile/ava/friends',
  '/profile/ava/activity-feed',
  '/profile/kenji/gallery',
  '/search?q=avatar',
  '/people',
  '/favourites',
  '/notifications',
  '/event-calendar',
  '/birthday',
  '/settings',
  '/account-deactivated',
];
const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function scan(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
}

for (const theme of ['light', 'dark'] satisfies Theme[]) {
  test.describe(`${theme} theme`, () => {
    // The member pages carry the demo network's full newsfeed: scanning them takes longer than a guest page.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(({ page }) => useTheme(page, theme));

    for (const size of sizes) {
      test(`guest pages at ${size.width}×${size.height} have no serious accessibility issue`, async ({ page }) => {
        await page.setViewportSize(size);
        for (const path of guestPages) await scan(page, path);
      });
    }

    test('the session-expired prompt has no serious accessibility issue', async ({ page }) => {
      await page.goto('/?login=show');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });

    for (const size of sizes) {
      test(`member pages at ${size.width}×${size.height} have no serious accessibility issue`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.setViewportSize(size);
        const { token } = await loginInBrowser(page);
        // A post's page and a group's, found through the API as the member sees them.
        const feed = await (await page.request.get(`/api${apiPaths.socialFeed}?token=${token}`)).json();
        const groups = await (await page.request.get(`/api${apiPaths.groups}?token=${token}`)).json();
        const pages = [...memberPages, `/post/${feed.output.posts[0].id}`, `/messages/groups/${groups.output[0].id}`];
        for (const path of pages) await scan(page, path);
      });
    }

    test('the avatars page with a saved avatar has no serious accessibility issue, in the hardest member colour', async ({ page }) => {
      test.setTimeout(120_000);
      const member = await freshMember(page.request);
      await member.call('POST', `/user/update/${member.session.user_id}`, { colour: hardestColour[theme] });
      await member.call('POST', '/rpm-avatars', { name: 'Studio me', gender: 'non-binary', parameters: defaultAvatarParameters });
      await loginInBrowser(page, member.credentials);
      await page.goto('/avatars');
      await expect(page.getByRole('listitem', { name: 'Studio me' }).getByText(avatarsCopy.isDefault)).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });

    test('an open chat box, on a wide screen and full-screen on a phone, has no serious accessibility issue', async ({ page }, info) => {
      await loginInBrowser(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/newsfeed');
        if (width < 1024) await page.getByRole('button', { name: 'Open friends' }).click();
        await page.getByRole('button', { name: 'Chat with Kenji' }).click();
        const chat = page.getByRole('region', { name: 'Chat with Kenji' });
        await expect(chat.getByRole('textbox')).toBeVisible();
        await chat.getByRole('textbox').fill('Hello 👋 https://example.org');
        await chat.getByRole('textbox').press('Enter');
        await expect(chat.locator('[data-delivery="sent"]').last()).toBeVisible();
        await expectNoSeriousA11yIssues(page);
        await page.screenshot({ path: info.outputPath(`chat-${theme}-${width}.png`) });
      }
    });

    test('the open menus and drawers have no serious accessibility issue', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await loginInBrowser(page);
      await page.goto('/newsfeed');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });
  });
}
