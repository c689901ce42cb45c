export * from './mail.js';
export * from './members.js';
export * from './sessions.js';
export * from './social.js';
