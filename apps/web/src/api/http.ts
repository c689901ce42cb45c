import { messages, type ApiFailure, type ApiSuccess } from '@meshwork/contracts';
import { ApiError } from './ApiError';
import { loginPromptPath, rememberReturnPath } from './returnPath';
import { sessionStore } from './session';

export interface SessionEndHandlers {
  /** The server said "Token has expired": show the login prompt. */
  onExpired: () => void;
  /** Any other 401 body ended a live session. */
  onRejected: () => void;
}

// Until the router takes over, a full page load still reaches the prompt.
let handlers: SessionEndHandlers = {
  onExpired: () => window.location.assign(loginPromptPath),
  onRejected: () => {},
};

/** Wires the client to navigation; main.tsx does this once the router exists. */
export function setSessionEndHandlers(next: SessionEndHandlers): void {
  handlers = next;
}

export function apiBase(): string {
  return import.meta.env.VITE_API_BASE ?? '/api';
}

/** Every request carries the session token as a query parameter when one exists (§7). */
export function withToken(url: string, token: string | null): string {
  if (!token) return url;
  const absolute = new URL(url, window.location.origin);
  absolute.searchParams.set('token', token);
  return absolute.toString();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON, or a FormData for uploads (the browser then sets the multipart type). */
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${apiBase()}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Applies the session rules of §4/§8 to a failure and returns the error to throw. */
function failureFrom(response: Response, body: Record<string, unknown> | null): ApiError {
  const failure = (body ?? {}) as Partial<ApiFailure>;
  const status = response.ok ? (failure.status_code ?? 500) : response.status;
  const message = failure.message || response.statusText || messages.somethingWentWrong;
  return new ApiError(status, failure.error ?? 'request_failed', message, failure.extra);
}

/** The one HTTP client of the web app: token on every call, envelopes parsed, 401 rules applied. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  // The token is read before the first await so a logout right after the call still sends it.
  const url = withToken(buildUrl(path, options.query), sessionStore.token());
  const hasBody = options.body !== undefined;
  const isForm = options.body instanceof FormData;
  const response = await fetch(url, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: hasBody && !isForm ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
    body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const body = await readBody(response);

  const expired = response.status === 401 && body?.message === messages.tokenExpired;
  if (expired) {
    sessionStore.clear();
    rememberReturnPath(window.location);
    handlers.onExpired();
  } else if (body?.status_code === 401 && sessionStore.clear()) {
    handlers.onRejected();
  }

  const failed = !response.ok || (typeof body?.status_code === 'number' && body.status_code >= 400);
  if (failed) throw failureFrom(response, body);
  return (body ?? { status_code: response.status, output: undefined }) as unknown as ApiSuccess<T>;
}

export const http = {
  get: async <T>(path: string, query?: RequestOptions['query']): Promise<T> => (await apiRequest<T>(path, { query })).output,
  post: async <T>(path: string, body: unknown = {}): Promise<T> => (await apiRequest<T>(path, { method: 'POST', body })).output,
};
