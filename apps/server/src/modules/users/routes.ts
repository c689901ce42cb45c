import { accountDetailsQuerySchema, accountDetailsSchema, apiPaths, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import { manageAccount } from './policies.js';
import type { UsersService } from './service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    apiPaths.accountDetails,
    {
      config: { access: { allow: ['deactivated'] } },
      schema: {
        tags: ['users'],
        summary: 'The account details of the member themself',
        querystring: accountDetailsQuerySchema,
        response: { 200: successSchema(accountDetailsSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(manageAccount, memberId, request.query.user_id);
      return ok(await users.accountDetails(memberId));
    },
  );
};
