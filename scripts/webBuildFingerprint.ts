import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const webPackage = '@meshwork/web';
/** Files of the repository's root that every build reads: the installed packages and the compiler settings. */
const rootInputs = ['package-lock.json', 'tsconfig.base.json'];
/** What never goes into a build: installed packages, build output, tests. */
const notAnInput = (name: string) => name === 'node_modules' || name === 'dist' || /\.test\.tsx?$/.test(name);

/** The fingerprint of the build in `apps/web/dist`: kept out of that folder, which the server serves whole. */
const fingerprintFile = (root: string) => path.join(root, 'node_modules/.cache/meshwork/web-build-fingerprint');

interface WorkspacePackage {
  folder: string;
  dependencies: string[];
}

/** Every workspace package (`"workspaces": ["apps/*", …]`) by name. */
async function workspacePackages(root: string): Promise<Map<string, WorkspacePackage>> {
  const { workspaces } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const found = new Map<string, WorkspacePackage>();
  for (const parent of workspaces.map((pattern) => pattern.replace(/\/\*$/, ''))) {
    for (const entry of await readdir(path.join(root, parent), { withFileTypes: true })) {
      const manifest = path.join(root, parent, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const { name, dependencies = {} } = JSON.parse(await readFile(manifest, 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
      };
      found.set(name, { folder: path.join(parent, entry.name), dependencies: Object.keys(dependencies) });
    }
  }
  return found;
}

/** The folders of the web app and of every workspace package it imports, directly or through another. */
async function webSourceFolders(root: string): Promise<string[]> {
  const packages = await workspacePackages(root);
  const reached = new Set<string>();
  const next = [webPackage];
  for (let name = next.pop(); name !== undefined; name = next.pop()) {
    const found = packages.get(name);
    if (!found || reached.has(name)) continue;
    reached.add(name);
    next.push(...found.dependencies);
  }
  return [...reached].map((name) => packages.get(name)!.folder);
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some(notAnInput));
}

/** A hash of every file the web build reads from the repository, names and contents. */
export async function webInputsFingerprint(root: string): Promise<string> {
  const folders = await webSourceFolders(root);
  const files = [...rootInputs.filter((file) => existsSync(path.join(root, file)))];
  for (const folder of folders) files.push(...(await filesUnder(root, folder)));
  const hash = createHash('sha256');
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Whether the web app needs a build: none is there, or its inputs changed since it was made. */
export async function webBuildDecision(root: string): Promise<{ needed: boolean; fingerprint: string }> {
  const fingerprint = await webInputsFingerprint(root);
  const stored = await readFile(fingerprintFile(root), 'utf8').catch(() => undefined);
  return { needed: stored !== fingerprint || !existsSync(path.join(root, 'apps/web/dist/index.html')), fingerprint };
}

/** Before a build: a build that stops half-way leaves no fingerprint, so the next start builds again. */
export async function forgetWebBuild(root: string): Promise<void> {
  await rm(fingerprintFile(root), { force: true });
}

/** After a build: the fingerprint of the inputs it was made from. */
export async function recordWebBuild(root: string, fingerprint: string): Promise<void> {
  await mkdir(path.dirname(fingerprintFile(root)), { recursive: true });
  await writeFile(fingerprintFile(root), fingerprint);
}
