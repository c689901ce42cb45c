import { expect, test, type Page } from '@playwright/test';
import { eventsCopy } from '@meshwork/contracts';
import { expectNoSeriousA11yIssues, loginInBrowser } from './helpers';
import { befriend, freshMember } from './members';

// The 10th of next month at 18:00: always ahead, always inside one month view.
const next = new Date();
next.setMonth(next.getMonth() + 1, 10);
const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;

// A 1×1 PNG: the server reads it by content and re-encodes it as a 1500×500 cover.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const chip = (page: Page, title: string) => page.getByRole('grid').getByRole('link', { name: title });

test('an event is created, a friend is invited and answers, and it shows in both calendars', async ({ page, browser }) => {
  const [host, guest] = [await freshMember(page.request, 'Hana Host'), await freshMember(page.request, 'Gus Guest')];
  await befriend(host, guest);
  const title = `Rooftop picnic ${Date.now().toString(36)}`;

  await loginInBrowser(page, host.credentials);
  await page.goto(`/event-calendar?month=${month}`);
  await page.getByRole('button', { name: eventsCopy.newEvent }).click();
  const dialog = page.getByRole('dialog', { name: eventsCopy.newEvent });
  await dialog.getByLabel(eventsCopy.titleLabel).fill(title);
  await dialog.getByLabel(eventsCopy.startLabel).fill(`${month}-10T18:00`);
  await dialog.getByLabel(eventsCopy.endLabel).fill(`${month}-10T21:00`);
  await dialog.getByLabel(eventsCopy.placeLabel).fill('Town hall roof');
  await dialog.getByRole('button', { name: eventsCopy.save }).click();
  await expect(page.getByText(eventsCopy.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  await chip(page, title).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: eventsCopy.inviteFriends }).click();
  const picker = page.getByRole('dialog', { name: eventsCopy.inviteFriends });
  await picker.getByRole('checkbox', { name: /Gus Guest|e2e_/ }).check();
  await picker.getByRole('button', { name: eventsCopy.inviteSelected }).click();
  await expect(page.getByText(eventsCopy.invited(1))).toBeVisible();
  await expect(page.getByRole('region', { name: eventsCopy.guestsTitle }).getByText(eventsCopy.notAnswered, { exact: true })).toBeVisible();

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await loginInBrowser(guestPage, guest.credentials);
  await guestPage.goto(`/event-calendar?month=${month}`);
  await chip(guestPage, title).click();
  await guestPage.getByRole('button', { name: new RegExp(`^${eventsCopy.answerNames.going}`) }).click();
  await expect(guestPage.getByRole('button', { name: new RegExp(`^${eventsCopy.answerNames.going}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await guestPage.goto('/event-calendar?view=list');
  await expect(guestPage.getByRole('link', { name: new RegExp(title) })).toContainText(eventsCopy.answerNames.going);
  await guestContext.close();

  await page.reload();
  await expect(
    page.getByRole('region', { name: eventsCopy.guestsTitle }).getByText(eventsCopy.answerNames.going, { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.goto(`/event-calendar?month=${month}`);
  await expect(chip(page, title)).toBeVisible();
});

test('the month grid passes axe, moves with the keyboard and marks today', async ({ page }) => {
  const member = await freshMember(page.request, 'Kim Keys');
  await loginInBrowser(page, member.credentials);
  await page.goto('/event-calendar');
  await expectNoSeriousA11yIssues(page);
  const today = page.locator('[role="gridcell"][aria-current="date"]');
  await today.focus();
  await page.keyboard.press('ArrowRight');
  const focused = page.locator('[role="gridcell"]:focus');
  await expect(focused).not.toHaveAttribute('aria-current', 'date');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[role="gridcell"]:focus')).toHaveAttribute('aria-current', 'date');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: eventsCopy.newEvent })).toBeVisible();
});

test('a cover image chosen in the form is previewed, then shown on the event page and in the list', async ({ page }) => {
  const host = await freshMember(page.request, 'Cora Cover');
  const title = `Lantern walk ${Date.now().toString(36)}`;
  await loginInBrowser(page, host.credentials);
  await page.goto(`/event-calendar?month=${month}`);
  await page.getByRole('button', { name: eventsCopy.newEvent }).click();
  const dialog = page.getByRole('dialog', { name: eventsCopy.newEvent });
  await dialog.getByLabel(eventsCopy.titleLabel).fill(title);
  await dialog.getByLabel(eventsCopy.startLabel).fill(`${month}-12T19:00`);
  await dialog.getByLabel(eventsCopy.endLabel).fill(`${month}-12T21:00`);
  // A file that is not an image is refused in the form, with its reason.
  const picker = dialog.getByLabel(eventsCopy.chooseCover);
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(dialog.getByRole('alert')).toHaveText(eventsCopy.coverNotImage);
  await picker.setInputFiles({ name: 'lanterns.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(dialog.getByRole('img', { name: eventsCopy.coverLabel })).toBeVisible();
  await dialog.getByRole('button', { name: eventsCopy.save }).click();
  await expect(dialog).toBeHidden();

  await chip(page, title).click();
  const cover = page.getByRole('img', { name: eventsCopy.coverAlt(title) });
  await expect(cover).toBeVisible();
  // The picture really loaded: the server answered the WebP to the host.
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1500);
  await expectNoSeriousA11yIssues(page);

  await page.goto('/event-calendar?view=list');
  await expect(page.getByRole('link', { name: new RegExp(title) }).locator('img')).toBeVisible();
});
