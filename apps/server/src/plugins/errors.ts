import { type ApiFailure, errorsCopy } from '@meshwork/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RetryLater } from '../http/errors.js';

export function sendFailure(reply: FastifyReply, failure: ApiFailure) {
  return reply.status(failure.status_code).send(failure);
}

/** Field name of a validation issue: `body/email` → `email`, a whole-body issue → `body`. */
function fieldOf(instancePath: string | undefined, context: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}

function toFailure(error: FastifyError | AppError): ApiFailure {
  if (error instanceof AppError) {
    const failure: ApiFailure = { status_code: error.statusCode, error: error.code, message: error.message };
    return error.extra ? { ...failure, extra: error.extra } : failure;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = fieldOf(issue.instancePath, error.validationContext ?? 'body');
      (fields[field] ??= []).push(issue.message ?? 'Invalid value');
    }
    return { status_code: 422, error: 'validation_failed', message: errorsCopy.validationFailed, extra: { message: fields } };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { status_code: 413, error: 'payload_too_large', message: errorsCopy.payloadTooLarge };
  if (status === 429) return { status_code: 429, error: 'too_many_requests', message: errorsCopy.tooManyRequests };
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type): their message names the problem, not our internals.
    return { status_code: status, error: error.code ? error.code.toLowerCase() : 'bad_request', message: error.message };
  }
  return { status_code: 500, error: 'internal_error', message: errorsCopy.internalError };
}

/** Every failure leaves in the error envelope; a 5xx shows neither stack nor SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = toFailure(error);
    if (error instanceof RetryLater) void reply.header('retry-after', error.retryAfterSeconds);
    if (failure.status_code >= 500) request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, failure);
  });
});
