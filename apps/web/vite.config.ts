import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [withoutXrEmulator(), react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared contracts only declare things; without this hint their zod schemas would ride
      // into the entry chunk even though only the lazy form pages use them.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
      // Everything the entry imports statically loads with every page anyway: one file of it, not a
      // dozen small ones split off because a lazy page shares them, compresses better.
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, ws: true }])),
  },
});
