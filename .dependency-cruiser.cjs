// Module boundaries of the server (docs/architecture.md, "Modules"), the layers of the web app
// (docs/architecture.md, "Web app") and no cycle in any workspace's source, checked by `npm run lint`.
const modules = '^apps/server/src/modules/';
// The shared layers every module may use; they never reach up into a module.
const sharedLayers = '^apps/server/src/(clock|composition|crypto|db|http|jobs|mail|media|plugins|relay|storage)/';
// The demo network is made as members act: through the modules' public services, never their tables.
const seed = '^apps/server/src/seed/';
// The web app's features, the shell that composes them, and the shared layers below both.
const webFeatures = '^apps/web/src/features/';
const webShell = '^apps/web/src/shell/';
const webSharedLayers = '^apps/web/src/(api|paths|realtime|ui)/';

/** The rule's parts that refuse a cycle between any two of the folders matched by `folders`. */
const noFolderCycle = (folders) => ({ scope: 'folder', from: { path: folders }, to: { path: folders, circular: true } });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-cycle',
      comment: 'Modules depend on each other in one direction only: a cycle means one of them owns something the other should.',
      severity: 'error',
      ...noFolderCycle(`${modules}[^/]+`),
    },
    {
      name: 'file-cycle',
      comment: 'No file of any workspace reaches itself through its imports, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-entry',
      comment: "Another module is reached through its index.ts only, the module's public surface.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`] },
    },
    {
      name: 'shared-below-modules',
      comment: 'The shared layers (database, HTTP helpers, jobs, mail, media links, plugins, storage, relay) know no module.',
      severity: 'error',
      from: { path: sharedLayers },
      to: { path: modules },
    },
    {
      name: 'seed-through-modules',
      comment: "The demo seed reaches a module through its index.ts only, the module's public surface.",
      severity: 'error',
      from: { path: seed },
      to: { path: modules, pathNot: `${modules}[^/]+/index\\.ts$` },
    },
    {
      name: 'seed-no-tables',
      comment: 'The demo seed touches no table: the modules write their own, through their services (ESLint refuses drizzle-orm there).',
      severity: 'error',
      from: { path: seed },
      to: { path: '^apps/server/src/db/' },
    },
    {
      name: 'table-owner',
      comment:
        'Each table belongs to the module its schema file is named after (db/schema/<module>.ts); other modules ask the owner, through its index.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: '^apps/server/src/db/schema/', pathNot: '^apps/server/src/db/schema/$1\\.ts$' },
    },
    {
      name: 'web-shared-below-features',
      comment:
        "The web app's shared layers (the API client and shared queries, page addresses, the realtime connection, the UI primitives) know no feature and no shell.",
      severity: 'error',
      from: { path: webSharedLayers },
      to: { path: [webFeatures, webShell] },
    },
    {
      name: 'web-feature-below-shell',
      comment: 'The shell composes the features; a feature never reaches up into the shell.',
      severity: 'error',
      from: { path: webFeatures },
      to: { path: webShell },
    },
    {
      name: 'web-feature-cycle',
      comment:
        'Features depend on each other in one direction only: a cycle means one of them owns something the other, or a shared layer, should.',
      severity: 'error',
      ...noFolderCycle(`${webFeatures}[^/]+`),
    },
  ],
  options: {
    // Tests set up what they need from anywhere; the boundaries are those of the running code.
    exclude: { path: ['\\.test\\.tsx?$', '/testing/', '^apps/server/test/'] },
    // The source of every workspace; the rules above name the server's and the web app's paths only.
    includeOnly: '^(apps/[^/]+|packages/[^/]+)/src/',
    tsPreCompilationDeps: true,
  },
};
