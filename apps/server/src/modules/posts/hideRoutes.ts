import { apiPaths, mutingCopy, mutingLimits, postParamsSchema, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { HiddenPosts } from '../muting/index.js';
import type { PostPolicies } from './policies.js';

const tags = ['muting'];

/** A member hides a post they see from their feed, hashtag pages and search, and shows it again. */
export const hideRoutes: FastifyPluginAsyncZod<{ hiddenPosts: HiddenPosts; policies: PostPolicies }> = async (
  app,
  { hiddenPosts, policies },
) => {
  const perMember = app.memberLimit(mutingLimits.perMinute);
  const schema = { tags, params: postParamsSchema, response: { 200: successSchema(z.null()) } };

  app.post(
    apiPaths.postHide,
    { preHandler: perMember, schema: { ...schema, summary: 'Hide a post from one’s own lists' } },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.view, memberId, request.params.id);
      await hiddenPosts.hide(memberId, request.params.id);
      return ok(null, mutingCopy.postHidden);
    },
  );

  app.delete(apiPaths.postHide, { preHandler: perMember, schema: { ...schema, summary: 'Show a hidden post again' } }, async (request) => {
    const { memberId } = memberOf(request);
    await authorize(policies.view, memberId, request.params.id);
    await hiddenPosts.unhide(memberId, request.params.id);
    return ok(null, mutingCopy.postUnhidden);
  });
};
