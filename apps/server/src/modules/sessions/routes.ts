import {
  apiPaths,
  limits,
  memberSessionSchema,
  otherSessionsEndedSchema,
  sessionParamsSchema,
  successSchema,
  sessionsCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { SessionStore } from '../auth/index.js';
import type { SessionPolicies } from './policies.js';
import { presentSession } from './presenters.js';

/** The member's own sessions: where they are logged in, and ending them (OWASP ASVS 7.5.2). */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionStore; policies: SessionPolicies }> = async (
  app,
  { sessions, policies },
) => {
  app.get(
    apiPaths.sessions,
    {
      schema: {
        tags: ['sessions'],
        summary: "The member's live sessions: this one first, then the most recently active",
        response: { 200: successSchema(z.array(memberSessionSchema)) },
      },
    },
    async (request) => {
      const { memberId, sessionId } = memberOf(request);
      const listed = (await sessions.listLive(memberId, limits.sessionsListMax)).map((row) => presentSession(row, sessionId));
      return ok([...listed.filter((session) => session.current), ...listed.filter((session) => !session.current)]);
    },
  );

  app.delete(
    apiPaths.session,
    {
      schema: {
        tags: ['sessions'],
        summary: "Log out one of the member's sessions; another member's answers 404",
        params: sessionParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await authorize(policies.end, memberOf(request).memberId, request.params.id);
      await sessions.end(request.params.id);
      return ok(null, sessionsCopy.sessionEnded);
    },
  );

  app.post(
    apiPaths.endOtherSessions,
    {
      schema: {
        tags: ['sessions'],
        summary: 'Log out every session of the member but this one',
        response: { 200: successSchema(otherSessionsEndedSchema) },
      },
    },
    async (request) => {
      const { memberId, sessionId } = memberOf(request);
      return ok({ ended: await sessions.endAllOthers(memberId, sessionId) }, sessionsCopy.otherSessionsEnded);
    },
  );
};
