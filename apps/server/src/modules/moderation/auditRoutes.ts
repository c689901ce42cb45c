import { apiPaths, auditEntrySchema, auditLogQuerySchema, pageSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import type { AuditPages } from './auditPages.js';

/** The audit log, for administrators: read only, as no route changes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ pages: AuditPages }> = async (app, { pages }) => {
  app.get(
    apiPaths.actionLogs,
    {
      schema: {
        tags: ['moderation'],
        summary: 'The audit log, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: successSchema(pageSchema(auditEntrySchema)) },
      },
    },
    async (request) => ok(await pages.auditLog(request.query)),
  );
};
