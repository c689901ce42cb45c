import { accountModule } from './account/index.js';
import { administrationModule } from './administration/index.js';
import { authModule } from './auth/index.js';
import { avatarsModule } from './avatars/index.js';
import { birthdaysModule } from './birthdays/index.js';
import { conversationsModule } from './conversations/index.js';
import { devMailboxModule } from './dev-mailbox/index.js';
import { eventsModule } from './events/index.js';
import { federationModule } from './federation/index.js';
import { friendsModule } from './friends/index.js';
import { groupsModule } from './groups/index.js';
import { healthModule } from './health/index.js';
import { instanceModule } from './instance/index.js';
import { moderationModule } from './moderation/index.js';
import { mutingModule } from './muting/index.js';
import { notificationsModule } from './notifications/index.js';
import { postsModule } from './posts/index.js';
import { profilesModule } from './profiles/index.js';
import { realtimeModule } from './realtime/index.js';
import { reportsModule } from './reports/index.js';
import { roomsModule } from './rooms/index.js';
import { sessionsModule } from './sessions/index.js';
import { socialModule } from './social/index.js';
import { usersModule } from './users/index.js';
import { welcomeModule } from './welcome/index.js';

/**
 * Every feature module by its folder, in the order `app.ts` registers them: each after the modules
 * it imports, whose public services it uses (docs/architecture.md, "Modules").
 * `registrationOrder.test.ts` holds this order to the imports.
 */
export const modulesInRegistrationOrder = {
  health: healthModule,
  users: usersModule,
  instance: instanceModule,
  auth: authModule,
  sessions: sessionsModule,
  account: accountModule,
  notifications: notificationsModule,
  moderation: moderationModule,
  friends: friendsModule,
  groups: groupsModule,
  muting: mutingModule,
  conversations: conversationsModule,
  posts: postsModule,
  social: socialModule,
  avatars: avatarsModule,
  events: eventsModule,
  birthdays: birthdaysModule,
  rooms: roomsModule,
  profiles: profilesModule,
  federation: federationModule,
  welcome: welcomeModule,
  reports: reportsModule,
  administration: administrationModule,
  'dev-mailbox': devMailboxModule,
  realtime: realtimeModule,
};
