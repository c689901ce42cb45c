/**
 * Renders the avatar made from the test photo (front, three-quarter, full body) to
 * docs/avatars/photo-*.png in headless Chromium, beside a copy of the photo, for docs/avatars.md.
 * Run: npx tsx packages/avatar-photo/scripts/render.ts [chromium path]
 */
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { photoAvatarGlb } from '../src/index.js';

const out = fileURLToPath(new URL('../../../docs/avatars/', import.meta.url));
const photo = readFileSync(fileURLToPath(new URL('../test/fixtures/astronaut.jpg', import.meta.url)));
const glb = await photoAvatarGlb(photo, 'female');
await sharp(photo).resize(480, 480).png().toFile(`${out}photo-source.png`);
const bundle = await build({
  entryPoints: [fileURLToPath(new URL('renderPage.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'esm',
});
const browser = await chromium.launch({
  executablePath: process.argv[2] ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--use-angle=swiftshader'],
});
try {
  const page = await browser.newPage({ viewport: { width: 480, height: 640 } });
  await page.setContent('<!doctype html><body style="margin:0"></body>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text, type: 'module' });
  await page.waitForFunction(() => 'renderGlb' in window);
  for (const view of ['front', 'threeQuarter', 'body']) {
    const png = await page.evaluate(
      ([bytes, v]) => (window as unknown as { renderGlb: (b: string, v: string) => Promise<string> }).renderGlb(bytes, v),
      [Buffer.from(glb).toString('base64'), view] as const,
    );
    writeFileSync(`${out}photo-${view}.png`, Buffer.from(png.split(',')[1]!, 'base64'));
    console.log(`docs/avatars/photo-${view}.png`);
  }
} finally {
  await browser.close();
}
