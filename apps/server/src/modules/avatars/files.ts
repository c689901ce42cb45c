import { buffer } from 'node:stream/consumers';
import { newToken } from '../../crypto/secrets.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import { publicFolder } from '../../storage/publicFiles.js';

/** The FBX is kept beside the GLB it was made from, under the same name. */
const fbxKeyOf = (glbKey: string) => glbKey.replace(/\.glb$/, '.fbx');

/**
 * The avatar files of members: `files/members/<member id>/avatars/<avatar id>-<random>.{glb,vrm,fbx}`,
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

  /** The avatar's FBX as made before (a download, or a photo build asked for FBX), or null. */
  async fbx(glbKey: string): Promise<Buffer | null> {
    const file = await this.storage.get(fbxKeyOf(glbKey));
    return file && buffer(file.body);
  }

  async glb(glbKey: string): Promise<Buffer> {
    const file = await this.storage.get(glbKey);
    if (!file) throw new Error(`The avatar file ${glbKey} is missing`);
    return buffer(file.body);
  }

  async storeFbx(glbKey: string, fbx: Uint8Array): Promise<void> {
    await this.storage.put(fbxKeyOf(glbKey), Buffer.from(fbx));
  }

  async delete(keys: { glbKey: string; vrmKey: string }): Promise<void> {
    await this.storage.delete(keys.glbKey);
    await this.storage.delete(keys.vrmKey);
    await this.storage.delete(fbxKeyOf(keys.glbKey));
  }
}
