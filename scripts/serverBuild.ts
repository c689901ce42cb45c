import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * What `npm start` runs: the server and the workspace packages it imports, with drizzle-orm, bundled
 * into one file. Loading its hundreds of modules one by one through tsx takes most of a start;
 * drizzle-orm alone is hundreds of small modules that each make Node read its very large
 * package.json. Every other package stays external, loaded by Node from node_modules.
 */
export const serverBundle = (root: string) => path.join(root, 'apps/server/dist/main.js');

const bundledPackages = /^(@meshwork\/|drizzle-orm(\/|$))/;

/** The inputs of the last build and their fingerprint: kept out of the build's folder. */
const recordFile = (root: string) => path.join(root, 'node_modules/.cache/meshwork/server-build.json');

interface BuildRecord {
  fingerprint: string;
  /** Every file the bundle was made from, relative to the repository. */
  inputs: string[];
}

/**
 * A module's own place stays its own in the bundle: `import.meta.url` and `import.meta.dirname`
 * become its source file's, so the migrations, the web build and the avatar worker are found where
 * they are in the repository.
 */
const ownPlaces: Plugin = {
  name: 'own-places',
  setup(builder) {
    builder.onLoad({ filter: /\/(apps|packages)\/[^/]+\/src\/.*\.ts$/ }, async ({ path: file }) => ({
      contents: (await readFile(file, 'utf8'))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
      loader: 'ts',
    }));
  },
};

/**
 * Every other package stays external, imported by the file it resolves to from the module that
 * imports it: a workspace package may have its own version of a package in its own node_modules.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async ({ path: specifier, resolveDir, kind, pluginData }) => {
      if (bundledPackages.test(specifier) || specifier.startsWith('node:') || pluginData === externalPackages) return undefined;
      const found = await builder.resolve(specifier, { resolveDir, kind, pluginData: externalPackages });
      return { path: found.path || specifier, external: true };
    });
  },
};

/**
 * A hash of the repository's place (the bundle imports packages by their absolute paths), the
 * lockfile and every input's name and contents; undefined when one of them is gone.
 */
async function fingerprintOf(root: string, inputs: string[]): Promise<string | undefined> {
  const hash = createHash('sha256').update(`${root}\0`);
  for (const file of ['package-lock.json', ...inputs]) {
    const contents = await readFile(path.join(root, file)).catch(() => undefined);
    if (!contents) return undefined;
    hash.update(`${file}\0`).update(contents).update('\0');
  }
  return hash.digest('hex');
}

/** Whether the bundle is missing, or one of the files it was made from changed since. */
export async function serverBuildNeeded(root: string): Promise<boolean> {
  const record = await readFile(recordFile(root), 'utf8')
    .then((text) => JSON.parse(text) as BuildRecord)
    .catch(() => undefined);
  if (!record || !existsSync(serverBundle(root))) return true;
  return (await fingerprintOf(root, record.inputs)) !== record.fingerprint;
}

/** Bundles the server into `outfile` (about a second); answers the files it was made from, relative to the repository. */
export async function bundleServer(root: string, outfile: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: root,
    plugins: [externalPackages, ownPlaces],
  });
  return Object.keys(metafile.inputs).map((input) => path.relative(root, path.resolve(root, input)));
}

/** Bundles the server where `npm start` runs it, then records what it was made from. */
export async function buildServer(root: string): Promise<void> {
  await rm(recordFile(root), { force: true });
  const inputs = await bundleServer(root, serverBundle(root));
  const fingerprint = await fingerprintOf(root, inputs);
  // An input gone while it was bundled: no record, so the next start bundles again.
  if (!fingerprint) return;
  await mkdir(path.dirname(recordFile(root)), { recursive: true });
  await writeFile(recordFile(root), JSON.stringify({ fingerprint, inputs } satisfies BuildRecord));
}
