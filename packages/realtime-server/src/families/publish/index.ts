import type { FastifyReply, FastifyRequest } from 'fastify';
import { classicError } from '../../errors.js';
import { limits } from '../../limits.js';
import { sendJsonText, type RealtimeFamily } from '../family.js';
import { publishRequestOf } from './publishRequest.js';

/**
 * Publish (GET and POST), fire (a publish with `store=0`) and signal (protocol §3). A message is
 * stamped, delivered and stored before the answer `[1, "Sent", "<timetoken>"]`.
 */
const publishFamily: RealtimeFamily = async (app, { ctx }) => {
  // The SDK posts the JSON message as application/x-www-form-urlencoded: read any body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: limits.messageMaxBytes * 2 }, (_request, body, done) => done(null, body));

  const publish =
    (kind: 'publish' | 'signal', payloadOf: (request: FastifyRequest) => string | undefined) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { sub, pub } = request.params as { sub: string; pub: string };
      ctx.policy.assertKeys({ subscribeKey: sub, publishKey: pub });
      const caller = await ctx.policy.callerOf(request);
      const parsed = publishRequestOf(request, payloadOf(request), kind);
      await ctx.policy.authorizeChannels(caller, [parsed.channel], 'write');
      await ctx.publishRate.consume(caller, () => classicError(429, 'Too Many Requests', 'Publish'));
      const published = await ctx.node.publish({
        channel: parsed.channel,
        message: parsed.message,
        publisherUuid: caller.uuid,
        meta: parsed.meta,
        customMessageType: parsed.customMessageType,
        messageType: kind === 'signal' ? 1 : 0,
        store: parsed.store,
        ttlHours: parsed.ttlHours,
      });
      return sendJsonText(reply, `[1,"Sent","${published.timetoken}"]`);
    };

  const fromPath = (request: FastifyRequest) => (request.params as { payload: string }).payload;
  const fromBody = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : undefined);
  // Every message passes here: like subscribe and time, these log only warnings, not each request.
  const quiet = { logLevel: 'warn' } as const;
  app.get('/publish/:pub/:sub/:signature/:channel/:callback/:payload', quiet, publish('publish', fromPath));
  app.post('/publish/:pub/:sub/:signature/:channel/:callback', quiet, publish('publish', fromBody));
  app.get('/signal/:pub/:sub/:signature/:channel/:callback/:payload', quiet, publish('signal', fromPath));
};

export default publishFamily;
