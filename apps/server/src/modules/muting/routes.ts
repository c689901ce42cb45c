import {
  apiPaths,
  memberParamsSchema,
  mutedMemberSchema,
  mutedWordCreateSchema,
  mutedWordParamsSchema,
  mutedWordSchema,
  mutingCopy,
  mutingLimits,
  pageQuerySchema,
  pageSchema,
  successSchema,
} from '@meshwork/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, type Policy } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { MemberMutes } from './memberMutes.js';
import type { MutedWords } from './mutedWords.js';

const tags = ['muting'];

/**
 * Mutes and muted words: what a member keeps out of their own lists. Muting asks the social
 * graph's `interact` (not oneself; an unknown, leaving or blocking member answers 404).
 */
export const mutingRoutes: FastifyPluginAsyncZod<{ mutes: MemberMutes; words: MutedWords; interact: Policy<string> }> = async (
  app,
  { mutes, words, interact },
) => {
  const perMember = app.memberLimit(mutingLimits.perMinute);

  app.get(
    apiPaths.mutes,
    {
      schema: {
        tags,
        summary: 'Members the viewer muted, newest first',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(mutedMemberSchema)) },
      },
    },
    async (request) => ok(await mutes.list(memberOf(request).memberId, request.query)),
  );

  app.post(
    apiPaths.mute,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Mute a member (they are not told)',
        params: memberParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(interact, memberId, request.params.user_id);
      await mutes.mute(memberId, request.params.user_id);
      return ok(null, mutingCopy.muted);
    },
  );

  app.delete(
    apiPaths.mute,
    {
      preHandler: perMember,
      schema: { tags, summary: 'Unmute a member', params: memberParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await mutes.unmute(memberOf(request).memberId, request.params.user_id);
      return ok(null, mutingCopy.unmuted);
    },
  );

  app.get(
    apiPaths.mutedWords,
    { schema: { tags, summary: 'The viewer’s muted words and hashtags', response: { 200: successSchema(z.array(mutedWordSchema)) } } },
    async (request) => ok(await words.list(memberOf(request).memberId)),
  );

  app.post(
    apiPaths.mutedWords,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Mute a word, phrase or hashtag for a while or for good; the same phrase again sets a new expiry',
        body: mutedWordCreateSchema,
        response: { 200: successSchema(mutedWordSchema), 201: successSchema(mutedWordSchema) },
      },
    },
    async (request, reply) => {
      const { word, created } = await words.add(memberOf(request).memberId, request.body.phrase, request.body.duration);
      if (!created) return ok(word, mutingCopy.wordMuted);
      reply.code(201);
      return ok(word, mutingCopy.wordMuted, 201);
    },
  );

  app.delete(
    apiPaths.mutedWord,
    {
      preHandler: perMember,
      schema: { tags, summary: 'Stop muting a word', params: mutedWordParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await words.remove(memberOf(request).memberId, request.params.id);
      return ok(null, mutingCopy.wordUnmuted);
    },
  );
};
