// Registered without fastify-plugin: the protocol's error handler and hooks stay in its own scope.
export { realtimeModule } from './plugin.js';
