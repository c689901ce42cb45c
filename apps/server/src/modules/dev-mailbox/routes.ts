import { apiPaths, successSchema } from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { isLoopbackAddress } from '../../http/loopback.js';
import type { Mailer } from '../../mail/mailer.js';
import { mailboxPage } from './page.js';

const mailboxQuery = z.object({ to: z.string().trim().max(254).optional() });
const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/**
 * The development outbox, readable without logging in but only from this machine; never
 * registered in production. Every other client hears the 404 of a path that does not exist.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  // Both on loopback: the socket, which no header can forge, and the client a trusted proxy names
  // (`request.ip` is the socket's address when `TRUST_PROXY` trusts no one, or not this socket).
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) return reply.callNotFound();
  });

  app.get(
    `/api${apiPaths.devMailbox}`,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['dev'],
        summary: 'Mails kept by the dev outbox, newest first',
        querystring: mailboxQuery,
        response: { 200: successSchema(z.object({ items: z.array(mailSchema) })) },
      },
    },
    async (request) => {
      const mails = await mailer.list(request.query.to || undefined);
      return ok({
        items: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: mail.status,
          created_at: mail.createdAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    '/dev/mailbox',
    { config: { access: { public: true } }, schema: { hide: true, querystring: mailboxQuery } },
    async (request, reply) => {
      const mails = await mailer.list(request.query.to || undefined);
      return reply.type('text/html').send(mailboxPage(mails, request.query.to));
    },
  );
};
