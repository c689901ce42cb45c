import { newToken } from '../../crypto/secrets.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import { publicFolder } from '../../storage/publicFiles.js';

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

  async store(
    memberId: string,
    avatarId: string,
    files: { glb: Uint8Array; vrm: Uint8Array },
  ): Promise<{ glbKey: string; vrmKey: string }> {
    // A new name per file: public files are served as immutable.
    const base = `${AvatarFiles.folderOf(memberId)}${avatarId}-${newToken().slice(0, 12)}`;
    const keys = { glbKey: `${base}.glb`, vrmKey: `${base}.vrm` };
    await this.storage.put(keys.glbKey, Buffer.from(files.glb));
    await this.storage.put(keys.vrmKey, Buffer.from(files.vrm));
    return keys;
  }

  async delete(keys: { glbKey: string; vrmKey: string }): Promise<void> {
    await this.storage.delete(keys.glbKey);
    await this.storage.delete(keys.vrmKey);
  }
}
