// Builds the web app before `npm start` when it has no build or its sources changed since the last
// one; otherwise it says nothing and takes a fraction of a second.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { forgetWebBuild, recordWebBuild, webBuildDecision } from './webBuildFingerprint.js';

const root = path.resolve(import.meta.dirname, '..');
const { needed, fingerprint } = await webBuildDecision(root);
if (needed) {
  console.log('Building the web app (its sources changed, or it has no build yet)…');
  await forgetWebBuild(root);
  // Quiet: only the bundler's warnings and errors reach the terminal, not its list of every file.
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@meshwork/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await recordWebBuild(root, fingerprint);
}
