import { expect } from 'vitest';
// @ts-expect-error pubnub@4.37.0 ships no types: the tests drive it as an independent client and check what it answers.
import PubNub from 'pubnub';
import type { RealtimeEndpoint } from './realtimeEndpoint.js';

/** A pubnub@4.37.0 client, called loosely: each test checks what its calls answer. */
export type SdkClient = Record<string, any>;

/** An event as the SDK hands it to a listener. */
type SdkEvent = Record<string, any>;

export interface SdkEvents {
  messages: SdkEvent[];
  presence: SdkEvent[];
  signals: SdkEvent[];
  actions: SdkEvent[];
  statuses: SdkEvent[];
}

export interface SdkOptions {
  uuid: string;
  /** The client's `auth`: a session token of the host. */
  authKey?: string;
  /** Only a trusted backend holds one (it may call grant). */
  secretKey?: string;
  presenceTimeout?: number;
}

/** A pubnub@4.37.0 client of a test server, recording every event it hears. */
export function sdkClient(endpoint: RealtimeEndpoint, options: SdkOptions): { client: SdkClient; events: SdkEvents } {
  const { presenceTimeout, ...identity } = options;
  const client = new PubNub({
    origin: new URL(endpoint.baseUrl).host,
    ssl: false,
    ...endpoint.keys,
    ...identity,
    ...(presenceTimeout ? { presenceTimeout, heartbeatInterval: 0 } : {}),
  }) as SdkClient;
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

/** Resolves once the client's subscribe loop is connected. */
export function connected(events: SdkEvents): Promise<unknown> {
  return expect
    .poll(() => events.statuses.find((status) => status.category === 'PNConnectedCategory'), { message: 'PNConnectedCategory' })
    .toBeTruthy();
}

/** The status of a failed SDK call (the rejection's `.status`); fails when the call succeeds. */
export async function sdkFailure(call: Promise<unknown>): Promise<{ statusCode?: number; category?: string; errorData?: any }> {
  try {
    await call;
  } catch (error) {
    return (error as { status: { statusCode?: number; category?: string; errorData?: any } }).status;
  }
  throw new Error('the call succeeded');
}
