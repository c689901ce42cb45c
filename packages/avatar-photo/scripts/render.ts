/**
 * Renders the avatar made from the test photo (front, three-quarter, full body) to
 * docs/avatars/photo-*.png in headless Chromium, beside a copy of the photo, for docs/avatars.md.
 * Run: npx tsx packages/avatar-photo/scripts/render.ts [chromium path]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderPage } from '@meshwork/avatar/scripts/headless';
import { photoAvatarGlb } from '../src/index.js';

const out = fileURLToPath(new URL('../../../docs/avatars/', import.meta.url));
const photo = readFileSync(fileURLToPath(new URL('../test/fixtures/astronaut.jpg', import.meta.url)));
const glb = Buffer.from(await photoAvatarGlb(photo, 'female')).toString('base64');
await sharp(photo).resize(480, 480).png().toFile(`${out}photo-source.png`);
const { browser, page } = await renderPage(new URL('renderPage.ts', import.meta.url), 'renderGlb', process.argv[2]);
try {
  for (const view of ['front', 'threeQuarter', 'body']) {
    const png = await page.evaluate(
      ([bytes, v]) => (window as unknown as { renderGlb: (b: string, v: string) => Promise<string> }).renderGlb(bytes, v),
      [glb, view] as const,
    );
    writeFileSync(`${out}photo-${view}.png`, Buffer.from(png.split(',')[1]!, 'base64'));
    console.log(`docs/avatars/photo-${view}.png`);
  }
} finally {
  await browser.close();
}
