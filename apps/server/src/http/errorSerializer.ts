import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { stdSerializers, type SerializedError } from 'pino';

// Error fields that repeat stored or sent values: a database's "Failing row contains (…)", "Key
// (email)=(…)", and the request as sent (URL and headers) of an HTTP parse error.
const valueCarryingFields = ['params', 'detail', 'rawPacket'] as const;
// SQLSTATE class 22 (data exception) messages quote the offending value: `invalid input syntax for type uuid: "…"`.
const dataExceptionClass = '22';
const causeDepthLimit = 10;

/**
 * Pairs of (text, safe text) for every error in the chain whose message carries query values:
 * Drizzle's "Failed query: … params: …" and PostgreSQL's data exceptions.
 */
function valueCarryingTexts(error: unknown): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < causeDepthLimit; depth++) {
    if (current instanceof DrizzleQueryError) texts.push([current.message, `Failed query: ${current.query}`]);
    if (current instanceof pg.DatabaseError && current.code?.startsWith(dataExceptionClass))
      texts.push([current.message, `data exception (SQLSTATE ${current.code})`]);
    current = current.cause;
  }
  return texts;
}

/** Removes the query values an error carries from a text about it (a message, a stack, a log line). */
export function withoutQueryValues(text: string, error: unknown): string {
  return valueCarryingTexts(error).reduce((safe, [unsafe, replacement]) => safe.split(unsafe).join(replacement), text);
}

function dropValueFields(serialized: SerializedError): void {
  for (const field of valueCarryingFields) delete serialized[field];
  for (const value of Object.values(serialized)) {
    if (typeof value === 'object' && value !== null && 'message' in value) dropValueFields(value as SerializedError);
  }
  for (const inner of (serialized.aggregateErrors as SerializedError[] | undefined) ?? []) dropValueFields(inner);
}

/**
 * The logger's `err` serializer: pino's, minus every value a failed query was run with. A query
 * error otherwise logs its parameters (a new member's password hash, an email address) in its
 * message, its stack and its `params`; PostgreSQL adds row values in `detail`.
 */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  // Not error-like (someone logged a string as `err`): pino hands it back as it is.
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  serialized.message = withoutQueryValues(serialized.message, error);
  if (serialized.stack) serialized.stack = withoutQueryValues(serialized.stack, error);
  dropValueFields(serialized);
  return serialized;
}
