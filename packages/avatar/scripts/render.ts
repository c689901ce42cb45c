/**
 * Renders the preset avatars (front, three-quarter, portrait) to docs/avatars/*.png in headless
 * Chromium, with the same generator, pose and light as the web app.
 * Run: npx tsx packages/avatar/scripts/render.ts [chromium path]
 */
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { avatarPresets } from '../src/presets.js';

const out = fileURLToPath(new URL('../../../docs/avatars/', import.meta.url));
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
  await page.waitForFunction(() => 'renderAvatar' in window);
  for (const [name, params] of Object.entries(avatarPresets)) {
    for (const view of ['front', 'threeQuarter', 'portrait']) {
      const png = await page.evaluate(
        ([p, v]) => (window as unknown as { renderAvatar: (p: unknown, v: string) => string }).renderAvatar(p, v),
        [params, view] as const,
      );
      writeFileSync(`${out}${name}-${view}.png`, Buffer.from(png.split(',')[1]!, 'base64'));
      console.log(`docs/avatars/${name}-${view}.png`);
    }
  }
} finally {
  await browser.close();
}
