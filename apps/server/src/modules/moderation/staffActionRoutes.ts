import {
  apiPaths,
  appealDecisionSchema,
  appealSchema,
  appealsQuerySchema,
  auditEntrySchema,
  contentActions,
  memberActions,
  moderationActionSchema,
  moderationCopy,
  pageSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { UsersService } from '../users/index.js';
import type { ModerationActions, StaffActor } from './actions.js';
import type { Appeals } from './appeals.js';

const tags = ['moderation'];
const idParams = z.object({ id: z.uuid({ error: moderationCopy.unknownTarget }) });
const contentParams = idParams.extend({ action: z.enum(contentActions) });
const memberParams = idParams.extend({ action: z.enum(memberActions) });

export interface StaffRouteOptions {
  actions: ModerationActions;
  appeals: Appeals;
  users: UsersService;
}

/** The moderators' routes: actions on content and members, appeals. Registered through `registerStaffRoutes`. */
export const staffModerationRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, { actions, appeals, users }) => {
  const actorOf = async (request: FastifyRequest): Promise<StaffActor> => {
    const { memberId } = memberOf(request);
    return { id: memberId, username: (await users.find(memberId))?.username ?? memberId };
  };

  app.post(
    apiPaths.moderationPostAction,
    {
      schema: {
        tags,
        summary: 'Remove, restore or mark a post sensitive',
        params: contentParams,
        body: moderationActionSchema,
        response: { 200: successSchema(auditEntrySchema.pick({ id: true })) },
      },
    },
    async (request) => {
      const entry = await actions.onContent(await actorOf(request), 'post', request.params.id, request.params.action, {
        reason: request.body.reason,
        caseId: request.body.case_id,
      });
      return ok({ id: entry.id }, moderationCopy.acted);
    },
  );

  app.post(
    apiPaths.moderationCommentAction,
    {
      schema: {
        tags,
        summary: 'Remove or restore a comment',
        params: contentParams,
        body: moderationActionSchema,
        response: { 200: successSchema(auditEntrySchema.pick({ id: true })) },
      },
    },
    async (request) => {
      const entry = await actions.onContent(await actorOf(request), 'comment', request.params.id, request.params.action, {
        reason: request.body.reason,
        caseId: request.body.case_id,
      });
      return ok({ id: entry.id }, moderationCopy.acted);
    },
  );

  app.post(
    apiPaths.moderationMemberAction,
    {
      schema: {
        tags,
        summary: 'Warn, limit or suspend a member, or lift it',
        params: memberParams,
        body: moderationActionSchema,
        response: { 200: successSchema(auditEntrySchema.pick({ id: true })) },
      },
    },
    async (request) => {
      const entry = await actions.onMember(await actorOf(request), request.params.id, request.params.action, {
        reason: request.body.reason,
        caseId: request.body.case_id,
      });
      return ok({ id: entry.id }, moderationCopy.acted);
    },
  );

  app.get(
    apiPaths.moderationAppeals,
    {
      schema: {
        tags,
        summary: 'Appeals by status, newest first',
        querystring: appealsQuerySchema,
        response: { 200: successSchema(pageSchema(appealSchema)) },
      },
    },
    async (request) => ok(await appeals.list(request.query)),
  );

  app.post(
    apiPaths.moderationAppealDecide,
    {
      schema: {
        tags,
        summary: 'Grant (reversing the action) or deny an appeal',
        params: idParams,
        body: appealDecisionSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await appeals.decide(await actorOf(request), request.params.id, request.body.decision === 'grant', request.body.reason);
      return ok(null, moderationCopy.acted);
    },
  );
};
