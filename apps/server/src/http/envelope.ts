import type { ApiSuccess } from '@meshwork/contracts';

/** Wraps a handler's result in the success envelope of the API conventions. */
export function ok<T>(output: T, message?: string, statusCode = 200): ApiSuccess<T> {
  return message === undefined ? { status_code: statusCode, output } : { status_code: statusCode, message, output };
}
