// The JavaScript a page's first load downloads (gzip level 9, as bench/web-bundle counts it):
// shared by the benchmark and the browser test that keeps /newsfeed within its budget.
import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

interface LoadedScript {
  url: string;
  raw: number;
  gzip: number;
  /** three.js's renderer names itself in its error messages, which survive minification. */
  threeJs: boolean;
  /** zod's error class keeps its name. */
  zod: boolean;
}

export interface FirstLoad {
  scripts: LoadedScript[];
  gzipBytes: number;
  threeJs: boolean;
}

/**
 * Opens `url` in a fresh page, signed in when a session is given (stored as the web app
 * stores it), and records every script until the main landmark shows and 1.5 s more have passed.
 */
export async function firstLoadOf(page: Page, url: string, session?: unknown): Promise<FirstLoad> {
  if (session) await page.addInitScript((value) => localStorage.setItem('meshwork.session', JSON.stringify(value)), session);
  const scripts: LoadedScript[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      threeJs: body.includes('THREE.WebGLRenderer'),
      zod: body.includes('ZodError'),
    });
  });
  // Not 'networkidle': a signed-in page holds its realtime long-poll open.
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('main').waitFor();
  await page.waitForTimeout(1500);
  return {
    scripts,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzip, 0),
    threeJs: scripts.some((script) => script.threeJs),
  };
}
