import { randomUUID } from 'node:crypto';
import type { RealtimeEndpoint } from './realtimeEndpoint.js';
import { requestJson, type JsonAnswer } from './requestJson.js';

const enc = encodeURIComponent;

/** A member's realtime identity: its uuid and a session token of the host. */
export interface RealtimeCredentials {
  uuid: string;
  token: string;
}

/** `uuid` and `auth` of a member's realtime client, ready for a query string. */
const credentialsOf = (member: RealtimeCredentials) => `uuid=${enc(member.uuid)}&auth=${enc(member.token)}`;

/** Raw protocol calls made by one member's client on one node. */
export function memberCalls(node: RealtimeEndpoint, member: RealtimeCredentials) {
  const { publishKey: pub, subscribeKey: sub } = node.keys;
  const withCredentials = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${credentialsOf(member)}`;
  const request = (method: string, path: string, body?: unknown) => requestJson(node.baseUrl, method, withCredentials(path), { body });

  /** The presence state of the member's client on a channel, as the server stores it. */
  const stateOn = async (channel: string) =>
    (await request('GET', `/v2/presence/sub-key/${sub}/channel/${enc(channel)}/uuid/${enc(member.uuid)}`)).body.payload;

  return {
    request,
    publish: (channel: string, message: unknown) =>
      request('GET', `/publish/${pub}/${sub}/0/${enc(channel)}/0/${enc(JSON.stringify(message))}`),
    /**
     * A handshake, then a long-poll from its cursor, resolved once the server holds that request:
     * the request carries a presence state of its own, which the server stores in the same step
     * as it registers the request. `answer` is the held request's answer.
     */
    async heldSubscribe(channels: string[]): Promise<{ answer: Promise<JsonAnswer> }> {
      const path = `/v2/subscribe/${sub}/${enc(channels.join(','))}/0`;
      const handshake = await request('GET', path);
      if (handshake.status !== 200) throw new Error(`the handshake answered ${handshake.status}`);
      const marker = randomUUID();
      const state = enc(JSON.stringify({ [channels[0]!]: { held: marker } }));
      const answer = request('GET', `${path}?tt=${handshake.body.t.t}&tr=${handshake.body.t.r}&state=${state}`);
      for (let tries = 0; (await stateOn(channels[0]!))?.held !== marker; tries++) {
        if (tries === 200) throw new Error('the subscribe request was never held');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { answer };
    },
  };
}
