import { realtimeMessages } from '@meshwork/contracts';
import { callService, requireSubscribeKey, type RealtimeConnection } from './connection.js';
import { encryptMessage } from './crypto.js';
import { encodeSegment } from './encoding.js';
import { invalid, requireText } from './errors.js';

export interface PublishRequest {
  channel: string;
  message: unknown;
  /** Delivered as the envelope's `u` and kept with the stored message. */
  meta?: Record<string, unknown>;
  /** `false`: delivered live only (the default is to store it in history). */
  storeInHistory?: boolean;
  /** Hours to keep the stored message. */
  ttl?: number;
  /** Sends the message in the body (a long message); short ones travel in the path. */
  sendByPost?: boolean;
}

export interface Published {
  timetoken: string;
}

type SentAnswer = [number, string, string];

// Past this length the message goes in a POST body rather than the request line.
const longPathLength = 8_000;

function checkPublish(connection: RealtimeConnection, channel: string, message: unknown): void {
  requireText(channel, realtimeMessages.missingPublishChannel);
  // As the protocol: any falsy message is missing.
  if (!message) invalid(realtimeMessages.missingMessage);
  requireSubscribeKey(connection);
}

async function sendMessage(connection: RealtimeConnection, request: PublishRequest, extra: Record<string, string>): Promise<Published> {
  checkPublish(connection, request.channel, request.message);
  const payload = JSON.stringify(connection.cipherKey ? await encryptMessage(connection.cipherKey, request.message) : request.message);
  const base = `/publish/${connection.publishKey ?? ''}/${connection.subscribeKey}/0/${encodeSegment(request.channel)}/0`;
  const query = {
    ...extra,
    ...(request.storeInHistory === undefined ? {} : { store: request.storeInHistory ? '1' : '0' }),
    ttl: request.ttl || undefined,
    meta: request.meta ? JSON.stringify(request.meta) : undefined,
  };
  const encoded = encodeSegment(payload);
  const byPost = request.sendByPost || encoded.length > longPathLength;
  const answer = byPost
    ? await callService<SentAnswer>(connection, {
        method: 'POST',
        path: base,
        query,
        body: payload,
        contentType: 'application/x-www-form-urlencoded',
      })
    : await callService<SentAnswer>(connection, { path: `${base}/${encoded}`, query });
  return { timetoken: String(answer[2]) };
}

/** Publishes a message on a channel (encrypted when the client holds a cipher key). */
export const publish = (connection: RealtimeConnection, request: PublishRequest): Promise<Published> =>
  sendMessage(connection, request, {});

/** A message delivered to subscribers and never stored. */
export const fire = (connection: RealtimeConnection, request: Omit<PublishRequest, 'storeInHistory'>): Promise<Published> =>
  sendMessage(connection, { ...request, storeInHistory: false }, { norep: 'true' });

/** A small, never stored, never encrypted message (typing indicators). */
export async function signal(connection: RealtimeConnection, request: { channel: string; message: unknown }): Promise<Published> {
  checkPublish(connection, request.channel, request.message);
  const payload = encodeSegment(JSON.stringify(request.message));
  const path = `/signal/${connection.publishKey ?? ''}/${connection.subscribeKey}/0/${encodeSegment(request.channel)}/0/${payload}`;
  const answer = await callService<SentAnswer>(connection, { path });
  return { timetoken: String(answer[2]) };
}
