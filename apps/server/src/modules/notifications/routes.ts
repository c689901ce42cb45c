import { apiPaths, notificationTypeSchema, notificationTypes, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.notificationTypes,
    {
      config: { access: { allow: ['pendingTwoFa', 'deactivated'] } },
      schema: { tags: ['notifications'], summary: 'The kinds of notification a member can receive', response: { 200: successSchema(z.array(notificationTypeSchema)) } },
    },
    async () => ok(notificationTypes),
  );
};
