import {
  apiPaths,
  mutedConversationBodySchema,
  mutedConversationParamsSchema,
  mutedConversationSchema,
  mutingCopy,
  mutingLimits,
  successSchema,
} from '@meshwork/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, type Policy } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { MutedConversations } from './mutedConversations.js';

const tags = ['muting'];

/**
 * Muted conversations: a member mutes a direct or group conversation they are in, for a while or
 * for good; its messages then notify them of nothing (docs/moderation.md).
 */
export const mutedConversationRoutes: FastifyPluginAsyncZod<{ conversations: MutedConversations; mayMute: Policy<string> }> = async (
  app,
  { conversations, mayMute },
) => {
  const perMember = app.memberLimit(mutingLimits.perMinute);

  app.get(
    apiPaths.mutedConversations,
    {
      schema: {
        tags,
        summary: 'The viewer’s muted conversations whose mute still applies',
        response: { 200: successSchema(z.array(mutedConversationSchema)) },
      },
    },
    async (request) => ok(await conversations.list(memberOf(request).memberId)),
  );

  app.put(
    apiPaths.mutedConversation,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Mute a conversation one is in for a while or for good; muting it again sets a new expiry',
        params: mutedConversationParamsSchema,
        body: mutedConversationBodySchema,
        response: { 200: successSchema(mutedConversationSchema), 201: successSchema(mutedConversationSchema) },
      },
    },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      await authorize(mayMute, memberId, request.params.channel);
      const { mute, created } = await conversations.mute(memberId, request.params.channel, request.body.duration);
      if (!created) return ok(mute, mutingCopy.conversationMuted);
      reply.code(201);
      return ok(mute, mutingCopy.conversationMuted, 201);
    },
  );

  app.delete(
    apiPaths.mutedConversation,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Unmute a conversation',
        params: mutedConversationParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await conversations.unmute(memberOf(request).memberId, request.params.channel);
      return ok(null, mutingCopy.conversationUnmuted);
    },
  );
};
