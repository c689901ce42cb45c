import { userChannelOf } from '@meshwork/contracts';
import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { MentionBudget } from './mentionBudget.js';
import { notificationPolicies } from './policies.js';
import { NotificationPreferences } from './preferences.js';
import { liveNotificationOf } from './presenters.js';
import { notificationsRoutes } from './routes.js';
import { NotificationService } from './service.js';

const notificationsService = moduleService<NotificationService>('notifications');

/** Notifications of a member, stored, listed, marked read and delivered live on the member's user channel. */
export const notificationsModule = fp<AppDependencies>(
  async (app, { db, realtime, redis, config }) => {
    const preferences = new NotificationPreferences(db);
    const mentionBudget = new MentionBudget({ redis, prefix: config.rateLimit.prefix });
    const notifications = new NotificationService(db, preferences, mentionBudget, (row) =>
      realtime.publish(userChannelOf(row.recipientId), liveNotificationOf(row)),
    );
    notificationsService.provide(app, notifications);
    await registerProductRoutes(app, notificationsRoutes, { notifications, preferences, policies: notificationPolicies(db) });
  },
  { name: 'notifications' },
);

/** What other features tell members, for modules registered after this one. */
export const notificationsOf = notificationsService.of;

export type { NotificationColumns, NotificationService } from './service.js';
