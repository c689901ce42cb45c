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

/** The answers built lately, newest first: subscribers answered with the same envelopes share their bytes. */
const recentAnswers: Array<{ cursor: bigint; region: number; envelopes: string[]; bytes: Buffer }> = [];
// A crowd's polls fall on a few cursors at a time (those of the messages it was answered last).
const recentAnswersKept = 32;

/**
 * A whole subscribe answer as bytes; `t.t` is always a string (protocol §4.2). When a message
 * reaches a crowd of held subscribers, each is answered in turn with the same envelopes, cursor and
 * region; a crowd that polls faster than it is held catches up from a few cursors only. So an
 * answer is built and encoded once and its bytes written to every subscriber it fits.
 */
export function subscribeAnswerBytes(cursor: bigint, region: number, envelopes: string[]): Buffer {
  for (const answer of recentAnswers)
    if (answer.cursor === cursor && answer.region === region && sameEnvelopes(answer.envelopes, envelopes)) return answer.bytes;
  const bytes = Buffer.from(`{"t":{"t":"${cursor}","r":${region}},"m":[${envelopes.join(',')}]}`);
  if (recentAnswers.unshift({ cursor, region, envelopes, bytes }) > recentAnswersKept) recentAnswers.pop();
  return bytes;
}

function sameEnvelopes(one: string[], other: string[]): boolean {
  if (one.length !== other.length) return false;
  for (let index = 0; index < one.length; index++) if (one[index] !== other[index]) return false;
  return true;
}
