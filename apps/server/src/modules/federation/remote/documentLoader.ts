import { kvCache, signRequest, type KvStore } from '@fedify/fedify';
import {
  preloadedContexts,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoader,
  type DocumentLoaderFactory,
  type DocumentLoaderFactoryOptions,
  type RemoteDocument,
} from '@fedify/fedify/runtime';
import type { AddressPolicy } from './addressPolicy.js';
import { jsonStructureProblem } from './jsonStructure.js';
import { RemoteFetchError } from './remoteFetchError.js';
import { meshworkUserAgent, remoteFetchDefaults, safeFetch, type SafeFetchOptions, type SafeResponse } from './safeFetch.js';

export const activityPubAccept = 'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';

export interface RemoteDocumentSettings {
  /** This server's public URL, named in the User-Agent. */
  publicUrl: string;
  /** Loopback and private networks too: tests, and instances federating on a private network. */
  allowPrivateAddresses?: boolean;
  /** Replaces the public-address rule (tests). */
  addressPolicy?: AddressPolicy;
  /** Limits of each fetch; `remoteFetchDefaults` when absent. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * The federation's store: unsigned documents are then cached as Fedify caches its own loader's
   * (Fedify does not wrap a loader it is given).
   */
  cache?: KvStore;
}

type FetchSettings = Omit<SafeFetchOptions, 'signal'>;

/** For `createFederation({ documentLoaderFactory })`: unsigned fetches of remote documents and contexts. */
export function createDocumentLoaderFactory(settings: RemoteDocumentSettings): DocumentLoaderFactory {
  return (options) => {
    const loader = documentLoader(fetchSettings(settings, options));
    return settings.cache ? kvCache({ loader, kv: settings.cache }) : loader;
  };
}

/**
 * For `createFederation({ authenticatedDocumentLoaderFactory })`: GETs signed as one of our actors,
 * for servers in authorized-fetch mode. Fedify's own loader fetches with the global `fetch`, so the
 * signature comes from Fedify's `signRequest` (draft-cavage, which every server verifies) and the fetch
 * stays ours. A redirect to another origin is followed unsigned.
 */
export function createAuthenticatedDocumentLoaderFactory(settings: RemoteDocumentSettings): AuthenticatedDocumentLoaderFactory {
  return (identity, options) =>
    documentLoader({
      ...fetchSettings(settings, options),
      credentialsFor: async (url, headers) => {
        const signed = await signRequest(new Request(url, { headers }), identity.privateKey, identity.keyId);
        return Object.fromEntries([...signed.headers].filter(([name]) => !(name in headers)));
      },
    });
}

/**
 * Fedify's per-call options may lower the redirect limit, and their `allowPrivateAddress` is honoured.
 * (`createFederation` refuses its own `allowPrivateAddress` and `userAgent` beside custom factories:
 * both come from our settings.)
 */
function fetchSettings(settings: RemoteDocumentSettings, fedify: DocumentLoaderFactoryOptions | undefined): FetchSettings {
  const maxRedirects = settings.maxRedirects ?? remoteFetchDefaults.maxRedirects;
  return {
    userAgent: meshworkUserAgent(settings.publicUrl),
    accept: activityPubAccept,
    allowPrivateAddresses: settings.allowPrivateAddresses === true || fedify?.allowPrivateAddress === true,
    addressPolicy: settings.addressPolicy,
    timeoutMs: settings.timeoutMs,
    maxBytes: settings.maxBytes,
    maxRedirects: Math.min(maxRedirects, fedify?.maxRedirection ?? maxRedirects),
  };
}

function documentLoader(settings: FetchSettings): DocumentLoader {
  return async (url, options) => {
    // The well-known contexts are answered from Fedify's copies: never fetched, never trusted from afar.
    if (Object.hasOwn(preloadedContexts, url)) return { contextUrl: null, document: preloadedContexts[url], documentUrl: url };
    const response = await safeFetch(url, { ...settings, signal: options?.signal });
    const alternate = htmlAlternate(response);
    // One alternate hop, like Fedify's loader; the alternate itself must be JSON.
    return jsonDocument(alternate ? await safeFetch(alternate, { ...settings, signal: options?.signal }) : response);
  };
}

const jsonMediaTypes = new Set(['application/activity+json', 'application/ld+json', 'application/json']);
const htmlMediaTypes = new Set(['text/html', 'application/xhtml+xml']);
const activityPubMediaType = /^application\/(activity\+json|ld\+json)\s*(;|$)/i;

function mediaType(response: SafeResponse): string {
  return (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The ActivityPub alternate an HTML page names in its `Link` header, as Mastodon's profile pages do. */
function htmlAlternate(response: SafeResponse): URL | undefined {
  const link = response.headers.link;
  if (!isSuccess(response) || !htmlMediaTypes.has(mediaType(response)) || !link) return undefined;
  for (const entry of [link]
    .flat()
    .join(', ')
    .split(/,\s*(?=<)/)) {
    const target = /^\s*<([^>]*)>/.exec(entry)?.[1];
    const parameters = new Map(
      [...entry.matchAll(/;\s*([a-z]+)\s*=\s*(?:"([^"]*)"|([^;]*))/gi)].map((m) => [m[1]!.toLowerCase(), (m[2] ?? m[3] ?? '').trim()]),
    );
    const relations = parameters.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    if (!target || !relations.includes('alternate') || !activityPubMediaType.test(parameters.get('type') ?? '')) continue;
    const url = URL.canParse(target, response.url.href) ? new URL(target, response.url) : undefined;
    if (url && url.href !== response.url.href) return url;
  }
  return undefined;
}

function isSuccess(response: SafeResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

function jsonDocument(response: SafeResponse): RemoteDocument {
  const { url } = response;
  if (!isSuccess(response)) throw new RemoteFetchError(url, 'http_status', `answered HTTP ${response.status}`, response.status);
  if (!jsonMediaTypes.has(mediaType(response))) throw new RemoteFetchError(url, 'unsupported_content_type', 'the answer is not JSON');
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(response.body));
  } catch {
    throw new RemoteFetchError(url, 'invalid_json', 'the answer is not valid JSON');
  }
  const problem = jsonStructureProblem(document);
  if (problem) throw new RemoteFetchError(url, 'document_rejected', `the document has ${problem}`);
  return { contextUrl: null, document, documentUrl: url.href };
}
