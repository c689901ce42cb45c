import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, type Policy } from '../../http/authorize.js';
import { memberOf } from '../../plugins/auth.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';

/**
 * Registers staff routes closed by default: every route of the scope asks the staff policy before
 * its input is read, so a route cannot forget to (docs/moderation.md, "Roles").
 */
export async function registerStaffRoutes<Options extends object>(
  app: FastifyInstance,
  policy: Policy<void>,
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): Promise<void> {
  await registerProductRoutes(
    app,
    async (scope, scopeOptions: Options) => {
      scope.addHook('onRequest', async (request) => authorize(policy, memberOf(request).memberId, undefined));
      await scope.register(routes, scopeOptions);
    },
    options,
  );
}
