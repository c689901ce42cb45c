import {
  apiPaths,
  eventParamsSchema,
  eventSchema,
  eventsCopy,
  failureSchema,
  imageBytesSchema,
  imageUploadBodySchema,
  limits,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { singleFileUpload } from '../../http/singleFileUpload.js';
import { authorizeReader, memberOf } from '../../plugins/auth.js';
import { invalidImage } from '../users/index.js';
import type { EventCovers } from './covers.js';
import type { EventPolicies } from './policies.js';
import type { EventsService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

const tags = ['events'];

/** An event's cover image: set, replaced and removed by its creator, read by those who may see the event. */
export const eventCoverRoutes: FastifyPluginAsyncZod<{ events: EventsService; covers: EventCovers; policies: EventPolicies }> = async (
  app,
  { events, covers, policies },
) => {
  const perMember = app.memberLimit(serverLimits.eventsPerMinute);
  const readFile = await singleFileUpload(app, {
    maxBytes: limits.imageUploadMaxBytes,
    tooLarge: eventsCopy.coverTooLarge,
    noFile: invalidImage,
  });

  app.put(
    apiPaths.eventCover,
    {
      preHandler: perMember,
      schema: {
        tags,
        summary: "Set or replace one's own event's cover image (multipart field `file`), read from its content and resized",
        consumes: ['multipart/form-data'],
        params: eventParamsSchema,
        body: imageUploadBodySchema,
        response: { 200: successSchema(eventSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const eventId = request.params.id;
      await authorize(policies.change, memberId, eventId);
      const upload = await readFile(request);
      await covers.replace(memberId, eventId, upload);
      return ok((await events.get(memberId, eventId))!, eventsCopy.coverSaved);
    },
  );

  app.delete(
    apiPaths.eventCover,
    {
      schema: {
        tags,
        summary: "Remove one's own event's cover image",
        params: eventParamsSchema,
        response: { 200: successSchema(eventSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.change, memberId, request.params.id);
      await covers.remove(request.params.id);
      return ok((await events.get(memberId, request.params.id))!, eventsCopy.coverRemoved);
    },
  );

  app.get(
    apiPaths.eventCover,
    {
      config: { access: { signedLink: true } },
      schema: {
        tags,
        summary: 'An event’s cover image, as WebP, for those who may see the event',
        params: eventParamsSchema,
        response: { 200: imageBytesSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      await authorizeReader(request, policies.view, request.params.id);
      const file = await covers.file(request.params.id);
      if (!file) throw notFound('event_cover_missing', eventsCopy.eventNotFound);
      return reply
        .headers({ 'content-type': 'image/webp', 'content-length': String(file.size), 'cache-control': 'private, max-age=86400' })
        .send(file.body);
    },
  );
};
