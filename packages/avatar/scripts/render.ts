/**
 * Renders the preset avatars (front, three-quarter, portrait) to docs/avatars/*.png in headless
 * Chromium, with the same generator, pose and light as the web app.
 * Run: npx tsx packages/avatar/scripts/render.ts [chromium path]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { avatarPresets } from '../src/presets.js';
import { renderPage } from './headless.js';

const out = fileURLToPath(new URL('../../../docs/avatars/', import.meta.url));
const { browser, page } = await renderPage(new URL('renderPage.ts', import.meta.url), 'renderAvatar', process.argv[2]);
try {
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
