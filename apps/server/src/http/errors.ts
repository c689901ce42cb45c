import { type ApiFailure, errorsCopy } from '@meshwork/contracts';

type Extra = ApiFailure['extra'];

/** An expected failure with the status, short code and message the client sees. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra?: Extra,
  ) {
    super(message);
  }
}

/** A 429 that says when to ask again, in seconds: the error envelope and the `Retry-After` header. */
export class RetryLater extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

export const badRequest = (code: string, message: string, extra?: Extra) => new AppError(400, code, message, extra);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string, extra?: Extra) => new AppError(409, code, message, extra);

/** A 422 with per-field messages, as a validation failure answers. */
export function invalidFields(fields: Record<string, string[]>, message: string = errorsCopy.validationFailed) {
  return new AppError(422, 'validation_failed', message, { message: fields });
}
