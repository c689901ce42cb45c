import { realtimeMessages } from '@meshwork/contracts';

/** A call refused before any request: an argument breaks one of the messaging rules (§5). */
export class RealtimeValidationError extends Error {
  override readonly name = 'RealtimeValidationError';
}

/** The service answered with a status of 400 or above (or an in-band error). */
export class RealtimeServiceError extends Error {
  override readonly name = 'RealtimeServiceError';

  constructor(
    readonly status: number,
    /** The answer's body, parsed when it is JSON. */
    readonly body: unknown,
    message: string = realtimeMessages.serviceError,
  ) {
    super(message);
  }
}

/** A message that does not decrypt with the client's cipher key. */
export class RealtimeDecryptionError extends Error {
  override readonly name = 'RealtimeDecryptionError';
}

export function invalid(message: string): never {
  throw new RealtimeValidationError(message);
}

/** Throws the validation error unless the value is a non-empty string. */
export function requireText(value: unknown, message: string): asserts value is string {
  if (typeof value !== 'string' || value.length === 0) invalid(message);
}

/** Throws the validation error unless the list holds at least one name. */
export function requireList(value: readonly string[] | undefined, message: string): asserts value is readonly string[] {
  if (!value || value.length === 0) invalid(message);
}
