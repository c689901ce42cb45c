// First: nothing else loads on an older Node than the pinned one.
import '../startup/requirePinnedNode.js';
import { checksumFileOf, writeBackup } from '../backup/writeBackup.js';
import { archivePathArgument } from './archivePathArgument.js';
import { runCommand } from './runCommand.js';

// `npm run backup -- [archive]`: the whole instance (database and files) into one archive.
const archivePath = archivePathArgument(`meshwork-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`)!;

const sizeText = (bytes: number) => (bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);

await runCommand('backup', async ({ database, storage }) => {
  const started = performance.now();
  const summary = await writeBackup({ pool: database.pool, storage, archivePath });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up ${summary.tables} tables (${summary.rows} rows) and ${summary.files} files to ${archivePath} (${sizeText(summary.bytes)}, ${seconds} s).`,
  );
  console.log(`SHA-256 ${summary.sha256}, also in ${checksumFileOf(archivePath)}`);
});
