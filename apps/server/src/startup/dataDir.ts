import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { reasonOf, StartupError } from './startupError.js';

/** DATA_DIR exists and this process can write to it; else one sentence saying why not. */
export async function ensureWritableDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new StartupError(`The data folder ${dataDir} (DATA_DIR) is not writable: ${reasonOf(error)}.`);
  }
}
