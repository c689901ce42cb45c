import type { UseFormSetError, FieldValues, Path } from 'react-hook-form';
import { isApiError } from '../../api/ApiError';

/** The human message of an answer, whether the server put it on the envelope or in the output. */
export function responseMessage(envelope: { message?: string; output?: unknown }, fallback: string): string {
  const output = envelope.output as { message?: unknown } | null | undefined;
  if (envelope.message) return envelope.message;
  return typeof output?.message === 'string' ? output.message : fallback;
}

/** Whether the server sent a message for one of these fields (409/422), which the form shows under it. */
export function hasFieldErrors(error: unknown, fields: readonly string[]): boolean {
  return isApiError(error) && fields.some((field) => Boolean(error.firstFieldError(field)));
}

/** Puts the server's per-field messages (409/422) under their fields; answers whether any matched. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: Array<Path<T>>, setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.firstFieldError(field);
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
