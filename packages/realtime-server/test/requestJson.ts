export interface JsonAnswer {
  status: number;
  /** The parsed JSON, or the text when the answer is not JSON. */
  body: any;
  /** The `Retry-After` header, when the answer has one. */
  retryAfter?: string;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A request over real HTTP; `body` goes as JSON, `rawBody` as it is. */
export async function requestJson(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<JsonAnswer> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: bodyOf(options),
  });
  const text = await response.text();
  const retryAfter = response.headers.get('retry-after') ?? undefined;
  try {
    return { status: response.status, body: JSON.parse(text), retryAfter };
  } catch {
    return { status: response.status, body: text, retryAfter };
  }
}

/** Bytes are copied so that their type is a fetch body under the DOM's types as well as Node's. */
function bodyOf({ body, rawBody }: RequestOptions): string | Uint8Array<ArrayBuffer> | undefined {
  if (rawBody !== undefined) return typeof rawBody === 'string' ? rawBody : new Uint8Array(rawBody);
  return body !== undefined ? JSON.stringify(body) : undefined;
}
