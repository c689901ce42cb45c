/**
 * A typed client of the realtime protocol for browsers and Node: one function per call, each
 * taking the connection made once by `createRealtimeConnection`, so a bundle keeps only what it uses.
 */
export * from './accessManager.js';
export * from './channelGroups.js';
export * from './connection.js';
export * from './crypto.js';
export * from './errors.js';
export type * from './events.js';
export { getFileUrl, type FileRef } from './fileRefs.js';
export * from './files.js';
export * from './history.js';
export * from './messageCounts.js';
export * from './messageActions.js';
export * from './objects.js';
export * from './payload.js';
export * from './presence.js';
export * from './publish.js';
export * from './push.js';
export * from './subscription.js';
export * from './time.js';
export type { UploadProgress } from './upload.js';
