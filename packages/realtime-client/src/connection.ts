import { realtimeLimits, realtimeMessages } from '@meshwork/contracts';
import { invalid, RealtimeServiceError } from './errors.js';
import { queryString, type QueryValues } from './encoding.js';

export interface RealtimeConfig {
  /** Where the service is mounted, e.g. `https://meshwork.example` (no trailing path). */
  origin: string;
  publishKey?: string;
  subscribeKey: string;
  /** The client identity (`<member id><suffix>` in the product): a non-empty string. */
  userId: string;
  /** Sent as `auth` on every call but time: the member's session token. */
  authKey?: string;
  /** Encrypts published messages and decrypts received ones (the protocol's AES-256-CBC). */
  cipherKey?: string;
  /** Extra query parameters sent on every call (the product attaches its session token as `token`). */
  query?: Record<string, string>;
  /** How many times a file message is published after its upload before giving up. */
  fileUploadPublishRetryLimit?: number;
  /** Per-call timeout of every call but subscribe and uploads (default 15 s). */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** A client's settings, checked once: every call of the package takes one. */
export interface RealtimeConnection extends Readonly<Required<Omit<RealtimeConfig, 'authKey' | 'cipherKey' | 'publishKey'>>> {
  readonly publishKey?: string;
  readonly authKey?: string;
  readonly cipherKey?: string;
}

const sdkName = 'Meshwork-Realtime/0.1.0';

export function createRealtimeConnection(config: RealtimeConfig): RealtimeConnection {
  if (typeof config.userId !== 'string' || config.userId.trim().length === 0) invalid(realtimeMessages.invalidUserId);
  return {
    ...config,
    origin: config.origin.replace(/\/+$/, ''),
    query: config.query ?? {},
    fileUploadPublishRetryLimit: config.fileUploadPublishRetryLimit ?? realtimeLimits.fileUploadPublishRetries,
    requestTimeoutMs: config.requestTimeoutMs ?? 15_000,
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
}

export function requireSubscribeKey(connection: RealtimeConnection): void {
  if (!connection.subscribeKey) invalid(realtimeMessages.missingSubscribeKey);
}

/** The full URL of a call: the client's identity, `auth` (unless the call goes without) and its own query. */
export function urlOf(connection: RealtimeConnection, path: string, query: QueryValues = {}, withAuth = true): string {
  const common: QueryValues = { uuid: connection.userId, pnsdk: sdkName, ...(withAuth ? { auth: connection.authKey } : {}) };
  return `${connection.origin}${path}?${queryString({ ...connection.query, ...common, ...query })}`;
}

export interface ServiceCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: QueryValues;
  /** JSON body (objects, actions, file names); a string is sent as it is. */
  body?: unknown;
  contentType?: string;
  withAuth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page that sends it (a leave while a tab closes). */
  keepalive?: boolean;
}

/** The protocol's in-band error: `error: 1` with a status, a message and a service (protocol §1.6). */
function isInBandError(body: unknown): body is { status: number } {
  if (!body || typeof body !== 'object') return false;
  const { error, status, message, service } = body as Record<string, unknown>;
  return error === 1 && Boolean(status) && Boolean(message) && Boolean(service);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One request to the service; answers the parsed JSON, or throws a service error for a status of 400 or above. */
export async function callService<T>(connection: RealtimeConnection, call: ServiceCall): Promise<T> {
  const timeout = AbortSignal.timeout(call.timeoutMs ?? connection.requestTimeoutMs);
  const hasBody = call.body !== undefined;
  const response = await connection.fetch(urlOf(connection, call.path, call.query, call.withAuth ?? true), {
    method: call.method ?? 'GET',
    signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
    ...(call.keepalive ? { keepalive: true } : {}),
    ...(hasBody
      ? {
          body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
          headers: { 'Content-Type': call.contentType ?? 'application/json' },
        }
      : {}),
  });
  const body = parseJson(await response.text());
  if (response.status >= 400) throw new RealtimeServiceError(response.status, body);
  if (body === undefined) throw new RealtimeServiceError(response.status, undefined);
  if (isInBandError(body)) throw new RealtimeServiceError(Number(body.status), body);
  return body as T;
}
