import { describe, expect, it } from 'vitest';
import type { PushNotification } from './pushGateway.js';
import { PushDispatcher } from './pushDispatcher.js';
import type { PushRegistrations } from './pushRegistrations.js';
import type { PushDevice } from './pushRequest.js';

const phone: PushDevice = { gateway: 'gcm', device: 'g1', topic: '', environment: 'development' };
const iphone: PushDevice = { gateway: 'apns2', device: 'a1', topic: 'com.example', environment: 'production' };

function dispatcherWith(devices: PushDevice[]) {
  const sent: PushNotification[] = [];
  const lookups: string[] = [];
  const registrations = {
    devicesOf: async (channel: string) => {
      lookups.push(channel);
      return devices;
    },
  } as unknown as PushRegistrations;
  return { sent, lookups, dispatcher: new PushDispatcher(registrations, { send: async (notification) => void sent.push(notification) }) };
}

describe('PushDispatcher', () => {
  it("sends each device its gateway's payload", async () => {
    const { sent, dispatcher } = dispatcherWith([phone, iphone]);
    expect(
      await dispatcher.dispatch('chat', { text: 'hi', pn_gcm: { notification: { title: 'hi' } }, pn_apns: { aps: { alert: 'hi' } } }),
    ).toBe(2);
    expect(sent).toEqual([
      { target: phone, channel: 'chat', payload: { notification: { title: 'hi' } } },
      { target: iphone, channel: 'chat', payload: { aps: { alert: 'hi' } } },
    ]);
  });

  it('sends nothing for messages without a payload for the gateway', async () => {
    const { sent, dispatcher } = dispatcherWith([phone, iphone]);
    expect(await dispatcher.dispatch('chat', { text: 'hi', pn_apns: { aps: {} } })).toBe(1);
    expect(await dispatcher.dispatch('chat', 'plain text')).toBe(0);
    expect(sent.map((notification) => notification.target.gateway)).toEqual(['apns2']);
  });

  it('looks up no devices for a message that carries no push payload', async () => {
    const { lookups, dispatcher } = dispatcherWith([phone]);
    expect(await dispatcher.dispatch('chat', { text: 'hi' })).toBe(0);
    expect(await dispatcher.dispatch('chat', { text: 'hi', pn_gcm: { data: {} } })).toBe(1);
    expect(lookups).toEqual(['chat']);
  });
});
