import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Headless Chromium (software WebGL) with a page that runs the bundled `entry` module, once the
 * global it defines (`ready`) exists. The render scripts draw in it and read PNGs back.
 */
export async function renderPage(entry: URL, ready: string, chromiumPath = '/usr/bin/chromium'): Promise<{ browser: Browser; page: Page }> {
  const bundle = await build({ entryPoints: [fileURLToPath(entry)], bundle: true, write: false, format: 'esm' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--disable-gpu', '--use-angle=swiftshader'] });
  const page = await browser.newPage({ viewport: { width: 480, height: 640 } });
  await page.setContent('<!doctype html><body style="margin:0"></body>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text, type: 'module' });
  await page.waitForFunction((name) => name in window, ready);
  return { browser, page };
}
