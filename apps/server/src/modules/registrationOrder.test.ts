import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulesInRegistrationOrder } from './registrationOrder.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const modulesDir = 'apps/server/src/modules/';
const moduleOf = (file: string) => (file.startsWith(modulesDir) ? file.slice(modulesDir.length).split('/')[0] : undefined);

/** For each module folder, the other module folders its running code imports (types included). */
async function moduleImports(): Promise<Map<string, Set<string>>> {
  const { output } = await cruise([modulesDir], {
    baseDir: repositoryRoot,
    exclude: { path: ['\\.test\\.ts$', '/testing/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  });
  const imports = new Map<string, Set<string>>();
  for (const file of (output as ICruiseResult).modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) imports.set(from, (imports.get(from) ?? new Set()).add(to));
    }
  }
  return imports;
}

let imports: Map<string, Set<string>>;
beforeAll(async () => {
  imports = await moduleImports();
}, 120_000);

describe('the registration order of the server modules', () => {
  it('registers every module after each module it imports', async () => {
    const order = Object.keys(modulesInRegistrationOrder);
    const registeredEarlier = (module: string, than: string) => !order.includes(module) || order.indexOf(module) < order.indexOf(than);
    const misplaced = [...imports].flatMap(([module, imported]) =>
      [...imported].filter((other) => order.includes(module) && !registeredEarlier(other, module)).map((other) => `${module} → ${other}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('names every module folder, but the activity log, which has no routes and imports no module', async () => {
    const folders = (await readdir(path.join(repositoryRoot, modulesDir), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !(folder in modulesInRegistrationOrder))).toEqual(['activity']);
    expect(imports.get('activity')).toBeUndefined();
  });
});
