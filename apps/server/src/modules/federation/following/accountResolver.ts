import type { DocumentLoader } from '@fedify/fedify/runtime';
import { isActor, Object as ApObject, type Actor } from '@fedify/vocab';
import { accountAddressOf, hostOf, type AccountAddress } from './accountAddress.js';
import { jsonStructureProblem } from '../remote/jsonStructure.js';
import { RemoteFetchError } from '../remote/remoteFetchError.js';
import { meshworkUserAgent, safeFetch, type SafeResponse } from '../remote/safeFetch.js';

/** Why an account could not be resolved: each one the member reads as its own answer. */
export type AccountLookupFailure = 'invalid' | 'own_server' | 'not_found' | 'unreachable' | 'refused';

export class AccountLookupError extends Error {
  constructor(readonly failure: AccountLookupFailure) {
    super(`account lookup failed: ${failure}`);
    this.name = 'AccountLookupError';
  }
}

export interface AccountResolverSettings {
  /** Our public URL: an account on this host is refused, followed here instead. */
  publicUrl: string;
  /** Loopback and private networks too, and WebFinger over plain http: tests only. */
  allowPrivateAddresses: boolean;
  /** The federation's SSRF-safe loaders. */
  documentLoader: DocumentLoader;
  contextLoader: DocumentLoader;
}

const jrdAccept = 'application/jrd+json, application/json';
/** A WebFinger answer is a few links: far below the document limit. */
const webFingerMaxBytes = 64 * 1024;
const actorLinkType = /^application\/(activity\+json|ld\+json)\s*(;|$)/i;

/** The RemoteFetchError reasons that mean the server refused to be reached from here, rather than failed to answer. */
const refusedReasons = new Set(['private_address', 'unsupported_scheme', 'credentials_in_url', 'invalid_url']);

function lookupFailureOf(error: unknown): AccountLookupError {
  if (error instanceof AccountLookupError) return error;
  if (!(error instanceof RemoteFetchError)) return new AccountLookupError('unreachable');
  if (refusedReasons.has(error.reason)) return new AccountLookupError('refused');
  const status = error.response?.status;
  return new AccountLookupError(status === 404 || status === 410 ? 'not_found' : 'unreachable');
}

/** The actor link of a WebFinger answer (JRD): `rel="self"` of an ActivityPub type, an absolute http(s) URL. */
function actorLinkOf(response: SafeResponse): URL {
  if (response.status === 404 || response.status === 410) throw new AccountLookupError('not_found');
  if (response.status < 200 || response.status >= 300) throw new AccountLookupError('unreachable');
  let jrd: unknown;
  try {
    jrd = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(response.body));
  } catch {
    throw new AccountLookupError('unreachable');
  }
  if (jsonStructureProblem(jrd)) throw new AccountLookupError('unreachable');
  const links = (jrd as { links?: unknown }).links;
  for (const link of Array.isArray(links) ? (links as unknown[]) : []) {
    if (typeof link !== 'object' || link === null) continue;
    const { rel, type, href } = link as Record<string, unknown>;
    if (rel !== 'self' || typeof type !== 'string' || !actorLinkType.test(type) || typeof href !== 'string') continue;
    if (!URL.canParse(href)) continue;
    const url = new URL(href);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url;
  }
  throw new AccountLookupError('not_found');
}

/**
 * Resolves what a member wrote (`@user@host`, `user@host`, an actor or profile address) to the remote
 * actor, through WebFinger and the actor document, on our SSRF-safe fetch and loaders only; every
 * fetch is bounded in time, size and redirects. Accounts of this server are refused.
 */
export class AccountResolver {
  private readonly ownHost: string;

  constructor(private readonly settings: AccountResolverSettings) {
    this.ownHost = new URL(settings.publicUrl).host;
  }

  /** The address a member wrote, parsed; `invalid` or `own_server` before any fetch. */
  private addressOf(text: string): AccountAddress {
    const address = accountAddressOf(text);
    if (!address) throw new AccountLookupError('invalid');
    if (hostOf(address) === this.ownHost) throw new AccountLookupError('own_server');
    return address;
  }

  async resolve(text: string): Promise<Actor> {
    const address = this.addressOf(text);
    try {
      const actorUrl = 'handle' in address ? await this.webFinger(address.handle) : address.url;
      return await this.actorAt(actorUrl);
    } catch (error) {
      throw lookupFailureOf(error);
    }
  }

  /**
   * The actor a handle names. HTTPS only, as WebFinger requires; plain http is tried after it only
   * where private addresses are allowed (tests on loopback).
   */
  private async webFinger({ username, host }: { username: string; host: string }): Promise<URL> {
    const schemes = this.settings.allowPrivateAddresses ? ['https', 'http'] : ['https'];
    const resource = encodeURIComponent(`acct:${username}@${host}`);
    let failure: unknown;
    for (const scheme of schemes) {
      try {
        const response = await safeFetch(`${scheme}://${host}/.well-known/webfinger?resource=${resource}`, {
          userAgent: meshworkUserAgent(this.settings.publicUrl),
          accept: jrdAccept,
          allowPrivateAddresses: this.settings.allowPrivateAddresses,
          maxBytes: webFingerMaxBytes,
        });
        return actorLinkOf(response);
      } catch (error) {
        // Only a server that could not be reached is tried again over http; an answer is final.
        if (!(error instanceof RemoteFetchError) || error.reason !== 'connection_failed') throw error;
        failure = error;
      }
    }
    throw failure;
  }

  /** The actor document at a URL, whose id is on the origin it was served from. */
  private async actorAt(url: URL): Promise<Actor> {
    if (url.host === this.ownHost) throw new AccountLookupError('own_server');
    const { document, documentUrl } = await this.settings.documentLoader(url.href);
    const object = await ApObject.fromJsonLd(document, {
      documentLoader: this.settings.documentLoader,
      contextLoader: this.settings.contextLoader,
      baseUrl: new URL(documentUrl),
    }).catch(() => undefined);
    if (!isActor(object) || !object.id) throw new AccountLookupError('not_found');
    // An actor is only taken from its own server: a document may claim any id.
    if (object.id.origin !== new URL(documentUrl).origin) throw new AccountLookupError('not_found');
    if (object.id.host === this.ownHost) throw new AccountLookupError('own_server');
    // Fedify delivers to an inbox with a plain fetch, no address check: an inbox is only taken on the
    // actor's own origin, which our loader has just reached as a public address.
    if (object.inboxId?.origin !== object.id.origin) throw new AccountLookupError('refused');
    return object;
  }
}
