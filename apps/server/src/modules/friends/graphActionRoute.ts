import { memberParamsSchema, relationChangeSchema, successSchema, type RelationChange } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, type Policy } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface GraphAction {
  method: 'POST' | 'DELETE';
  url: string;
  tags: string[];
  summary: string;
  /** Changes how the viewer stands to the member of the path and answers the new relation. */
  act(viewerId: string, memberId: string): Promise<RelationChange>;
  /** The confirmation shown to the viewer. */
  message: string;
}

/**
 * A graph action on the member `user_id` of the path: one shape for requests, follows and blocks,
 * each allowed by the one policy of who the viewer may interact with.
 */
export function graphActionRoute(app: ZodApp, interact: Policy<string>, { method, url, tags, summary, act, message }: GraphAction): void {
  app.route({
    method,
    url,
    schema: { tags, summary, params: memberParamsSchema, response: { 200: successSchema(relationChangeSchema) } },
    handler: async (request) => {
      const { memberId } = memberOf(request);
      await authorize(interact, memberId, request.params.user_id);
      return ok(await act(memberId, request.params.user_id), message);
    },
  });
}
