import { api, formData, outputOf } from '../../api/client';

/** Uploads a group's new image; the server reads it by its content and resizes it. */
export const uploadGroupImage = (groupId: string, file: File) =>
  outputOf(api.PUT('/groups/{id}/image', { params: { path: { id: groupId } }, body: { file }, bodySerializer: formData }));
