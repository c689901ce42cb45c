import { FetchError } from '@fedify/fedify/runtime';

/** Why a remote fetch was refused or failed. */
export type RemoteFetchReason =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'credentials_in_url'
  | 'private_address'
  | 'dns_failure'
  | 'connection_failed'
  | 'timeout'
  | 'aborted'
  | 'too_large'
  | 'too_many_redirects'
  | 'bad_redirect'
  | 'http_status'
  | 'unsupported_content_type'
  | 'invalid_json'
  | 'document_rejected';

/**
 * A refused or failed fetch of a remote URL. It extends Fedify's `FetchError` so that Fedify treats
 * it as a transport failure (and reads `response.status`, e.g. 410 Gone for a deleted actor). The
 * message names only the origin: a remote path or query may carry someone's token.
 */
export class RemoteFetchError extends FetchError {
  readonly reason: RemoteFetchReason;

  constructor(url: URL, reason: RemoteFetchReason, detail: string, status?: number) {
    super(url, detail, status === undefined ? undefined : new Response(null, { status }));
    // FetchError's own message starts with the whole URL.
    this.message = `${origin(url)}: ${detail}`;
    this.name = 'RemoteFetchError';
    this.reason = reason;
  }
}

function origin(url: URL): string {
  return url.origin === 'null' ? 'remote URL' : url.origin;
}
