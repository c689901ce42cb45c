import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { accountErasureOf } from '../account/index.js';
import { notificationsOf } from '../notifications/index.js';
import { CalendarFeeds } from './calendarFeeds.js';
import { calendarRoutes } from './calendarRoutes.js';
import { eventCoverRoutes } from './coverRoutes.js';
import { EventCovers } from './covers.js';
import { EventGuests } from './guests.js';
import { eventPolicies, eventTitleShownTo } from './policies.js';
import { EventReminders } from './reminders.js';
import { eventsRoutes } from './routes.js';
import { EventsService } from './service.js';

/** What members do with events, as the routes do it: host one, give it a cover, invite, answer. */
interface EventActions {
  events: EventsService;
  guests: EventGuests;
  covers: EventCovers;
}

const eventActions = moduleService<EventActions>('events');

/** Events: a calendar of events members host, with covers, invitations and answers, reminders and calendar files. */
export const eventsModule = fp<AppDependencies>(
  async (app, { config, db, jobs, storage, mediaLinks }) => {
    const notifications = notificationsOf(app);
    notifications.nameSubjectsFrom(eventTitleShownTo);
    const guests = new EventGuests(db, notifications);
    const events = new EventsService(db, new EventReminders(db, jobs, guests, notifications), mediaLinks);
    const policies = eventPolicies(db);
    const covers = new EventCovers(db, storage);
    eventActions.provide(app, { events, guests, covers });
    accountErasureOf(app).beforeErase((memberId) => covers.eraseAllOf(memberId));
    await registerProductRoutes(app, eventsRoutes, { events, guests, covers, policies });
    await registerProductRoutes(app, eventCoverRoutes, { events, covers, policies });
    await registerProductRoutes(app, calendarRoutes, { events, feeds: new CalendarFeeds(db), policies, publicUrl: config.publicUrl });
  },
  { name: 'events' },
);

/** Events, for modules registered after this one (and the demo network). */
export const eventsOf = eventActions.of;

export { eventShownTo, eventTitleShownTo } from './policies.js';
export { reportableEvents } from './reportTargets.js';
