import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './webApp.js';

let app: FastifyInstance;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'meshwork-web-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Meshwork</title>');
  await writeFile(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  await writeFile(path.join(distDir, 'feed-preload.js'), '(function () {})();');
  app = Fastify();
  await app.register(webAppPlugin, { distDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('how long browsers keep the web app', () => {
  it('keeps the content-named scripts under /assets for a year, as immutable', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks again for the page itself every time, so a new build is seen at once', async () => {
    const answer = await app.inject({ method: 'GET', url: '/newsfeed' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('keeps files with fixed names (the boot scripts) only an hour', async () => {
    const answer = await app.inject({ method: 'GET', url: '/feed-preload.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });
});
