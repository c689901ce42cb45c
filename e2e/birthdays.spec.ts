import { expect, test } from '@playwright/test';
import { eventsCopy } from '@meshwork/contracts';
import { expectNoSeriousA11yIssues, loginInBrowser } from './helpers';
import { befriend, freshMember } from './members';

const two = (value: number) => String(value).padStart(2, '0');
/** A birthday `days` from today in the browser's (this machine's) calendar, born in 1990. */
function birthdayIn(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `1990-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

test("a friend's birthday shows on the birthday page; a hidden one and a stranger's do not", async ({ page }) => {
  const viewer = await freshMember(page.request, 'Vic Viewer');
  const friend = await freshMember(page.request, 'Bea Birthday');
  const hidden = await freshMember(page.request, 'Hal Hidden');
  const stranger = await freshMember(page.request, 'Sol Stranger');
  await befriend(viewer, friend);
  await befriend(viewer, hidden);
  await friend.call('POST', `/user/update/${friend.session.user_id}`, {
    birthday: birthdayIn(3),
    nickname: 'Bea',
    birthday_shows_year: true,
  });
  await hidden.call('POST', `/user/update/${hidden.session.user_id}`, {
    birthday: birthdayIn(3),
    nickname: 'Hal',
    birthday_visibility: 'only_me',
  });
  await stranger.call('POST', `/user/update/${stranger.session.user_id}`, {
    birthday: birthdayIn(3),
    nickname: 'Sol',
    birthday_visibility: 'public',
  });

  await loginInBrowser(page, viewer.credentials);
  await page.goto('/birthday');
  const soon = page.getByRole('region', { name: eventsCopy.birthdaysSoon });
  await expect(soon.getByText('Bea', { exact: true })).toBeVisible();
  await expect(soon).toContainText(eventsCopy.inDays(3));
  await expect(soon).toContainText(eventsCopy.turnsAge(new Date(Date.now() + 3 * 86_400_000).getFullYear() - 1990));
  await expect(page.getByRole('main').getByText('Hal', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Sol', { exact: true })).toHaveCount(0);
  await expect(soon.getByRole('link', { name: `${eventsCopy.writeOnTimeline}: Bea` })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
