import { expect, test, type Page } from '@playwright/test';
import { shellCopy } from '@meshwork/contracts';
import { loginInBrowser } from './helpers';

const sizes = [
  { name: 'a wide screen', width: 1440, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
];

/** Opens the header's menu and follows one of its entries. */
async function goThroughMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: shellCopy.openMenu }).click();
  await page.getByRole('dialog', { name: shellCopy.menuTitle }).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('dialog', { name: shellCopy.menuTitle })).toHaveCount(0);
}

// Set to write the menu's pictures into the docs (docs/navigation.md).
const docsPictures = Boolean(process.env.DOCS_PICTURES);

for (const size of sizes) {
  test(`on ${size.name}, every page's header menu reaches every section`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginInBrowser(page);
    await page.goto('/settings');
    // The sidebar stays the newsfeed's (§2).
    await expect(page.getByRole('complementary', { name: 'Your shortcuts' })).toHaveCount(0);
    if (docsPictures) {
      await page.getByRole('button', { name: shellCopy.openMenu }).click();
      await expect(page.getByRole('dialog', { name: shellCopy.menuTitle }).getByRole('link', { name: 'Events' })).toBeVisible();
      await page.screenshot({ path: `docs/navigation/menu-${size.width}.png` });
      await page.keyboard.press('Escape');
    }
    await goThroughMenu(page, 'Events');
    await expect(page).toHaveURL(/\/event-calendar$/);
    await goThroughMenu(page, 'Birthdays');
    await expect(page).toHaveURL(/\/birthday$/);
    await goThroughMenu(page, shellCopy.favouritesTitle);
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('heading', { name: shellCopy.favouritesTitle })).toBeVisible();
    await goThroughMenu(page, shellCopy.avatarsTitle);
    await expect(page).toHaveURL(/\/avatars$/);
  });
}

test('the menu works from the keyboard, and a skip link leads past the header', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/birthday');
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: shellCopy.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('button', { name: shellCopy.openMenu }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: shellCopy.menuTitle });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'People' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/people$/);
  await expect(menu).toHaveCount(0);
});

test('favourites has one address', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { name: shellCopy.favouritesTitle })).toBeVisible();
});
