import { expect, test } from '@playwright/test';
import { firstLoadOf } from '../bench/web-bundle/firstLoad';
import { apiLogin } from './helpers';

// Issue 17's budget for what a member's browser downloads to show the newsfeed, counted as
// bench/web-bundle counts it (the built web app, each script gzipped at level 9).
const budgetBytes = 150 * 1024;

test("the newsfeed's first load is at most 150 KiB of JavaScript gzip, with neither zod nor three.js", async ({ page, request }) => {
  const load = await firstLoadOf(page, '/newsfeed', await apiLogin(request));
  await expect(page.getByRole('article').first()).toBeVisible();

  expect(load.scripts.filter((script) => script.zod).map((script) => script.url)).toEqual([]);
  expect(load.scripts.filter((script) => script.threeJs).map((script) => script.url)).toEqual([]);
  expect(load.gzipBytes, load.scripts.map((script) => `${script.url} ${script.gzip}`).join('\n')).toBeLessThanOrEqual(budgetBytes);
});
