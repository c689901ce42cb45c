import { realtimeLimits, realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { invalid, requireList, requireText } from './errors.js';

export interface PushDevice {
  device: string;
  pushGateway: 'gcm' | 'apns2';
  /** apns2 only: `development` unless said otherwise. */
  environment?: 'development' | 'production';
  /** apns2 only: the app's bundle id (required). */
  topic?: string;
}

/** The device's path and query, after the push rules: a device, a gateway, and a topic for apns2. */
function deviceCall(connection: RealtimeConnection, device: PushDevice, suffix = '') {
  requireText(device.device, realtimeMessages.missingDevice);
  if (device.pushGateway !== 'gcm' && device.pushGateway !== 'apns2') invalid(realtimeMessages.missingPushGateway);
  if (device.pushGateway === 'apns2') requireText(device.topic, realtimeMessages.missingApns2Topic);
  requireSubscribeKey(connection);
  return device.pushGateway === 'apns2'
    ? {
        path: `/v2/push/sub-key/${connection.subscribeKey}/devices-apns2/${device.device}${suffix}`,
        query: { environment: device.environment ?? 'development', topic: device.topic },
      }
    : { path: `/v1/push/sub-key/${connection.subscribeKey}/devices/${device.device}${suffix}`, query: { type: 'gcm' } };
}

async function changeChannels(
  connection: RealtimeConnection,
  change: 'add' | 'remove',
  request: PushDevice & { channels: readonly string[] },
) {
  const call = deviceCall(connection, request);
  requireList(request.channels, realtimeMessages.missingGroupChannels);
  await callService(connection, { path: call.path, query: { ...call.query, [change]: request.channels.join(',') } });
}

/** Registers a device for push messages on channels. */
export const addPushChannels = (connection: RealtimeConnection, request: PushDevice & { channels: readonly string[] }) =>
  changeChannels(connection, 'add', request);

export const removePushChannels = (connection: RealtimeConnection, request: PushDevice & { channels: readonly string[] }) =>
  changeChannels(connection, 'remove', request);

/** The channels a device receives push messages for, at most 1000. */
export async function listPushChannels(
  connection: RealtimeConnection,
  request: PushDevice & { count?: number },
): Promise<{ channels: string[] }> {
  const call = deviceCall(connection, request);
  const count = Math.min(request.count ?? realtimeLimits.pushChannelsMax, realtimeLimits.pushChannelsMax);
  const channels = await callService<string[]>(connection, { path: call.path, query: { ...call.query, count } });
  return { channels: channels.slice(0, count) };
}

export async function removeDevice(connection: RealtimeConnection, request: PushDevice): Promise<void> {
  const call = deviceCall(connection, request, '/remove');
  await callService(connection, call);
}
