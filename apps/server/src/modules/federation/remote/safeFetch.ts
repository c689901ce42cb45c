import { lookup as dnsLookup } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressPolicyOf, type AddressPolicy } from './addressPolicy.js';
import { RemoteFetchError } from './remoteFetchError.js';

/** The limits every remote fetch runs under unless a caller narrows them. */
export const remoteFetchDefaults = {
  /** From the first DNS lookup to the last byte of the last hop, redirects included. */
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
};

export interface SafeFetchOptions {
  /** Names Meshwork and its public URL, so that a remote admin knows who calls (`meshworkUserAgent`). */
  userAgent: string;
  accept: string;
  /** Allows loopback and private networks: tests, and instances federating on a private network. */
  allowPrivateAddresses?: boolean;
  /** Decides which resolved addresses may be connected to; replaces `allowPrivateAddresses` when given. */
  addressPolicy?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Extra headers (an HTTP signature) for each hop on the first URL's origin, never for another origin.
   * Called per hop so that a signature covers exactly the URL requested.
   */
  credentialsFor?: (url: URL, headers: Record<string, string>) => Promise<Record<string, string>>;
  signal?: AbortSignal;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function meshworkUserAgent(publicUrl: string): string {
  return `Meshwork (+${publicUrl})`;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a remote URL that someone else chose. The resolved address is checked inside the socket's own
 * DNS lookup, so the address checked is the address connected to (no rebinding between the two).
 * Redirects are followed here, each one checked again; the body is counted as it streams.
 */
export async function safeFetch(target: string | URL, options: SafeFetchOptions): Promise<SafeResponse> {
  const policy = options.addressPolicy ?? addressPolicyOf(options.allowPrivateAddresses === true);
  const maxRedirects = options.maxRedirects ?? remoteFetchDefaults.maxRedirects;
  const deadline = AbortSignal.timeout(options.timeoutMs ?? remoteFetchDefaults.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const failure = (url: URL, error: unknown) => describeFailure(url, error, deadline, options.signal);

  const first = remoteUrl(target);
  let url = first;
  for (let redirects = 0; ; redirects += 1) {
    let headers: Record<string, string> = {
      'user-agent': options.userAgent,
      accept: options.accept,
      'accept-encoding': 'identity',
    };
    if (options.credentialsFor && url.origin === first.origin) headers = { ...headers, ...(await options.credentialsFor(url, headers)) };

    const response = await openHop(url, headers, policy, signal, failure);
    if (!redirectStatuses.has(response.statusCode ?? 0)) {
      const body = await readBody(response, url, options.maxBytes ?? remoteFetchDefaults.maxBytes, failure);
      return { url, status: response.statusCode ?? 0, headers: response.headers, body };
    }
    response.destroy();
    if (redirects === maxRedirects) throw new RemoteFetchError(url, 'too_many_redirects', `more than ${maxRedirects} redirects`);
    const location = response.headers.location;
    // An empty Location would parse as the same URL again.
    if (!location || !URL.canParse(location, url.href))
      throw new RemoteFetchError(url, 'bad_redirect', 'a redirect without a valid Location');
    url = remoteUrl(new URL(location, url));
  }
}

/** A URL we are willing to request: http(s), no credentials. */
function remoteUrl(input: string | URL): URL {
  // URL.canParse, not URL.parse: the server runs on Node 20.
  const url = typeof input !== 'string' ? input : URL.canParse(input) ? new URL(input) : undefined;
  if (!url) throw new RemoteFetchError(new URL('about:blank'), 'invalid_url', 'not a valid URL');
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RemoteFetchError(url, 'unsupported_scheme', 'only http and https are fetched');
  if (url.username || url.password) throw new RemoteFetchError(url, 'credentials_in_url', 'a URL with credentials');
  return url;
}

type Failure = (url: URL, error: unknown) => RemoteFetchError;

function openHop(url: URL, headers: Record<string, string>, policy: AddressPolicy, signal: AbortSignal, failure: Failure) {
  // An IP literal never reaches the lookup below, so it is judged here, before any socket exists.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal) && !policy(literal)) return Promise.reject(refused(url));

  return new Promise<IncomingMessage>((resolve, reject) => {
    let refusal: RemoteFetchError | undefined;
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return callback(error, '');
        // One non-public answer refuses the host: a mixed answer is how rebinding attacks start.
        if (addresses.length === 0 || addresses.some(({ address }) => !policy(address))) {
          refusal = refused(url);
          return callback(refusal, '');
        }
        if (lookupOptions.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    };
    const client = url.protocol === 'https:' ? https : http;
    // agent: false, a socket per request: a pooled socket would skip the address check of this call.
    const request = client.request(url, { headers, agent: false, lookup, signal }, resolve);
    request.on('error', (error) => reject(refusal ?? failure(url, error)));
    request.end();
  });
}

function refused(url: URL): RemoteFetchError {
  return new RemoteFetchError(url, 'private_address', 'the host is not a public address');
}

function readBody(response: IncomingMessage, url: URL, maxBytes: number, failure: Failure): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const tooLarge = () => new RemoteFetchError(url, 'too_large', `the response is larger than ${maxBytes} bytes`);
    // Content-Length only refuses early; what counts is the bytes that arrive.
    if (Number(response.headers['content-length']) > maxBytes) {
      response.destroy();
      return reject(tooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks, size)));
    response.on('error', (error) => reject(failure(url, error)));
    // Closed without an end: the deadline, the caller or the server cut it.
    response.on('close', () => {
      if (!response.complete) reject(failure(url, new Error('the response was cut')));
    });
  });
}

function describeFailure(url: URL, error: unknown, deadline: AbortSignal, callerSignal: AbortSignal | undefined): RemoteFetchError {
  if (error instanceof RemoteFetchError) return error;
  if (deadline.aborted) return new RemoteFetchError(url, 'timeout', 'no complete answer in time');
  if (callerSignal?.aborted) return new RemoteFetchError(url, 'aborted', 'the fetch was cancelled');
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA')
    return new RemoteFetchError(url, 'dns_failure', 'the host does not resolve');
  return new RemoteFetchError(url, 'connection_failed', code ? `connection failed (${code})` : 'connection failed');
}
