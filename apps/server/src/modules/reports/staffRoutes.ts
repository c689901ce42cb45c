import {
  apiPaths,
  caseAssignSchema,
  caseDetailSchema,
  caseDismissSchema,
  caseListQuerySchema,
  caseNoteCreateSchema,
  casePageSchema,
  caseParamsSchema,
  memberRecordSchema,
  moderationMemberParamsSchema,
  reportsCopy,
  successSchema,
} from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import { mayModerate, type StaffPolicies } from '../moderation/index.js';
import { members } from '../users/index.js';
import type { CaseQueue } from './caseQueue.js';

const tags = ['moderation'];
const done = successSchema(z.null());

/** The moderators' queue; registered through `registerStaffRoutes`, so every route asks the staff policy first. */
export const caseQueueRoutes: FastifyPluginAsyncZod<{ queue: CaseQueue; staff: StaffPolicies; db: Db }> = async (
  app,
  { queue, staff, db },
) => {
  const staffMember = async (memberId: string) => {
    const [row] = await db.select({ id: members.id, username: members.username }).from(members).where(eq(members.id, memberId));
    return row!;
  };

  app.get(
    apiPaths.moderationCases,
    {
      schema: {
        tags,
        summary: 'Report cases, newest report first',
        querystring: caseListQuerySchema,
        response: { 200: successSchema(casePageSchema) },
      },
    },
    async (request) => ok(await queue.list(memberOf(request).memberId, request.query)),
  );

  app.get(
    apiPaths.moderationOpenCount,
    { schema: { tags, summary: 'How many cases stand open', response: { 200: successSchema(z.object({ open: z.number() })) } } },
    async () => ok({ open: await queue.openCount() }),
  );

  app.get(
    apiPaths.moderationCase,
    {
      schema: {
        tags,
        summary: 'A case: its reports, the target as it is, its member’s record and the notes',
        params: caseParamsSchema,
        response: { 200: successSchema(caseDetailSchema) },
      },
    },
    async (request) => ok(await queue.detail(request.params.id)),
  );

  app.post(
    apiPaths.moderationCaseAssign,
    {
      schema: {
        tags,
        summary: 'Assign a case to a staff member, or to nobody',
        params: caseParamsSchema,
        body: caseAssignSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      const { assignee_id: assigneeId } = request.body;
      await queue.assign(request.params.id, assigneeId, async (memberId) => mayModerate(await staff.roleOf(memberId)));
      return ok(null, assigneeId ? reportsCopy.assigned : reportsCopy.unassigned);
    },
  );

  app.post(
    apiPaths.moderationCaseNotes,
    { schema: { tags, summary: 'Add a note to a case', params: caseParamsSchema, body: caseNoteCreateSchema, response: { 201: done } } },
    async (request, reply) => {
      await queue.addNote(request.params.id, memberOf(request).memberId, request.body.text);
      reply.code(201);
      return ok(null, reportsCopy.noteAdded, 201);
    },
  );

  app.post(
    apiPaths.moderationCaseDismiss,
    {
      schema: { tags, summary: 'Close a case without action', params: caseParamsSchema, body: caseDismissSchema, response: { 200: done } },
    },
    async (request) => {
      await queue.dismiss(request.params.id, await staffMember(memberOf(request).memberId), request.body.reason);
      return ok(null, reportsCopy.dismissed);
    },
  );

  app.get(
    apiPaths.moderationMember,
    {
      schema: {
        tags,
        summary: 'A member’s record: account, cases about them, audit entries',
        params: moderationMemberParamsSchema,
        response: { 200: successSchema(memberRecordSchema) },
      },
    },
    async (request) => {
      const record = await queue.memberRecord(request.params.id);
      if (!record) throw notFound('member_not_found', reportsCopy.memberNotFound);
      return ok(record);
    },
  );
};
