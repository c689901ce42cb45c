import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetWebBuild, recordWebBuild, webBuildDecision, webInputsFingerprint } from './webBuildFingerprint.js';

let root: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

const manifest = (name: string, dependencies: string[] = []) =>
  JSON.stringify({ name, dependencies: Object.fromEntries(dependencies.map((dependency) => [dependency, '0.1.0'])) });

/** A repository in small: the web app, a package it imports, one that imports that, and one it does not. */
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'meshwork-fingerprint-'));
  await write('package.json', JSON.stringify({ workspaces: ['packages/*', 'apps/*'] }));
  await write('package-lock.json', '{"lockfileVersion": 3}');
  await write('tsconfig.base.json', '{}');
  await write('apps/web/package.json', manifest('@meshwork/web', ['@meshwork/avatar', 'react']));
  await write('apps/web/index.html', '<div id="root"></div>');
  await write('apps/web/vite.config.ts', 'export default {};');
  await write('apps/web/src/main.tsx', 'render();');
  await write('apps/server/package.json', manifest('@meshwork/server', ['@meshwork/contracts']));
  await write('apps/server/src/main.ts', 'listen();');
  await write('packages/avatar/package.json', manifest('@meshwork/avatar', ['@meshwork/contracts']));
  await write('packages/avatar/src/index.ts', 'export const avatar = 1;');
  await write('packages/contracts/package.json', manifest('@meshwork/contracts'));
  await write('packages/contracts/src/index.ts', 'export const limit = 1;');
  await write('packages/fbx/package.json', manifest('@meshwork/fbx'));
  await write('packages/fbx/src/index.ts', 'export const fbx = 1;');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** What `npm start` leaves after a build: the output and the fingerprint of the inputs it was made from. */
async function build(): Promise<void> {
  const { fingerprint } = await webBuildDecision(root);
  await write('apps/web/dist/index.html', '<html></html>');
  await recordWebBuild(root, fingerprint);
}

describe('the fingerprint of the web build', () => {
  it('stays the same while nothing changes', async () => {
    expect(await webInputsFingerprint(root)).toBe(await webInputsFingerprint(root));
  });

  it.each([
    ['a source of the web app', 'apps/web/src/main.tsx'],
    ['its index.html', 'apps/web/index.html'],
    ['its Vite config', 'apps/web/vite.config.ts'],
    ['a package it imports', 'packages/avatar/src/index.ts'],
    ['a package it imports through another', 'packages/contracts/src/index.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('changes with %s', async (_, file) => {
    const before = await webInputsFingerprint(root);
    await write(file, 'changed');
    expect(await webInputsFingerprint(root)).not.toBe(before);
  });

  it('changes when a source file is added', async () => {
    const before = await webInputsFingerprint(root);
    await write('apps/web/src/features/NewPage.tsx', 'export {};');
    expect(await webInputsFingerprint(root)).not.toBe(before);
  });

  it.each([
    ['the server', 'apps/server/src/main.ts'],
    ['a package the web app does not import', 'packages/fbx/src/index.ts'],
    ['a test', 'apps/web/src/main.test.tsx'],
    ['an installed package', 'apps/web/node_modules/react/index.js'],
  ])('ignores %s', async (_, file) => {
    const before = await webInputsFingerprint(root);
    await write(file, 'changed');
    expect(await webInputsFingerprint(root)).toBe(before);
  });
});

describe('whether the web app needs a build', () => {
  it('does without one', async () => {
    expect((await webBuildDecision(root)).needed).toBe(true);
  });

  it('does not after a build of the same sources', async () => {
    await build();
    expect((await webBuildDecision(root)).needed).toBe(false);
  });

  it('does when a source changed since the build', async () => {
    await build();
    await write('packages/contracts/src/index.ts', 'export const limit = 2;');
    expect((await webBuildDecision(root)).needed).toBe(true);
  });

  it('does when the build was deleted', async () => {
    await build();
    await rm(path.join(root, 'apps/web/dist/index.html'));
    expect((await webBuildDecision(root)).needed).toBe(true);
  });

  it('does after a build that stopped half-way', async () => {
    await build();
    await forgetWebBuild(root);
    expect((await webBuildDecision(root)).needed).toBe(true);
  });
});
