import type { ApiFailure } from '@meshwork/contracts';

/** A failed product API call, carrying the failure envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly extra?: ApiFailure['extra'],
    /** A 429's `Retry-After`: the seconds to wait before asking again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The per-field messages of a validation or conflict failure, if any. */
  get fieldErrors(): Record<string, string[]> {
    const detail = this.extra?.message;
    return typeof detail === 'object' && detail !== null ? detail : {};
  }

  /** The first message for one field, e.g. the server's email error (§8). */
  firstFieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
