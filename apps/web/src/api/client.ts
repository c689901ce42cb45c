import createClient, { createQuerySerializer } from 'openapi-fetch';
import { messages } from '@meshwork/contracts';
import { ApiError } from './ApiError';
import type { paths } from './schema';
import { sessionStore } from './session';
import { sessionRules } from './sessionRules';

function apiBaseUrl(): string {
  return new URL(import.meta.env.VITE_API_BASE ?? '/api', window.location.origin).toString();
}

const serializeQuery = createQuerySerializer();

/**
 * Every call carries the session token as `?token=` while one exists (§7). It joins the query as
 * the URL is built, within the call, so a logout right after a call still sends it; a middleware
 * would have to rebuild the request, and browsers send a rebuilt body as a stream, which they
 * refuse over HTTP/1.1.
 */
const withSessionToken = (query: Record<string, unknown>) => serializeQuery({ ...query, token: sessionStore.token() ?? undefined });

/**
 * The one client of the product API, typed by the server's OpenAPI document (`schema.d.ts`, from
 * `npm run api:generate`): `api.GET('/friends', { params: { query } })`. Every call carries the
 * token and follows `sessionRules`; unwrap its answer with `outputOf` or `envelopeOf`.
 */
export const api = createClient<paths>({
  baseUrl: apiBaseUrl(),
  headers: { accept: 'application/json' },
  querySerializer: withSessionToken,
  // Looked up on every call rather than once, so a fetch replaced later (tests) is the one used.
  fetch: (request) => globalThis.fetch(request),
});
api.use(sessionRules);

type Call<Envelope> = Promise<{ data?: Envelope }>;

/** The success envelope of a call, for callers that show its message; failures have thrown already. */
export async function envelopeOf<Envelope>(call: Call<Envelope>): Promise<Envelope> {
  const { data } = await call;
  // sessionRules throws on every answer without an envelope; this only tells the compiler.
  if (data === undefined) throw new ApiError(500, 'request_failed', messages.somethingWentWrong);
  return data;
}

/** The output of a call's success envelope. */
export async function outputOf<Output>(call: Call<{ output: Output }>): Promise<Output> {
  return (await envelopeOf(call)).output;
}

/** Sends a body of fields and files as multipart form data (uploads). */
export function formData(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * The address of an API path with the session token, for calls made outside the client (uploads
 * with progress). Never for a page's `src` or `href`: a person could copy it, so media come as the
 * signed links the server answers (`small_url`, `cover_url`, …).
 */
export function apiUrl(path: string, query: Record<string, unknown> = {}): string {
  const search = withSessionToken(query);
  return `${apiBaseUrl().replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}
