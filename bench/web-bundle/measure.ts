// Measures the JavaScript a member's browser downloads to show /newsfeed (gzip bytes), against a
// running server (BASE_URL, default http://127.0.0.1:8080) with the demo network.
// Baseline in the same run: the same figure for the login page, the smallest page of the app.
import { chromium } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstLoadOf } from './firstLoad.js';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';

async function javascriptOf(pagePath: string, session?: unknown) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-quic'] });
  const load = await firstLoadOf(await browser.newPage(), `${baseUrl}${pagePath}`, session);
  await browser.close();
  return { page: pagePath, ...load };
}

const login = await fetch(`${baseUrl}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login: 'ava', password: 'Meshwork#2026' }),
});
const session = ((await login.json()) as { output: unknown }).output;
const newsfeed = await javascriptOf('/newsfeed', session);
const loginPage = await javascriptOf('/auth/login');
// The avatar page, which does load three.js: shows the check finds it.
const avatars = await javascriptOf('/avatars', session);
const result = {
  measuredAt: new Date().toISOString(),
  newsfeed,
  loginPage,
  avatarsPage: avatars,
  ratioToLoginPage: newsfeed.gzipBytes / loginPage.gzipBytes,
};
console.log(`/newsfeed initial JavaScript: ${(newsfeed.gzipBytes / 1024).toFixed(1)} KiB gzip in ${newsfeed.scripts.length} files`);
console.log(`/auth/login (baseline):       ${(loginPage.gzipBytes / 1024).toFixed(1)} KiB gzip in ${loginPage.scripts.length} files`);
console.log(`ratio: ${result.ratioToLoginPage.toFixed(2)}`);
console.log(`three.js in /newsfeed's first load: ${newsfeed.threeJs ? 'YES' : 'no'} (on /avatars: ${avatars.threeJs ? 'yes' : 'no'})`);
await mkdir(import.meta.dirname, { recursive: true });
await writeFile(path.join(import.meta.dirname, 'latest.json'), JSON.stringify(result, null, 2));
