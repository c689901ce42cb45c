import type { PostImage } from '@meshwork/contracts';
import { uploadWithProgress } from '../../api/uploadWithProgress';

/** Uploads one image for a post and reports its progress (0–1). */
export function uploadPostImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<PostImage> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress('/post-images', form, onProgress, signal);
}
