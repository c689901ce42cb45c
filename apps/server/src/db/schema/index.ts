// Each file holds the tables of the module it is named after (mail.ts: the mailer's).
export * from './auth.js';
export * from './avatars.js';
export * from './friends.js';
export * from './groups.js';
export * from './mail.js';
export * from './notifications.js';
export * from './posts.js';
export * from './users.js';
export * from './events.js';
export * from './activity.js';
export * from './media.js';
export * from './welcome.js';
export * from './moderation.js';
export * from './instance.js';
export * from './reports.js';
export * from './muting.js';
export * from './federation.js';
