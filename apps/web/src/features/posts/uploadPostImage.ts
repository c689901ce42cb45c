import type { PostImage } from '@meshwork/contracts';

/** Uploads one image for a post and reports its progress (0–1); the upload code loads with the first image. */
export async function uploadPostImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<PostImage> {
  const { uploadWithProgress } = await import('../../api/uploadWithProgress');
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress('/post-images', form, onProgress, signal);
}
