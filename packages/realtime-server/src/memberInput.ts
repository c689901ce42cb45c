import { hasNul, jsonShapeMessage, jsonShapeMessages, jsonShapeProblem } from '@meshwork/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, newerError, type ErrorDetail, type ProtocolError } from './errors.js';

/**
 * Member input passes here before any family uses it: JSON keeps the shape of `jsonShapeLimits`
 * (nesting, keys and elements, no NUL), so every node can serialise, deliver and store it, and no
 * path or query parameter holds a NUL character, which PostgreSQL refuses in text.
 */

/** Why member-sent JSON may not enter the service, or null when it may. */
function jsonShapeRefusal(value: unknown): string | null {
  const problem = jsonShapeProblem(value);
  if (!problem) return null;
  return problem.path ? `${jsonShapeMessage(problem)} (at ${problem.path})` : jsonShapeMessage(problem);
}

/** Member-sent JSON text (a message, `meta`, `state`, a payload), parsed; `refuse` builds the 400 (reason null: not JSON). */
export function memberJson(text: string, refuse: (reason: string | null) => ProtocolError): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(null);
  }
  const refusal = jsonShapeRefusal(value);
  if (refusal) throw refuse(refusal);
  return value;
}

/** How a family answers input it refuses: the classic body with its `service`, or the newer one with its `source` (protocol §1.6). */
export type InputRefusal = (message: string, location: string, locationType: ErrorDetail['locationType']) => ProtocolError;

export const classicRefusal =
  (service: string): InputRefusal =>
  (message) =>
    badRequest(message, service);

export const newerRefusal =
  (source: string): InputRefusal =>
  (message, location, locationType) =>
    newerError(400, message, source, [{ message, location, locationType }]);

/**
 * Registers, for the family in `app`'s scope, the checks of its path and query parameters (no NUL)
 * and of its JSON bodies (the shape); what they refuse is answered with `refuse`.
 */
export function guardMemberInput(app: FastifyInstance, refuse: InputRefusal): void {
  // A callback hook, not an async one: every request passes here, long-polls included, and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = nulParameter(request);
    done(refused ? refuse(`Invalid ${refused.name}: ${jsonShapeMessages.nul}`, refused.name, refused.locationType) : undefined);
  });

  // Fastify's own parser keeps its protections (empty body, prototype poisoning); the shape is checked on what it parsed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body as string, (error, value) => {
      if (error) return done(refuse(error.message, 'body', 'body'));
      const refusal = jsonShapeRefusal(value);
      if (refusal) return done(refuse(`Invalid body: ${refusal}`, 'body', 'body'));
      done(null, value);
    }),
  );
}

/** The first path or query parameter holding a NUL character, in its name or its value. */
function nulParameter(request: FastifyRequest): { name: string; locationType: 'path' | 'query' } | null {
  const sources = [
    ['path', request.params],
    ['query', request.query],
  ] as const;
  for (const [locationType, parameters] of sources) {
    for (const [name, value] of Object.entries((parameters ?? {}) as Record<string, unknown>)) {
      if (hasNul(name)) return { name: 'parameter name', locationType };
      const values = Array.isArray(value) ? value : [value];
      if (values.some((item) => typeof item === 'string' && hasNul(item))) return { name, locationType };
    }
  }
  return null;
}
