import { buffer } from 'node:stream/consumers';
import { newToken } from '../../crypto/secrets.js';
import type { FileStorage } from '../../storage/fileStorage.js';
import { publicFolder } from '../../storage/publicFiles.js';

/** An avatar as its files know it. */
interface AvatarRef {
  id: string;
  memberId: string;
}

/**
 * The avatar files of members: `files/members/<member id>/avatars/<avatar id>-<random>.{glb,vrm}`,
 * served publicly at `/files/…` (a viewer loads them without a token). This module owns the
 * `avatars/` folder; it sits in the member's folder so the account purge removes it with the rest.
 * The FBX made for a download is the owner's alone, so it stays outside the public folder, at
 * `avatar-fbx/<member id>/<avatar id>.fbx` (this module's too; it erases it with the account).
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

  static fbxFolderOf(memberId: string): string {
    return `avatar-fbx/${memberId}/`;
  }

  private static fbxKeyOf(avatar: AvatarRef): string {
    return `${AvatarFiles.fbxFolderOf(avatar.memberId)}${avatar.id}.fbx`;
  }

  /** The avatar's FBX as made before (by a download, or a photo build asked for FBX), or null. */
  async fbx(avatar: AvatarRef): Promise<Buffer | null> {
    const file = await this.storage.get(AvatarFiles.fbxKeyOf(avatar));
    return file && buffer(file.body);
  }

  async glb(glbKey: string): Promise<Buffer> {
    const file = await this.storage.get(glbKey);
    if (!file) throw new Error(`The avatar file ${glbKey} is missing`);
    return buffer(file.body);
  }

  async storeFbx(avatar: AvatarRef, fbx: Uint8Array): Promise<void> {
    await this.storage.put(AvatarFiles.fbxKeyOf(avatar), Buffer.from(fbx));
  }

  async delete(keys: { glbKey: string; vrmKey: string }): Promise<void> {
    await this.storage.delete(keys.glbKey);
    await this.storage.delete(keys.vrmKey);
  }

  async deleteFbx(avatar: AvatarRef): Promise<void> {
    await this.storage.delete(AvatarFiles.fbxKeyOf(avatar));
  }

  /** Every FBX of the member's, when their account is erased. */
  async eraseFbxOf(memberId: string): Promise<void> {
    await this.storage.deleteByPrefix(AvatarFiles.fbxFolderOf(memberId));
  }
}
