import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const superuserName = 'postgres';

/** Kept in the cluster folder, which only its owner (and root) can open. */
const passwordFileName = 'meshwork-superuser-password';

/**
 * Every cluster gets its own random superuser password, so that another local user cannot use the
 * loopback port. Clusters made before it existed keep the fixed password they were made with.
 */
export function newSuperuserPassword(): string {
  return randomBytes(24).toString('hex');
}

export function passwordFileOf(clusterDir: string): string {
  return path.join(clusterDir, passwordFileName);
}

export async function superuserPasswordOf(clusterDir: string): Promise<string> {
  try {
    return (await readFile(passwordFileOf(clusterDir), 'utf8')).trim();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    return 'meshwork';
  }
}

export function embeddedUrl(port: number, password: string): string {
  return `postgres://${superuserName}:${password}@127.0.0.1:${port}/postgres`;
}
