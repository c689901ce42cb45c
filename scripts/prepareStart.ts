// Before `npm start`: builds the web app when it has no build or its sources changed since the last
// one, and bundles the server likewise; otherwise it says nothing and takes a fraction of a second.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer, serverBuildNeeded } from './serverBuild.js';
import { forgetWebBuild, recordWebBuild, webBuildDecision } from './webBuildFingerprint.js';

const root = path.resolve(import.meta.dirname, '..');
const [web, server] = await Promise.all([webBuildDecision(root), serverBuildNeeded(root)]);
if (web.needed) {
  console.log('Building the web app (its sources changed, or it has no build yet)…');
  await forgetWebBuild(root);
  // Quiet: only the bundler's warnings and errors reach the terminal, not its list of every file.
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@meshwork/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await recordWebBuild(root, web.fingerprint);
}
if (server) await buildServer(root);
