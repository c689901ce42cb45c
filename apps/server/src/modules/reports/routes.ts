import { apiPaths, reportCreateSchema, reportLimits, reportReceiptSchema, reportsCopy, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { ReportFiling } from './filing.js';

const tags = ['reports'];

/** A member reports content or a member: 201 for a new report, 200 when it updates their report of the same open case. */
export const reportsRoutes: FastifyPluginAsyncZod<{ filing: ReportFiling }> = async (app, { filing }) => {
  app.post(
    apiPaths.reports,
    {
      preHandler: app.memberLimit(reportLimits.perMinute),
      schema: {
        tags,
        summary: "Report a post, comment, messages, member, group, event or another server's post to the moderators",
        body: reportCreateSchema,
        response: { 200: successSchema(reportReceiptSchema), 201: successSchema(reportReceiptSchema) },
      },
    },
    async (request, reply) => {
      const receipt = await filing.file(memberOf(request).memberId, request.body);
      if (receipt.updated) return ok(receipt, reportsCopy.reportUpdated);
      reply.code(201);
      return ok(receipt, receipt.forwarded_to ? reportsCopy.forwarded(receipt.forwarded_to) : reportsCopy.reported, 201);
    },
  );
};
