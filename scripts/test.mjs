// Runs every suite (unit and integration with Vitest, end-to-end with Playwright) and ends with
// one line "N passed, N failed" over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const totals = { passed: 0, failed: 0 };

/** A runner that failed without a failing test (a crashed setup, an unhandled error) counts as one failure. */
function count(passed, failed, status) {
  totals.passed += passed;
  totals.failed += failed + (status !== 0 && failed === 0 ? 1 : 0);
}
const extraArgs = process.argv.slice(2);

const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`, ...extraArgs]);
const vitest = readJson(vitestJson);
count(vitest?.numPassedTests ?? 0, vitest?.numFailedTests ?? 0, vitestStatus);

if (extraArgs.length === 0) {
  const buildStatus = run('npm', ['run', 'build', '-w', '@meshwork/web']);
  const playwrightJson = path.join(resultsDir, 'playwright.json');
  const playwrightStatus =
    buildStatus === 0 ? run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }) : 1;
  const stats = existsSync(playwrightJson) ? readJson(playwrightJson)?.stats : undefined;
  count((stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0, playwrightStatus);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
