import { chmod, mkdir } from 'node:fs/promises';

/**
 * Where a server run as root keeps what the `postgres` OS user must reach but may not find in the
 * checkout (its folder can be private, like `/root`): a copy of the binaries, and clusters whose
 * DATA_DIR it cannot reach. See docs/decisions.md.
 */
export const rootStateDir = '/var/lib/meshwork';

/** Creates the folder searchable by every user, whatever the umask. */
export async function ensureRootStateDir(): Promise<void> {
  await mkdir(rootStateDir, { recursive: true });
  await chmod(rootStateDir, 0o755);
}
