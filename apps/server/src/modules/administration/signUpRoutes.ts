import {
  apiPaths,
  instanceCopy,
  pageQuerySchema,
  pageSchema,
  pendingSignUpSchema,
  signUpParamsSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import type { UsersService } from '../users/index.js';
import type { SignUpDecisions } from './signUps.js';

const tags = ['administration'];

const decisionParamsSchema = signUpParamsSchema.extend({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
});

/** Sign-ups awaiting approval and their decisions; registered through the administrators' staff scope. */
export const signUpRoutes: FastifyPluginAsyncZod<{ users: UsersService; signUps: SignUpDecisions }> = async (app, { users, signUps }) => {
  app.get(
    apiPaths.adminSignUps,
    {
      schema: {
        tags,
        summary: 'Members awaiting approval, oldest first, with their answers, a cursor page at a time (administrators)',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(pendingSignUpSchema)) },
      },
    },
    async (request) => ok(await signUps.pending(request.query)),
  );

  app.post(
    apiPaths.adminSignUpDecide,
    {
      preHandler: app.memberLimit(60),
      schema: {
        tags,
        summary: 'Approve a sign-up, or reject it and erase the account; the member is mailed (administrators)',
        params: decisionParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { id, decision } = request.params;
      const member = await signUps.waiting(id);
      if (!member) throw notFound('not_found', instanceCopy.invalidSignUp);
      const actor = await users.memberById(memberOf(request).memberId);
      const by = { id: actor.id, username: actor.username };
      if (decision === 'approve') {
        await signUps.approve(by, member);
        return ok(null, instanceCopy.signUpApproved(member.nickname));
      }
      await signUps.reject(by, member);
      return ok(null, instanceCopy.signUpRejected(member.nickname));
    },
  );
};
