import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../../storage/fileStorage.js';

/** An avatar as its FBX file knows it. */
interface AvatarRef {
  id: string;
  memberId: string;
  glbKey: string;
}

/**
 * The FBX files made for downloads: the owner's alone, so they stay outside the public folder, at
 * `avatar-fbx/<member id>/<avatar id>.fbx`. This module owns `avatar-fbx/` and erases a member's
 * folder with their account.
 */
export class AvatarFbxFiles {
  constructor(private readonly storage: FileStorage) {}

  static folderOf(memberId: string): string {
    return `avatar-fbx/${memberId}/`;
  }

  private static keyOf(avatar: AvatarRef): string {
    return `${AvatarFbxFiles.folderOf(avatar.memberId)}${avatar.id}.fbx`;
  }

  /** The avatar's FBX as made before, or null. */
  async find(avatar: AvatarRef): Promise<Buffer | null> {
    const file = await this.storage.get(AvatarFbxFiles.keyOf(avatar));
    return file && buffer(file.body);
  }

  /** The GLB the FBX is made from. */
  async glbOf(avatar: AvatarRef): Promise<Buffer> {
    const file = await this.storage.get(avatar.glbKey);
    if (!file) throw new Error(`The avatar file ${avatar.glbKey} is missing`);
    return buffer(file.body);
  }

  async store(avatar: AvatarRef, fbx: Uint8Array): Promise<void> {
    await this.storage.put(AvatarFbxFiles.keyOf(avatar), Buffer.from(fbx));
  }

  async delete(avatar: AvatarRef): Promise<void> {
    await this.storage.delete(AvatarFbxFiles.keyOf(avatar));
  }

  async eraseAllOf(memberId: string): Promise<void> {
    await this.storage.deleteByPrefix(AvatarFbxFiles.folderOf(memberId));
  }
}
