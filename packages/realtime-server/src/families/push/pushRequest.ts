import { realtimeLimits } from '@meshwork/contracts';
import { badRequest } from '../../errors.js';

type PushGatewayName = 'gcm' | 'apns2';
type ApnsEnvironment = 'development' | 'production';

/** The device a push call is about: the key of its registrations. */
export interface PushDevice {
  gateway: PushGatewayName;
  device: string;
  /** The app bundle id (apns2); empty for gcm. */
  topic: string;
  environment: ApnsEnvironment;
}

/** Most channels one device may be registered for, and so the longest list answered (protocol §13, §17). */
export const maxPushChannelsPerDevice = realtimeLimits.pushChannelsMax;

const service = 'Push';
// FCM tokens use letters, digits, `_ : -`; APNs tokens are hex. Nothing else belongs in the raw path segment.
const devicePattern = /^[A-Za-z0-9_:.-]{1,512}$/;
const topicPattern = /^[A-Za-z0-9_.-]{1,255}$/;

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

function deviceOf(device: string | undefined): string {
  if (!device) throw badRequest('Missing Device ID (device)', service);
  if (!devicePattern.test(device)) throw badRequest('Invalid Device ID (device)', service);
  return device;
}

// Newer clients name Firebase Cloud Messaging `fcm`, older ones `gcm`: one gateway, one registration.
const androidGateways = new Set(['gcm', 'fcm']);

/** The device of a `/v1/push/…/devices/{device}` call: `type` names the gateway, `gcm` or its newer name `fcm`. */
export function gcmDeviceOf(device: string | undefined, query: Query): PushDevice {
  const id = deviceOf(device);
  const type = single(query, 'type');
  if (!type) throw badRequest('Missing GW Type (pushGateway: gcm, fcm or apns2)', service);
  if (!androidGateways.has(type)) throw badRequest(`Unsupported GW Type ${JSON.stringify(type)} (pushGateway: gcm, fcm or apns2)`, service);
  return { gateway: 'gcm', device: id, topic: '', environment: 'development' };
}

/** The device of a `/v2/push/…/devices-apns2/{device}` call: `topic` is required, `environment` defaults to development. */
export function apns2DeviceOf(device: string | undefined, query: Query): PushDevice {
  const id = deviceOf(device);
  const topic = single(query, 'topic');
  if (!topic) throw badRequest('Missing APNS2 topic', service);
  if (!topicPattern.test(topic)) throw badRequest('Invalid APNS2 topic', service);
  const environment = single(query, 'environment') || 'development';
  if (environment !== 'development' && environment !== 'production')
    throw badRequest('Invalid APNS2 environment (development or production)', service);
  return { gateway: 'apns2', device: id, topic, environment };
}

/** One page of a device's channels: at most `count`, after the channel `start` when given (newer clients page the list). */
export interface PushListPage {
  count: number;
  start?: string;
}

/** What a registration call asks: `add`, `remove`, or (neither) a page of the list. */
export type PushChange = { kind: 'add' | 'remove'; channels: string[] } | ({ kind: 'list' } & PushListPage);

export function pushChangeOf(query: Query): PushChange {
  for (const kind of ['add', 'remove'] as const) {
    const raw = single(query, kind);
    if (raw === undefined) continue;
    const channels = [...new Set(raw.split(',').filter(Boolean))];
    if (channels.length === 0) throw badRequest('Missing Channels', service);
    if (channels.length > maxPushChannelsPerDevice) throw badRequest(`At most ${maxPushChannelsPerDevice} channels per call`, service);
    return { kind, channels };
  }
  const count = single(query, 'count');
  if (count !== undefined && !/^\d{1,4}$/.test(count)) throw badRequest('Invalid count', service);
  const start = single(query, 'start') || undefined;
  // A count of 0 or above the cap answers the whole list, as far as the cap.
  const wanted = Number(count ?? 0);
  return { kind: 'list', count: wanted > 0 ? Math.min(wanted, maxPushChannelsPerDevice) : maxPushChannelsPerDevice, start };
}
