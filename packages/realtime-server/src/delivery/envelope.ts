import type { BusMessage } from '../bus/busMessage.js';

// Envelopes are serialised once per message and subscription name, however many subscribers get them.
const serialised = new WeakMap<BusMessage, Map<string, string>>();

/** The subscribe envelope of a message (protocol §4.3) as JSON text; `subscription` is its `b`. */
export function envelopeJson(message: BusMessage, subscription: string, subscribeKey: string): string {
  let bySubscription = serialised.get(message);
  if (!bySubscription) serialised.set(message, (bySubscription = new Map()));
  let json = bySubscription.get(subscription);
  if (json === undefined) {
    json = JSON.stringify({
      a: '1',
      f: 0,
      ...(message.messageType !== 0 ? { e: message.messageType } : {}),
      i: message.publisherUuid,
      p: { t: message.timetoken.toString(), r: 1 },
      k: subscribeKey,
      c: message.channel,
      b: subscription,
      d: message.data,
      ...(message.meta !== undefined && message.meta !== null ? { u: message.meta } : {}),
      ...(message.customMessageType ? { cmt: message.customMessageType } : {}),
    });
    bySubscription.set(subscription, json);
  }
  return json;
}

/** A whole subscribe answer; `t.t` is always a string (protocol §4.2). */
export function subscribeAnswerJson(cursor: bigint, region: number, envelopes: string[]): string {
  return `{"t":{"t":"${cursor}","r":${region}},"m":[${envelopes.join(',')}]}`;
}
