import type { FastifyRequest } from 'fastify';
import type { RealtimeFamily } from '../family.js';
import { apns2DeviceOf, gcmDeviceOf, pushChangeOf, type PushDevice } from './pushRequest.js';
import { LoggingPushGateway } from './pushGateway.js';
import { PushDispatcher } from './pushDispatcher.js';
import { PushRegistrations } from './pushRegistrations.js';

type DeviceRequest = FastifyRequest<{
  Params: { sub: string; device?: string };
  Querystring: Record<string, string | string[] | undefined>;
}>;
type DeviceOf = (device: string | undefined, query: Record<string, string | string[] | undefined>) => PushDevice;

/**
 * Mobile push registrations (protocol §13): gcm (or fcm) under /v1, apns2 under /v2, all GET. Each
 * call touches only the caller's own registrations of the device (`PushRegistrations`).
 */
const pushFamily: RealtimeFamily = async (app, { ctx }) => {
  const registrations = new PushRegistrations(ctx.db);
  const dispatcher = new PushDispatcher(registrations, new LoggingPushGateway(ctx.log));
  ctx.node.onPublished((message) => (message.messageType === 0 ? dispatcher.dispatch(message.channel, message.data) : Promise.resolve(0)));

  const changeOrList = (deviceOf: DeviceOf) => async (request: DeviceRequest) => {
    ctx.policy.assertKeys({ subscribeKey: request.params.sub });
    const caller = await ctx.policy.callerOf(request);
    const device = deviceOf(request.params.device, request.query);
    const change = pushChangeOf(request.query);
    if (change.kind === 'list') return registrations.channelsOf(caller.uuid, device, change);
    if (change.kind === 'add') {
      // A device hears a channel's messages: only channels the member may read.
      await ctx.policy.authorizeChannels(caller, change.channels, 'read');
      await registrations.add(caller.uuid, device, change.channels);
    } else {
      await registrations.remove(caller.uuid, device, change.channels);
    }
    return [1, 'Modified Channels'];
  };

  const removeDevice = (deviceOf: DeviceOf) => async (request: DeviceRequest) => {
    ctx.policy.assertKeys({ subscribeKey: request.params.sub });
    const caller = await ctx.policy.callerOf(request);
    await registrations.removeDevice(caller.uuid, deviceOf(request.params.device, request.query));
    return [1, 'Removed Device'];
  };

  app.get('/v1/push/sub-key/:sub/devices/:device', changeOrList(gcmDeviceOf));
  app.get('/v1/push/sub-key/:sub/devices/:device/remove', removeDevice(gcmDeviceOf));
  app.get('/v2/push/sub-key/:sub/devices-apns2/:device', changeOrList(apns2DeviceOf));
  app.get('/v2/push/sub-key/:sub/devices-apns2/:device/remove', removeDevice(apns2DeviceOf));
};

export default pushFamily;
