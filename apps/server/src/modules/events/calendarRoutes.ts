import { apiPaths, calendarFeedParamsSchema, calendarFeedSchema, eventParamsSchema, eventsCopy, successSchema } from '@meshwork/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { authorizeReader, memberOf } from '../../plugins/auth.js';
import { calendarFile } from './calendarFile.js';
import type { CalendarFeeds } from './calendarFeeds.js';
import { eventNotFound, type EventPolicies } from './policies.js';
import type { EventsService } from './service.js';

const tags = ['events'];
const calendarText = z.string().describe('text/calendar');

/** Calendar files: one event's `.ics`, and each member's private calendar address for calendar apps. */
export const calendarRoutes: FastifyPluginAsyncZod<{
  events: EventsService;
  feeds: CalendarFeeds;
  policies: EventPolicies;
  publicUrl: string;
}> = async (app, { events, feeds, policies, publicUrl }) => {
  const eventUrl = (eventId: string) => `${publicUrl}/event-calendar/${eventId}`;
  const feedUrl = (token: string) => `${publicUrl}/api${apiPaths.calendarFeedFile.replace(':token', token)}`;
  const sendCalendar = (reply: FastifyReply, fileName: string, text: string) =>
    reply
      .headers({
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'private, no-store',
      })
      .send(text);

  app.get(
    apiPaths.eventIcs,
    {
      config: { access: { signedLink: true } },
      schema: { tags, summary: 'An event as an iCalendar file', params: eventParamsSchema, response: { 200: calendarText } },
    },
    async (request, reply) => {
      await authorizeReader(request, policies.view, request.params.id);
      // A link may outlive its event.
      const row = await events.withCreator(request.params.id);
      if (!row) throw eventNotFound();
      return sendCalendar(reply, 'event.ics', calendarFile(row.event.title, [row], eventUrl));
    },
  );

  app.get(
    apiPaths.calendarFeed,
    {
      schema: {
        tags,
        summary: "The member's private calendar address (made on first ask)",
        response: { 200: successSchema(calendarFeedSchema) },
      },
    },
    async (request) => ok({ url: feedUrl(await feeds.tokenOf(memberOf(request).memberId)) }),
  );

  app.post(
    apiPaths.calendarFeed,
    {
      preHandler: app.memberLimit(),
      schema: {
        tags,
        summary: 'A new private calendar address; the old one stops working',
        response: { 200: successSchema(calendarFeedSchema) },
      },
    },
    async (request) => ok({ url: feedUrl(await feeds.renew(memberOf(request).memberId)) }, eventsCopy.feedRenewed),
  );

  app.get(
    apiPaths.calendarFeedFile,
    {
      // Calendar apps fetch it without a session: the secret token in the path is the key.
      config: { access: { public: true } },
      preHandler: app.ipLimit(),
      schema: {
        tags,
        summary: "A member's calendar (their events and those they go or may go to), for calendar apps",
        params: calendarFeedParamsSchema,
        response: { 200: calendarText },
      },
    },
    async (request, reply) => {
      const member = await feeds.memberOf(request.params.token);
      if (!member) throw notFound('calendar_not_found', eventsCopy.feedNotFound);
      return sendCalendar(
        reply,
        'meshwork.ics',
        calendarFile(`Meshwork: ${member.nickname}`, await events.calendarOf(member.id), eventUrl),
      );
    },
  );
};
