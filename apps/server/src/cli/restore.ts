// First: nothing else loads on an older Node than the pinned one.
import '../startup/requirePinnedNode.js';
import { BackupError } from '../backup/backupError.js';
import { restoreBackup } from '../backup/restoreBackup.js';
import { archivePathArgument } from './archivePathArgument.js';
import { runCommand } from './runCommand.js';

// `npm run restore -- <archive>`: a backup into a new, empty instance of this configuration.
const archivePath = archivePathArgument();

await runCommand('restore', async ({ database, storage }) => {
  if (!archivePath) throw new BackupError('Name the archive to restore: npm run restore -- <archive>.');
  const { manifest, rows, files } = await restoreBackup({ database, storage, archivePath });
  console.log(
    `Restored ${manifest.tables.length} tables (${rows} rows) and ${files} files from ${archivePath}, backed up by Meshwork ${manifest.meshworkVersion} at ${manifest.createdAt}.`,
  );
});
