import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const configFile = path.resolve(import.meta.dirname, '../../../../.dependency-cruiser.cjs');

// A small server tree with one of each fault the boundaries lint exists for.
const files: Record<string, string> = {
  'db/schema/users.ts': 'export const members = {};',
  'db/schema/friends.ts': 'export const friendships = {};',
  'http/errors.ts': "export { presentPerson } from '../modules/users/index.js';",
  'modules/users/index.ts': "export { presentPerson } from './presenters.js';\nexport { socialGraph } from './service.js';",
  'modules/users/presenters.ts': "import { members } from '../../db/schema/users.js';\nexport const presentPerson = members;",
  'modules/users/service.ts': "export { directory as socialGraph } from '../friends/index.js';",
  'modules/friends/index.ts': "import { presentPerson } from '../users/presenters.js';\nexport const directory = presentPerson;",
  'modules/friends/directory.ts': "import { members } from '../../db/schema/users.js';\nexport const people = members;",
  'seed/seed.ts':
    "import { members } from '../db/schema/users.js';\nimport { presentPerson } from '../modules/users/presenters.js';\nimport { directory } from '../modules/friends/index.js';\nexport const seeded = [members, presentPerson, directory];",
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'meshwork-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, 'apps/server/src', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, `${text}\n`);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the module boundaries lint', () => {
  it('refuses cycles between modules, reaching past index.ts, other modules’ tables, shared layers that know a module, and a seed past the modules’ services', async () => {
    const options = await extractDepcruiseOptions(configFile);
    const { output } = await cruise(['apps/server/src'], { ...options, baseDir: root });
    const found = (output as ICruiseResult).summary.violations.map(
      (violation) =>
        `${violation.rule.name}: ${violation.from.replace('apps/server/src/', '')} → ${violation.to.replace('apps/server/src/', '')}`,
    );
    expect(found.sort()).toEqual(
      [
        'module-cycle: modules/friends → modules/users',
        'module-cycle: modules/users → modules/friends',
        'module-entry: modules/friends/index.ts → modules/users/presenters.ts',
        'shared-below-modules: http/errors.ts → modules/users/index.ts',
        'table-owner: modules/friends/directory.ts → db/schema/users.ts',
        'seed-no-tables: seed/seed.ts → db/schema/users.ts',
        'seed-through-modules: seed/seed.ts → modules/users/presenters.ts',
      ].sort(),
    );
  });
});
