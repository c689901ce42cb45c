// First: nothing else loads on an older Node than the pinned one.
import '../startup/requirePinnedNode.js';
import { restoreBackup } from '../backup/restoreBackup.js';
import { archivePathArgument } from './archivePathArgument.js';
import { runCommand } from './runCommand.js';

// `npm run restore -- <archive>`: a backup into a new, empty instance of this configuration.
const archivePath = archivePathArgument();
if (!archivePath) {
  console.error('Name the archive to restore: npm run restore -- <archive>.');
  process.exit(1);
}

await runCommand('restore', async ({ database, storage }) => {
  const { manifest, rows, files } = await restoreBackup({ database, storage, archivePath });
  console.log(
    `Restored ${manifest.tables.length} tables (${rows} rows) and ${files} files from ${archivePath}, backed up by Meshwork ${manifest.meshworkVersion} at ${manifest.createdAt}.`,
  );
});
