import { apiPaths, publicInstanceSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import type { InstanceSettingsStore } from './settings.js';

/** What anyone reads of the instance: the about page and the sign-up form ask for it. */
export const instanceRoutes: FastifyPluginAsyncZod<{ settings: InstanceSettingsStore }> = async (app, { settings }) => {
  app.get(
    apiPaths.instance,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['instance'],
        summary: "The instance's name, description, rules, contact and sign-up mode (anyone)",
        response: { 200: successSchema(publicInstanceSchema) },
      },
    },
    async () => ok(await settings.publicView()),
  );
};
