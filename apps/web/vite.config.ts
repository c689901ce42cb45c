import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiTarget = 'http://127.0.0.1:8080';
// Everything the server answers itself: the product API, the dev mailbox and the realtime service.
const proxiedPrefixes = ['/api', '/dev', '/v1', '/v2', '/v3', '/time', '/publish', '/signal', '/subscribe', '/presence'];

/**
 * The XR store imports its headset emulator (about 6 MB of rooms and dev tools) on demand; the
 * avatar viewer turns it off (`emulate: false`), so the build carries a stand-in instead.
 */
function withoutXrEmulator(): Plugin {
  const standIn = '\0xr-without-emulator';
  return {
    name: 'xr-without-emulator',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './emulate.js' && importer?.includes('@pmndrs/xr') ? standIn : null),
    load: (id) => (id === standIn ? 'export function emulate() { throw new Error("The XR emulator is not part of this build."); }' : null),
  };
}

/**
 * React Router's package exports only its development build, warnings included, for production
 * builds too (remix-run/react-router#12532, "intended to be temporary"): the build takes the
 * production build it ships beside it.
 */
const reactRouterBuild = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const newsfeedPage = fileURLToPath(new URL('./src/features/newsfeed/NewsfeedPage.tsx', import.meta.url));
// The welcome's folder too: only its state query is static (its card loads lazily), and a query of its own in the page's chunk broke the build's exports.
const feedFolders = /[\\/]src[\\/]features[\\/](newsfeed|posts|favourites|welcome)[\\/]/;
/** Imported on their own by other features (paths, query definitions): they keep chunks of their own. */
const importedAlone = /[\\/]src[\\/]features[\\/]posts[\\/](postPaths|postQueries)\.ts$/;

/** The modules the newsfeed page imports statically from its folders; its lazy parts stay out. */
function feedModules(context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const next = [newsfeedPage];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id) || !feedFolders.test(id) || importedAlone.test(id)) continue;
    found.add(id);
    next.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * A chunk group of the newsfeed's own code (the post card, the composer, reactions, polls). Split
 * by which other pages share each piece, it came as a dozen small files, each compressed alone;
 * pages that show posts load it whole, and what it imports from elsewhere (ui, icons) stays shared.
 */
function newsfeedChunk() {
  let modules: Set<string> | undefined;
  return {
    debugName: 'newsfeed',
    name: (id: string, context: ChunkingContext) => {
      modules ??= feedModules(context);
      return modules.has(id) ? 'newsfeed' : null;
    },
    includeDependenciesRecursively: false,
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [withoutXrEmulator(), react(), tailwindcss()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterBuild, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuild, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers without module preloading still load every module, only later: not worth a polyfill
    // in every first load.
    modulePreload: { polyfill: false },
    // The one chunk above Vite's 500 kB is the avatar viewer's 3D scene (three.js, react-three):
    // loaded lazily, only on the pages that show an avatar, and whole there, so splitting it would
    // gain nothing. The limit sits above it to keep the warning for a chunk that grows by mistake.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The shared contracts only declare things; without this hint their zod schemas would ride
      // into the entry chunk even though only the lazy form pages use them.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
      // Everything the entry imports statically loads with every page anyway: one file of it, not a
      // dozen small ones split off because a lazy page shares them, compresses better. So does the
      // newsfeed's own code.
      output: {
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }, newsfeedChunk()] },
        // The entry lists every lazy file's name to preload it: seven characters of content hash (42
        // bits, ample to tell versions apart) rather than eight save about 150 bytes gzip of each first load.
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, ws: true }])),
  },
}));
