import type { Middleware } from 'openapi-fetch';
import { messages, type ApiFailure } from '@meshwork/contracts';
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

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The error to throw for a failed answer, from its envelope when it has one. */
function failureFrom(response: Response, body: Record<string, unknown> | null): ApiError {
  const failure = (body ?? {}) as Partial<ApiFailure>;
  const status = response.ok ? (failure.status_code ?? 500) : response.status;
  const message = failure.message || response.statusText || messages.somethingWentWrong;
  const retryAfter = response.headers.get('retry-after');
  return new ApiError(
    status,
    failure.error ?? 'request_failed',
    message,
    failure.extra,
    retryAfter === null ? undefined : Number(retryAfter),
  );
}

/**
 * The rules every answer of the product API follows: a 401 ends the session (§4, §8), and a
 * failure envelope comes back as an ApiError, so a call that resolves always holds a success envelope.
 */
export const sessionRules: Middleware = {
  async onResponse({ response }) {
    const body = await readBody(response);
    if (response.status === 401 && body?.message === messages.tokenExpired) {
      sessionStore.clear();
      rememberReturnPath(window.location);
      handlers.onExpired();
    } else if (body?.status_code === 401 && sessionStore.clear()) {
      handlers.onRejected();
    }
    const failed = !response.ok || body === null || (typeof body.status_code === 'number' && body.status_code >= 400);
    if (failed) throw failureFrom(response, body);
    return undefined;
  },
};
