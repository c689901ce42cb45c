// A scope of its own, like every module that offers no service: the protocol's error handler and hooks stay in it.
export { realtimeModule } from './plugin.js';
