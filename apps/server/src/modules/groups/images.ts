import { groupLimits, groupsCopy } from '@meshwork/contracts';
import { newToken } from '../../crypto/secrets.js';
import { AppError } from '../../http/errors.js';
import type { FileStorage, StoredFile } from '../../storage/fileStorage.js';
import { normaliseImage } from '../users/index.js';
import type { GroupsService } from './service.js';

/** The folder of one group's images; this module owns `group-images/`, served to members only. */
const folderOf = (groupId: string) => `group-images/${groupId}/`;

/** Group images: read by content, re-encoded as a square WebP (as profile images are), one file per image. */
export class GroupImages {
  constructor(
    private readonly storage: FileStorage,
    private readonly groups: GroupsService,
  ) {}

  async replace(byId: string, groupId: string, upload: Buffer): Promise<void> {
    if (upload.length > groupLimits.imageUploadMaxBytes) throw new AppError(413, 'payload_too_large', groupsCopy.imageTooLarge);
    const webp = await normaliseImage('profile', upload);
    const key = `${folderOf(groupId)}${newToken().slice(0, 16)}.webp`;
    await this.storage.put(key, webp);
    const previous = await this.groups.setImage(byId, groupId, key);
    if (previous) await this.storage.delete(previous);
  }

  async file(groupId: string): Promise<StoredFile | null> {
    const key = await this.groups.imageKeyOf(groupId);
    return key ? this.storage.get(key) : null;
  }

  /** Deletes a group's image files once the group has ended. */
  eraseOf(groupId: string): Promise<void> {
    return this.storage.deleteByPrefix(folderOf(groupId));
  }
}
