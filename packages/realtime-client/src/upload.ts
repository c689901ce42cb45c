import { realtimeLimits, realtimeMessages } from '@meshwork/contracts';
import { RealtimeServiceError } from './errors.js';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Posts a multipart form to the upload URL the service handed out, within the 300 s upload timeout.
 * With a progress callback in a browser it goes through XMLHttpRequest, the one API that reports
 * upload progress; elsewhere through fetch. Only 204 is a success.
 */
export async function uploadForm(
  url: string,
  form: FormData,
  fetchFn: typeof fetch,
  onProgress?: (progress: UploadProgress) => void,
): Promise<void> {
  const status =
    onProgress && typeof XMLHttpRequest !== 'undefined'
      ? await uploadWithProgress(url, form, onProgress)
      : await uploadWithFetch(url, form, fetchFn);
  if (status !== 204) throw new RealtimeServiceError(status, undefined, realtimeMessages.uploadUnsuccessful);
}

async function uploadWithFetch(url: string, form: FormData, fetchFn: typeof fetch): Promise<number> {
  const response = await fetchFn(url, { method: 'POST', body: form, signal: AbortSignal.timeout(realtimeLimits.fileUploadTimeoutMs) });
  await response.arrayBuffer();
  return response.status;
}

function uploadWithProgress(url: string, form: FormData, onProgress: (progress: UploadProgress) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = realtimeLimits.fileUploadTimeoutMs;
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total });
    request.onload = () => resolve(request.status);
    request.onerror = () => reject(new TypeError('The upload did not reach the service'));
    request.ontimeout = () => reject(new DOMException('The upload timed out', 'TimeoutError'));
    request.send(form);
  });
}
