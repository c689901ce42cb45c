import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // No build at start: the web app is built while the server runs, as `npm run build` beside it does.
  t = await startTestApp();
  webDist = t.config.webDistDir;
});
afterAll(() => t.close());

async function build(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(webDist, name)), { recursive: true });
    await writeFile(path.join(webDist, name), text);
  }
}

const get = async (pathname: string) => {
  const response = await fetch(`${t.baseUrl}${pathname}`);
  return { status: response.status, cache: response.headers.get('cache-control'), text: await response.text() };
};

describe('the built web app', () => {
  it('is served from files built after the server started, hashed assets cached for good and pages revalidated', async () => {
    expect((await get('/newsfeed')).status).toBe(404);
    await build({ 'index.html': '<!doctype html><title>First build</title>', 'assets/index-a1b2c3.js': 'console.log(1)' });
    expect(await get('/newsfeed')).toMatchObject({ status: 200, cache: 'no-cache', text: expect.stringContaining('First build') });
    expect(await get('/index.html')).toMatchObject({ status: 200, cache: 'no-cache', text: expect.stringContaining('First build') });
    expect(await get('/assets/index-a1b2c3.js')).toEqual({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
      text: 'console.log(1)',
    });

    await build({
      'index.html': '<!doctype html><title>Second build</title>',
      'assets/index-d4e5f6.js': 'console.log(2)',
      'theme-boot.js': 'boot()',
    });
    expect(await get('/')).toMatchObject({ status: 200, cache: 'no-cache', text: expect.stringContaining('Second build') });
    expect(await get('/assets/index-d4e5f6.js')).toMatchObject({ status: 200, text: 'console.log(2)' });
    // Files outside `assets/` keep their names from build to build: browsers ask again each time.
    expect(await get('/theme-boot.js')).toMatchObject({ status: 200, cache: 'no-cache', text: 'boot()' });
    expect(await get('/assets/index-000000.js')).toMatchObject({ status: 404, text: expect.stringContaining('not_found') });
  });

  it('never answers a file outside its folder', async () => {
    await build({ 'index.html': '<!doctype html><title>App</title>' });
    await writeFile(path.join(webDist, '..', 'outside-secret.txt'), 'secret');
    for (const pathname of [
      '/../outside-secret.txt',
      '/..%2foutside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/assets/..%2f..%2foutside-secret.txt',
    ]) {
      const { status, text } = await get(pathname);
      expect({ pathname, text }).not.toMatchObject({ text: 'secret' });
      expect(status, pathname).toBeLessThan(500);
    }
  });
});
