import {
  federationCopy,
  federationLimits,
  pageQuerySchema,
  pageSchema,
  remoteBlockedAccountSchema,
  remoteBlockParamsSchema,
  remoteBlockSchema,
  remoteFollowApiPaths,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { memberOf } from '../../../plugins/auth.js';
import type { RemoteBlocks } from '../remoteBlocks.js';
import type { AccountBlocking } from './accountBlocking.js';

const tags = ['federation'];

/** Members blocking accounts of other servers; each block and unblock reaches the account's server. */
export const remoteBlockRoutes: FastifyPluginAsyncZod<{ blocking: AccountBlocking; blocks: RemoteBlocks }> = async (
  app,
  { blocking, blocks },
) => {
  const perMember = app.memberLimit(federationLimits.perMinute);

  app.get(
    remoteFollowApiPaths.blocks,
    {
      schema: {
        tags,
        summary: 'Accounts of other servers the member blocked, newest first',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(remoteBlockedAccountSchema)) },
      },
    },
    async (request) => ok(await blocks.list(memberOf(request).memberId, request.query)),
  );

  app.put(
    remoteFollowApiPaths.block,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Block an account of another server by its id here: the follows both ways end, and its server is told',
        params: remoteBlockParamsSchema,
        response: { 200: successSchema(remoteBlockSchema) },
      },
    },
    async (request) => {
      await blocking.block(memberOf(request).memberId, request.params.id);
      return ok({ blocked: true }, federationCopy.blocked);
    },
  );

  app.delete(
    remoteFollowApiPaths.block,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Unblock an account of another server; its server is told',
        params: remoteBlockParamsSchema,
        response: { 200: successSchema(remoteBlockSchema) },
      },
    },
    async (request) => {
      await blocking.unblock(memberOf(request).memberId, request.params.id);
      return ok({ blocked: false }, federationCopy.unblocked);
    },
  );
};
