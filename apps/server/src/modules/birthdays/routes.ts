import { apiPaths, upcomingBirthdaySchema, birthdaysQuerySchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { BirthdaysService } from './service.js';

export const birthdaysRoutes: FastifyPluginAsyncZod<{ birthdays: BirthdaysService }> = async (app, { birthdays }) => {
  app.get(
    apiPaths.birthdays,
    {
      schema: {
        tags: ['birthdays'],
        summary: "Friends' birthdays from the given day to 30 days later, as far as each friend shows theirs",
        querystring: birthdaysQuerySchema,
        response: { 200: successSchema(z.array(upcomingBirthdaySchema)) },
      },
    },
    async (request) => ok(await birthdays.upcoming(memberOf(request).memberId, request.query.from)),
  );
};
