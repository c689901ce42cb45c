import { messages, type ApiFailure, type ApiSuccess, type PostImage } from '@meshwork/contracts';
import { ApiError } from '../../api/ApiError';
import { apiUrl } from '../../api/client';

/**
 * Uploads one image for a post and reports its progress (0–1). XMLHttpRequest, because fetch
 * tells nothing of an upload's progress; the answer is the API's usual envelope.
 */
export function uploadPostImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<PostImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/post-images'));
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as (ApiSuccess<PostImage> & Partial<ApiFailure>) | null;
      if (request.status === 201 && body?.output) resolve(body.output);
      else reject(new ApiError(request.status, body?.error ?? 'request_failed', body?.message ?? messages.somethingWentWrong, body?.extra));
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', messages.somethingWentWrong));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
