import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../errors.js';
import { apns2DeviceOf, gcmDeviceOf, pushChangeOf } from './pushRequest.js';

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof ProtocolError ? (error.body as { status: number; message: string }) : undefined;
  }
  return undefined;
};

describe('push devices', () => {
  it('reads gcm and apns2 devices, apns2 defaulting to development', () => {
    expect(gcmDeviceOf('tok:en_1-2', { type: 'gcm' })).toEqual({
      gateway: 'gcm',
      device: 'tok:en_1-2',
      topic: '',
      environment: 'development',
    });
    expect(apns2DeviceOf('abc123', { topic: 'com.example.app' })).toEqual({
      gateway: 'apns2',
      device: 'abc123',
      topic: 'com.example.app',
      environment: 'development',
    });
    expect(apns2DeviceOf('abc123', { topic: 'com.example.app', environment: 'production' }).environment).toBe('production');
  });

  it.each([
    [() => gcmDeviceOf('', { type: 'gcm' }), 'Missing Device ID (device)'],
    [() => gcmDeviceOf('d', {}), 'Missing GW Type (pushGateway: gcm, fcm or apns2)'],
    [() => gcmDeviceOf('d', { type: 'mpns' }), 'Unsupported GW Type "mpns" (pushGateway: gcm, fcm or apns2)'],
    [() => gcmDeviceOf('a b', { type: 'gcm' }), 'Invalid Device ID (device)'],
    [() => apns2DeviceOf('d', {}), 'Missing APNS2 topic'],
    [() => apns2DeviceOf('d', { topic: 'com.x', environment: 'staging' }), 'Invalid APNS2 environment (development or production)'],
  ])('answers 400 %#', (work, message) => {
    expect(messageOf(work)).toMatchObject({ status: 400, message });
  });
});

describe('push changes', () => {
  it('reads add, remove and list', () => {
    expect(pushChangeOf({ add: 'a,b,,a' })).toEqual({ kind: 'add', channels: ['a', 'b'] });
    expect(pushChangeOf({ remove: 'a' })).toEqual({ kind: 'remove', channels: ['a'] });
    expect(pushChangeOf({})).toEqual({ kind: 'list', count: 1000 });
    expect(pushChangeOf({ count: '10', start: 'b' })).toEqual({ kind: 'list', count: 10, start: 'b' });
    expect(pushChangeOf({ count: '5000' })).toEqual({ kind: 'list', count: 1000 });
    expect(messageOf(() => pushChangeOf({ count: '-1' }))).toMatchObject({ status: 400, message: 'Invalid count' });
  });

  it('refuses empty and oversized channel lists', () => {
    expect(messageOf(() => pushChangeOf({ add: ',' }))).toMatchObject({ status: 400, message: 'Missing Channels' });
    expect(messageOf(() => pushChangeOf({ add: Array.from({ length: 1001 }, (_, i) => `c${i}`).join(',') }))?.status).toBe(400);
  });
});
