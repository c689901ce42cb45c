import { apiPaths, healthSchema, successSchema, errorsCopy } from '@meshwork/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    apiPaths.health,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Ready when the database answers',
        response: { 200: successSchema(healthSchema) },
      },
    },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'database_unreachable', errorsCopy.databaseUnreachable);
      }
      return ok({ database: 'ok' });
    },
  );
};
