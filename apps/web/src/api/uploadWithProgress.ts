import { messages, type ApiFailure, type ApiSuccess } from '@meshwork/contracts';
import { ApiError } from './ApiError';
import { apiUrl } from './client';

/**
 * Posts a multipart form and reports the upload's progress (0–1). XMLHttpRequest, because fetch
 * tells nothing of an upload's progress; the answer is the API's usual envelope.
 */
export function uploadWithProgress<Output>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Output> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as (ApiSuccess<Output> & Partial<ApiFailure>) | null;
      if (request.status >= 200 && request.status < 300 && body?.output) resolve(body.output);
      else reject(new ApiError(request.status, body?.error ?? 'request_failed', body?.message ?? messages.somethingWentWrong, body?.extra));
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', messages.somethingWentWrong));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
