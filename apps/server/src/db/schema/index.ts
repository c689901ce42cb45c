export * from './blocks.js';
export * from './mail.js';
export * from './members.js';
export * from './notifications.js';
export * from './sessions.js';
export * from './social.js';
