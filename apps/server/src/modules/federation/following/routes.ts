import {
  federationCopy,
  federationLimits,
  pageQuerySchema,
  pageSchema,
  remoteAccountQuerySchema,
  remoteAccountSchema,
  remoteFollowCreateSchema,
  remoteFollowApiPaths,
  remoteFollowedAccountSchema,
  remoteFollowParamsSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { memberOf } from '../../../plugins/auth.js';
import type { RemoteFollowing } from './remoteFollowing.js';
import type { RemoteFollows } from './remoteFollows.js';

const tags = ['federation'];

/**
 * Members following accounts of other servers, and those accounts' profiles. Every call that
 * reaches another server counts against a budget per member.
 */
export const remoteFollowingRoutes: FastifyPluginAsyncZod<{ follows: RemoteFollows; following: RemoteFollowing }> = async (
  app,
  { follows, following },
) => {
  const perMember = app.memberLimit(federationLimits.perMinute);

  app.get(
    remoteFollowApiPaths.following,
    {
      schema: {
        tags,
        summary: 'Accounts of other servers the member follows, newest first, with the state of each follow',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(remoteFollowedAccountSchema)) },
      },
    },
    async (request) => ok(await following.list(memberOf(request).memberId, request.query)),
  );

  app.post(
    remoteFollowApiPaths.following,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Follow an account of another server (`@user@host` or its address); pending until its server accepts',
        body: remoteFollowCreateSchema,
        response: { 200: successSchema(remoteFollowedAccountSchema), 201: successSchema(remoteFollowedAccountSchema) },
      },
    },
    async (request, reply) => {
      const { account, created } = await follows.follow(memberOf(request).memberId, request.body.account);
      if (!created) return ok(account, federationCopy.followResent);
      reply.code(201);
      return ok(account, federationCopy.followRequested, 201);
    },
  );

  app.delete(
    remoteFollowApiPaths.follow,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Unfollow an account of another server; its server is told',
        params: remoteFollowParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await follows.unfollow(memberOf(request).memberId, request.params.id);
      return ok(null, federationCopy.unfollowed);
    },
  );

  app.get(
    remoteFollowApiPaths.account,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'The profile of an account of another server and its recent public posts, fetched now',
        querystring: remoteAccountQuerySchema,
        response: { 200: successSchema(remoteAccountSchema) },
      },
    },
    async (request) => ok(await follows.account(memberOf(request).memberId, request.query.account)),
  );
};
