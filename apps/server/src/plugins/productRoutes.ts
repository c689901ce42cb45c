import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inputShapePlugin } from './inputShape.js';

/**
 * Registers routes of the product in a scope whose every input passes the shape check before its
 * schema runs: modules add their routes through here, so none can miss the check. Under `/api`
 * unless the routes spell their whole paths (the dev mailbox).
 */
export async function registerProductRoutes<Options extends object>(
  app: FastifyInstance,
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
  prefix = '/api',
): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(inputShapePlugin);
      await scope.register(routes, options);
    },
    { prefix },
  );
}
