import { newToken } from '../../crypto/secrets.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import { publicFolder } from '../../storage/publicFiles.js';

/** An avatar's files: every avatar has a GLB; creator avatars also a VRM. */
export interface AvatarFileBytes {
  glb: Uint8Array;
  vrm?: Uint8Array;
}

/**
 * The avatar files of members: `files/members/<member id>/avatars/<avatar id>-<random>.{glb,vrm}`,
 * served publicly at `/files/…` (a viewer loads them without a token). This module owns the
 * `avatars/` folder; it sits in the member's folder so the account purge removes it with the rest.
 */
export class AvatarFiles {
  constructor(private readonly storage: FileStorage) {}

  static folderOf(memberId: string): string {
    return `${publicFolder}members/${memberId}/avatars/`;
  }

  async store(memberId: string, avatarId: string, files: AvatarFileBytes): Promise<{ glbKey: string; vrmKey: string | null }> {
    // A new name per file: public files are served as immutable.
    const base = `${AvatarFiles.folderOf(memberId)}${avatarId}-${newToken().slice(0, 12)}`;
    const keys = { glbKey: `${base}.glb`, vrmKey: files.vrm ? `${base}.vrm` : null };
    await this.storage.put(keys.glbKey, Buffer.from(files.glb));
    if (files.vrm && keys.vrmKey) await this.storage.put(keys.vrmKey, Buffer.from(files.vrm));
    return keys;
  }

  async delete(keys: { glbKey: string; vrmKey: string | null }): Promise<void> {
    await this.storage.delete(keys.glbKey);
    if (keys.vrmKey) await this.storage.delete(keys.vrmKey);
  }
}
