import type { Group } from '@meshwork/contracts';
import { api, formData, outputOf } from '../../api/client';
import { sessionStore } from '../../api/session';

/** The address of a group's image with the member's token (members only may fetch it), or null. */
export const groupImageSrc = (group: Group): string | null =>
  group.image_url ? `${group.image_url}&token=${encodeURIComponent(sessionStore.token() ?? '')}` : null;

/** Uploads a group's new image; the server reads it by its content and resizes it. */
export const uploadGroupImage = (groupId: string, file: File) =>
  outputOf(api.PUT('/groups/{id}/image', { params: { path: { id: groupId } }, body: { file }, bodySerializer: formData }));
