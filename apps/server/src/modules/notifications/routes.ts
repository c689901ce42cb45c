import {
  apiPaths,
  notificationParamsSchema,
  notificationPreferenceSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
  notificationsQuerySchema,
  notificationTypeSchema,
  notificationTypes,
  pageSchema,
  successSchema,
  unreadCountSchema,
  socialCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { NotificationPolicies } from './policies.js';
import type { NotificationPreferences } from './preferences.js';
import type { NotificationService } from './service.js';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  preferences: NotificationPreferences;
  policies: NotificationPolicies;
}> = async (app, { notifications, preferences, policies }) => {
  app.get(
    apiPaths.notificationTypes,
    {
      config: { access: { allow: ['pendingTwoFa', 'deactivated'] } },
      schema: {
        tags,
        summary: 'The kinds of notification a member can receive',
        response: { 200: successSchema(z.array(notificationTypeSchema)) },
      },
    },
    async () => ok(notificationTypes),
  );

  app.get(
    apiPaths.notifications,
    {
      schema: {
        tags,
        summary: "The member's notifications, newest first",
        querystring: notificationsQuerySchema,
        response: { 200: successSchema(pageSchema(notificationSchema)) },
      },
    },
    async (request) => ok(await notifications.list(memberOf(request).memberId, request.query)),
  );

  app.get(
    apiPaths.notificationsUnreadCount,
    { schema: { tags, summary: 'How many notifications are unread (the bell)', response: { 200: successSchema(unreadCountSchema) } } },
    async (request) => ok(await notifications.unreadCount(memberOf(request).memberId)),
  );

  app.post(
    apiPaths.notificationRead,
    {
      schema: {
        tags,
        summary: 'Mark one notification read; answers the new unread count',
        params: notificationParamsSchema,
        response: { 200: successSchema(unreadCountSchema) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(policies.read, memberId, request.params.id);
      return ok(await notifications.markRead(memberId, request.params.id));
    },
  );

  app.post(
    apiPaths.notificationsReadAll,
    { schema: { tags, summary: 'Mark every notification read', response: { 200: successSchema(unreadCountSchema) } } },
    async (request) => ok(await notifications.markAllRead(memberOf(request).memberId)),
  );

  app.get(
    apiPaths.notificationPreferences,
    {
      schema: {
        tags,
        summary: 'Which kinds of notification the member receives',
        response: { 200: successSchema(z.array(notificationPreferenceSchema)) },
      },
    },
    async (request) => ok(await preferences.list(memberOf(request).memberId)),
  );

  app.put(
    apiPaths.notificationPreferences,
    {
      schema: {
        tags,
        summary: 'Switch kinds of notification on or off; kinds left out keep their setting',
        body: notificationPreferencesUpdateSchema,
        response: { 200: successSchema(z.array(notificationPreferenceSchema)) },
      },
    },
    async (request) => ok(await preferences.update(memberOf(request).memberId, request.body.preferences), socialCopy.preferencesSaved),
  );
};
