import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const docsPrefix = '/api/docs';

/** The OpenAPI document, generated from the route schemas, and its browsable UI at /api/docs. */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Meshwork API',
        version: '0.1.0',
        description: 'The product API of Meshwork. Pass the session token as `?token=` or a Bearer header.',
      },
    },
    transform: jsonSchemaTransform,
    // Paths in code-point order, so the web client's generated types stay put whatever order modules register in.
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      const paths = Object.entries(document.paths ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
      return { ...document, paths: Object.fromEntries(paths) };
    },
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      // The API documentation is public: every route the UI plugin adds is marked so.
      route.config = { ...route.config, access: { public: true } };
      // The UI plugin redirects its index.html by editing the whole URL, which a query string
      // defeats: the redirect then points at itself, forever. This one goes by the route alone.
      if (route.url === `${docsPrefix}/static/index.html`) route.handler = (_request, reply) => reply.redirect(`${docsPrefix}/`);
    });
    await docs.register(swaggerUi, { routePrefix: docsPrefix, staticCSP: true });
  });
});
