import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { picturesCopy, postsMoreCopy, type Post } from '@meshwork/contracts';
import { cspRefusals } from './helpers';
import { browserOf, freshMember } from './members';

const square = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();

test('a feed picture opens in the lightbox, named even without alt text, and never as a raw file in a tab', async ({
  browser,
  request,
}) => {
  const author = await freshMember(request, 'Lena Lens');
  const pictures = [];
  for (const alt of ['A green square', '']) {
    const response = await request.post(`/api${'/post-images'}?token=${author.session.token}`, {
      multipart: { file: { name: 'square.png', mimeType: 'image/png', buffer: await square() } },
    });
    expect(response.ok(), await response.text()).toBe(true);
    pictures.push({ id: ((await response.json()) as { output: { id: string } }).output.id, alt });
  }
  await author.call<Post>('POST', '/posts', { text: 'Two squares', visibility: 'public', images: pictures });

  const page = await browserOf(browser, author);
  const refusals = cspRefusals(page);
  const tabs: unknown[] = [];
  page.context().on('page', (opened) => tabs.push(opened));
  await page.goto('/newsfeed');
  const card = page.getByRole('article', { name: 'Lena' });
  await expect(card.getByRole('button', { name: picturesCopy.open(''), exact: true })).toBeVisible();
  await card.getByRole('button', { name: picturesCopy.open('A green square') }).click();

  const lightbox = page.getByRole('dialog', { name: `${picturesCopy.dialogTitle} · ${picturesCopy.position(1, 2)}` });
  const shown = lightbox.getByRole('img', { name: 'A green square' });
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `${picturesCopy.dialogTitle} · ${picturesCopy.position(2, 2)}` })).toBeVisible();
  await expect(page.getByRole('dialog').getByText(picturesCopy.noAlt)).toBeVisible();
  // Nothing of the page shows through behind the lightbox's title (the header's logo did).
  const backdrop = await page.evaluate(() => {
    const overlay = Array.from(document.querySelectorAll('[data-state="open"]')).find(
      (element) => getComputedStyle(element).position === 'fixed',
    );
    return overlay ? getComputedStyle(overlay).backgroundColor : null;
  });
  expect(backdrop).toBe('rgb(0, 0, 0)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByRole('button', { name: picturesCopy.open('A green square') })).toBeFocused();
  expect(tabs).toHaveLength(0);
  expect(refusals).toEqual([]);
});

test('the composer reminds the author of pictures without a description', async ({ browser, request }) => {
  const page = await browserOf(browser, await freshMember(request, 'Alt Writer'));
  await page.goto('/newsfeed');
  await page.getByTestId('post-image-picker').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: await square() });
  const reminder = page.getByRole('status').filter({ hasText: postsMoreCopy.altReminder(1) });
  await expect(reminder).toBeVisible();
  await page.getByRole('textbox', { name: `${postsMoreCopy.altLabel} 1` }).fill('A green square');
  await expect(reminder).toHaveCount(0);
});
