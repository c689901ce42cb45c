import {
  accountDetailsQuerySchema,
  accountDetailsSchema,
  apiPaths,
  memberPreferencesSchema,
  mutingCopy,
  successSchema,
} from '@meshwork/contracts';
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

  // The member's own, by the session: no id to name another member's.
  app.patch(
    apiPaths.memberPreferences,
    {
      schema: {
        tags: ['users'],
        summary: "Change how the member's own pages show things",
        body: memberPreferencesSchema,
        response: { 200: successSchema(memberPreferencesSchema) },
      },
    },
    async (request) => {
      const preferences = await users.changePreferences(memberOf(request).memberId, request.body);
      return ok(preferences, preferences.always_show_sensitive ? mutingCopy.sensitiveShown : mutingCopy.sensitiveBlurred);
    },
  );
};
