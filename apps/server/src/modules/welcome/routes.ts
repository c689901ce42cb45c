import { apiPaths, successSchema, welcomeSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { WelcomeService } from './service.js';

const tags = ['welcome'];

/** The member's own welcome: its state, and closing it for good. */
export const welcomeRoutes: FastifyPluginAsyncZod<{ welcome: WelcomeService }> = async (app, { welcome }) => {
  app.get(
    apiPaths.welcome,
    {
      schema: {
        tags,
        summary: "The newsfeed's welcome: whether it is shown, which first steps are done, and whom to meet",
        response: { 200: successSchema(welcomeSchema) },
      },
    },
    async (request) => ok(await welcome.state(memberOf(request).memberId)),
  );

  app.post(
    apiPaths.welcomeDismiss,
    {
      schema: {
        tags,
        summary: 'Dismiss the welcome for good; answers its new state',
        response: { 200: successSchema(welcomeSchema) },
      },
    },
    async (request) => ok(await welcome.dismiss(memberOf(request).memberId)),
  );
};
