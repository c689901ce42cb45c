import { jsonShapeMessage, jsonShapeProblem } from '@meshwork/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidFields } from '../http/errors.js';

/** The parts of a request a member writes, named as validation failures name them. */
const inputsOf = (request: FastifyRequest) => ({ body: request.body, querystring: request.query, params: request.params });

/**
 * Checks every input of the routes in the scope it is registered in before their schemas run: a
 * body nested too deep or with too many keys and elements, or a NUL character in any string or
 * key (PostgreSQL refuses it in text), answers 422 with a message for the field.
 */
export const inputShapePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of Object.entries(inputsOf(request))) {
      const problem = jsonShapeProblem(value);
      if (problem) throw invalidFields({ [problem.path || part]: [jsonShapeMessage(problem)] });
    }
  });
});
