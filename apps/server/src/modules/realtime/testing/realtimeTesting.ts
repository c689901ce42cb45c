import PubNub from 'pubnub';
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../../test/testApp.js';
import { loadConfig } from '../../../config.js';

/** The keys every test server has (the configuration's defaults). */
export const realtimeKeys = loadConfig({ NODE_ENV: 'test' }).realtime;

/** Channel names of this test run, so runs on one Redis never meet. */
export const runPrefix = `t${randomBytes(4).toString('hex')}`;

/** An event as the SDK hands it to a listener. */
export type SdkEvent = Record<string, unknown>;

export interface SdkEvents {
  messages: SdkEvent[];
  presence: SdkEvent[];
  signals: SdkEvent[];
  actions: SdkEvent[];
  statuses: SdkEvent[];
}

/** A pubnub@4.37.0 client on a test server, recording every event it hears. */
export function sdkClient(t: TestApp, options: { uuid: string; authKey?: string; presenceTimeout?: number }) {
  const client = new PubNub({
    origin: new URL(t.baseUrl).host,
    ssl: false,
    publishKey: realtimeKeys.publishKey,
    subscribeKey: realtimeKeys.subscribeKey,
    uuid: options.uuid,
    authKey: options.authKey,
    ...(options.presenceTimeout ? { presenceTimeout: options.presenceTimeout, heartbeatInterval: 0 } : {}),
  });
  const events: SdkEvents = { messages: [], presence: [], signals: [], actions: [], statuses: [] };
  client.addListener({
    message: (event: SdkEvent) => events.messages.push(event),
    presence: (event: SdkEvent) => events.presence.push(event),
    signal: (event: SdkEvent) => events.signals.push(event),
    messageAction: (event: SdkEvent) => events.actions.push(event),
    status: (event: SdkEvent) => events.statuses.push(event),
  });
  return { client, events };
}

/** Waits until `check` holds (polling briefly), or fails with `what`. */
export async function eventually<T>(check: () => T | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once the client's subscribe loop is connected. */
export function connected(events: SdkEvents): Promise<unknown> {
  return eventually(() => events.statuses.find((status) => status.category === 'PNConnectedCategory'), 'PNConnectedCategory');
}
